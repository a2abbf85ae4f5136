// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import FolderVotes from './folder-votes';
import { resetEngagement } from '@/components/engagement/engagement-test-utils';

startMsw();

const counts = { rating_calculated: 8, hits_count: 10, dislikes_count: 2 };

beforeEach(resetEngagement);

it('gives a guest the login dialog and asks nothing', async () => {
  useSession.setState({ status: 'guest', user: null });
  renderWithApp(<FolderVotes id={4} title="Prijsmarkt" />);
  fireEvent.click(screen.getByRole('button', { name: 'Stem voor' }));
  await waitFor(() => expect(useDialogs.getState().dialogs.auth.open).toBe(true));
});

it("shows a member's folder vote and favourite, and takes the vote back (French)", async () => {
  useSession.setState({ status: 'user', user: demoUser() });
  const calls: string[] = [];
  server.use(
    http.get(`${API}/me/promo-flags`, ({ request }) => {
      calls.push(`flags:${new URL(request.url).searchParams.get('items')}`);
      return HttpResponse.json({ data: [{ morphable_type: 'Folder', morphable_id: 4, ...NO_PROMO_FLAGS, ...counts, is_hit: true, is_favourite: true, rating_calculated: 9, hits_count: 11 }] });
    }),
    http.put(`${API}/folders/4/:action`, ({ params }) => {
      calls.push(String(params.action));
      return HttpResponse.json({ data: { ...NO_PROMO_FLAGS, ...counts, is_favourite: true } });
    }),
  );
  renderWithApp(<FolderVotes id={4} title="Prijsmarkt" />, 'fr');
  const group = within(screen.getByRole('group', { name: 'Votre avis sur Prijsmarkt' }));
  await waitFor(() => expect(group.getByRole('button', { name: 'Voter pour' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
  expect(group.getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'true');
  expect(group.getByText('+9°')).toBeInTheDocument();
  fireEvent.click(group.getByRole('button', { name: 'Voter pour' }));
  await waitFor(() => expect(group.getByRole('button', { name: 'Voter pour' })).toHaveAttribute('aria-pressed', 'false'));
  expect(group.getByText('+8°')).toBeInTheDocument();
  expect(calls).toEqual(['flags:Folder:4', 'remove-hit']);
});
