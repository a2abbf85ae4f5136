// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import type { HiddenPromo } from '@/lib/api/member-flags';
import { resetSession, useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import { resetPromoEngagement } from '@/components/engagement/promo-engagement-state';
import { feedItem } from '@/components/feed/feed-test-items';
import HiddenPromos from './hidden-promos';

startMsw();

const hidden = (kind: 'Post' | 'OnlinePromo' | 'FolderItem', id: number): HiddenPromo => ({
  ...feedItem(kind, id, { ...NO_PROMO_FLAGS, is_hidden: true }),
  hidden_at: '2026-11-20T10:00:00.000Z',
});
const meta = (page: number, last: number, total: number) => ({ current_page: page, last_page: last, per_page: 10, total, from: null, to: null });

beforeEach(() => {
  resetSession();
  resetPromoEngagement();
  useToasts.getState().clear();
  useSession.setState({ status: 'user', user: demoUser() });
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

describe('the hidden promos in settings', () => {
  it('lists them page by page and restores one, which leaves the list', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/me/hidden-promos`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(page === 1 ? { data: [hidden('Post', 1), hidden('OnlinePromo', 2)], meta: meta(1, 2, 3) } : { data: [hidden('FolderItem', 3)], meta: meta(2, 2, 3) });
      }),
      http.put(`${API}/posts/1/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_PROMO_FLAGS, rating_calculated: 42, hits_count: 50, dislikes_count: 8 } });
      }),
    );
    renderWithApp(<HiddenPromos />);
    const section = await screen.findByRole('region', { name: 'Verborgen deals' });
    await within(section).findByRole('link', { name: 'Koffiebonen 1 kg 1' }, { timeout: 5000 });
    fireEvent.click(within(section).getByRole('button', { name: 'Meer laden' }));
    await within(section).findByRole('link', { name: 'Koffiebonen 1 kg 3' });
    expect(within(section).queryByRole('button', { name: 'Meer laden' })).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Koffiebonen 1 kg 1 terugzetten' }));
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'Koffiebonen 1 kg 1' })).toBeNull());
    expect(calls).toEqual(['restore-hidden']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Verborgen deals' })).toHaveFocus();
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ title: 'Weer zichtbaar: Koffiebonen 1 kg 1' });
  });

  it('says when there are none (French)', async () => {
    server.use(http.get(`${API}/me/hidden-promos`, () => HttpResponse.json({ data: [], meta: meta(1, 1, 0) })));
    renderWithApp(<HiddenPromos />, 'fr');
    expect(await screen.findByText('Vous n’avez masqué aucun bon plan.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bons plans masqués' })).toBeInTheDocument();
  });
});
