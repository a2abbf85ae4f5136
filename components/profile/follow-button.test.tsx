// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Profile } from '@/lib/api/profile';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import FollowButton, { FollowerCount } from './follow-button';
import { useFollowState } from './follow-state';

startMsw();

const camille: Profile = { id: 4, fname: 'Camille', lname: 'Dubois', avatar_url: null, followers: 1, following: 0, promos_count: 3, is_followed: false };

function renderButton(locale: 'nl' | 'fr' = 'nl') {
  renderWithApp(
    <>
      <FollowButton userId={4} />
      <output>
        <FollowerCount userId={4} initial={1} />
      </output>
    </>,
    locale,
  );
}

beforeEach(() => {
  resetSession();
  resetDialogs();
  useFollowState.setState({}, true);
  useToasts.getState().clear();
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

describe('FollowButton for a signed-in member', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser({ id: 7 }) }));

  it('shows whether they already follow, then unfollows and follows again, updating the count', async () => {
    let followed = true;
    const calls: string[] = [];
    server.use(
      http.get(`${API}/profile/4`, () => HttpResponse.json({ data: { ...camille, followers: 2, is_followed: true } })),
      http.get(`${API}/profile/4/:action`, ({ params }) => {
        calls.push(String(params.action));
        followed = params.action === 'follow';
        return HttpResponse.json({ data: { ...camille, followers: followed ? 2 : 1, is_followed: followed } });
      }),
    );
    renderButton();
    const button = await screen.findByRole('button', { name: 'Gevolgd' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2');

    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Volgen' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Je volgt Camille niet meer' });

    fireEvent.click(screen.getByRole('button', { name: 'Volgen' }));
    expect(await screen.findByRole('button', { name: 'Gevolgd' })).toBeInTheDocument();
    expect(calls).toEqual(['unfollow', 'follow']);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });

  it('keeps the state and says so when the call fails (French)', async () => {
    server.use(
      http.get(`${API}/profile/4`, () => HttpResponse.json({ data: camille })),
      http.get(`${API}/profile/4/follow`, () => HttpResponse.json({ message: 'Trop de requêtes.' }, { status: 429 })),
    );
    renderButton('fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Suivre' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'error', title: 'Impossible de suivre ce membre', message: 'Trop de requêtes.' }),
    );
    expect(screen.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('is not offered on your own profile', () => {
    useSession.setState({ status: 'user', user: demoUser({ id: 4 }) });
    renderButton();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
