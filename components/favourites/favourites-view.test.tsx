// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import { promoKey, setPromoEngagement, usePromoEngagement } from '@/components/engagement/promo-engagement-state';
import { feedItem } from '@/components/feed/feed-test-items';
import { testArticle } from '@/components/news/news-test-articles';
import Toaster from '@/components/ui/toaster';
import type { FeedItem } from '@/lib/api/feed';
import { getQueryClient } from '@/lib/queries/query-client';
import { resetSession, useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { router } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import FavouritesView from './favourites-view';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

/** The member's saved promos on the server: removing one takes it out, saving it again puts it first. */
let saved: FeedItem[];
let calls: string[];

function page<T>(items: readonly T[], offset: number, perPage: number) {
  const data = items.slice(offset, offset + perPage);
  return { data, meta: { current_page: Math.floor(offset / perPage) + 1, last_page: Math.max(1, Math.ceil(items.length / perPage)), per_page: perPage, total: items.length, from: null, to: null } };
}

beforeEach(() => {
  useSession.setState({ status: 'user', user: demoUser() });
  getQueryClient().clear();
  toast.clear();
  calls = [];
  saved = [feedItem('Post', 1, { title: 'Koffiezetapparaat' }), feedItem('FolderItem', 2, { title: 'Kaasplank', is_expired: true }), feedItem('OnlinePromo', 3, { title: 'Kortingscode schoenen' })];
  server.use(
    http.get(`${API}/favorites`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`GET ${url.search}`);
      const kind = url.searchParams.get('kind');
      const items = kind === 'folders' ? [feedItem('Folder', 9, { title: 'Folder van de week' })] : saved;
      return HttpResponse.json(page(items, Number(url.searchParams.get('offset') ?? 0), Number(url.searchParams.get('per_page') ?? 12)));
    }),
    http.get(`${API}/news/favorites`, () => HttpResponse.json(page([testArticle(5)], 0, 12))),
    http.put(`${API}/:target/:id/:action`, ({ params }) => {
      calls.push(`PUT ${String(params.target)}/${String(params.id)}/${String(params.action)}`);
      const flags = { is_hit: false, is_dislike: false, is_favourite: params.action === 'set-favorite', is_hidden: false, subscriptions: false, is_reported_expired: false };
      return HttpResponse.json({ data: { ...flags, rating_calculated: 0, hits_count: 0, dislikes_count: 0 } });
    }),
  );
});

describe('FavouritesView', () => {
  it('lists the saved promos newest first, each with its remove button, expired ones marked', async () => {
    renderWithApp(<FavouritesView />);
    const list = await screen.findByRole('list', { name: 'Promoties' });
    expect(within(list).getAllByRole('article').map((card) => card.querySelector('h2')?.textContent)).toEqual(['Koffiezetapparaat', 'Kaasplank', 'Kortingscode schoenen']);
    expect(screen.getByText('3 bewaarde promoties')).toBeInTheDocument();
    expect(within(list).getAllByText('Verlopen').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Kaasplank verwijderen uit je favorieten' })).toBeInTheDocument();
  });

  it('removes one at once, and undo saves it again in its place', async () => {
    renderWithApp(
      <>
        <FavouritesView />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Kaasplank verwijderen uit je favorieten' }));
    expect(screen.queryByText('Kaasplank')).toBeNull();
    await waitFor(() => expect(calls).toContain('PUT folder-items/2/remove-favorite'));
    const undo = await screen.findByRole('button', { name: 'Ongedaan maken' });
    expect(screen.getByText('2 bewaarde promoties')).toBeInTheDocument();
    act(() => fireEvent.click(undo));
    const list = screen.getByRole('list', { name: 'Promoties' });
    expect(within(list).getAllByRole('article').map((card) => card.querySelector('h2')?.textContent)).toEqual(['Koffiezetapparaat', 'Kaasplank', 'Kortingscode schoenen']);
    await waitFor(() => expect(calls).toContain('PUT folder-items/2/set-favorite'));
  });

  it('tells the shared engagement store, so a heart shown elsewhere follows remove and undo', async () => {
    const key = promoKey('FolderItem', 2);
    const before = { is_hit: false, is_dislike: false, is_favourite: true, is_hidden: false, subscriptions: false, is_reported_expired: false, rating_calculated: 4, hits_count: 4, dislikes_count: 0 };
    setPromoEngagement(key, before);
    renderWithApp(
      <>
        <FavouritesView />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Kaasplank verwijderen uit je favorieten' }));
    await waitFor(() => expect(usePromoEngagement.getState()[key]?.is_favourite).toBe(false));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' })));
    await waitFor(() => expect(usePromoEngagement.getState()[key]?.is_favourite).toBe(true));
    // Only the favourite changed: the votes the store knew stay.
    expect(usePromoEngagement.getState()[key]?.hits_count).toBe(4);
  });

  it('loads on from what it has minus what was removed, so nothing is skipped', async () => {
    saved = Array.from({ length: 14 }, (_, index) => feedItem('Post', index + 1, { title: `Promo ${index + 1}` }));
    renderWithApp(<FavouritesView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Promo 1 verwijderen uit je favorieten' }));
    await waitFor(() => expect(calls).toContain('PUT posts/1/remove-favorite'));
    saved = saved.slice(1);
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('Promo 14')).toBeInTheDocument();
    expect(calls).toContain('GET ?kind=promos&offset=11&per_page=12');
    expect(screen.getByText('Promo 13')).toBeInTheDocument();
  });

  it('switches tabs with the arrow keys and keeps the tab in the address', async () => {
    renderWithApp(<FavouritesView />);
    const promos = screen.getByRole('tab', { name: 'Promoties' });
    expect(promos).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(promos, { key: 'ArrowRight' });
    const folders = screen.getByRole('tab', { name: 'Folders' });
    expect(folders).toHaveAttribute('aria-selected', 'true');
    expect(folders).toHaveFocus();
    expect(window.location.search).toBe('?tab=folders');
    expect(await screen.findByText('Folder van de week')).toBeInTheDocument();
    fireEvent.keyDown(folders, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Artikels' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Artikels' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Artikels' }), { key: 'Home' });
    expect(window.location.search).toBe('');
  });

  it('opens the tab the address names', async () => {
    window.history.replaceState(null, '', '/favorieten?tab=folders');
    renderWithApp(<FavouritesView />);
    expect(await screen.findByText('Folder van de week')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Folders' })).toHaveAttribute('aria-selected', 'true');
    window.history.replaceState(null, '', '/');
  });

  it('has no articles tab in French, and says when nothing is saved', async () => {
    saved = [];
    renderWithApp(<FavouritesView />, 'fr');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Promotions', 'Dépliants']);
    expect(await screen.findByText(/Vous n’avez encore sauvegardé aucune promotion/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les promotions' })).toBeInTheDocument();
  });

  it('waits for the session, and sends a refused token to login with the way back (never the API\'s refusal)', async () => {
    resetSession();
    renderWithApp(<FavouritesView />, 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    act(() => useSession.setState({ status: 'guest', user: null }));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    expect(router.replace.mock.calls.at(-1)?.[0]).toBe('/fr/login?redirect=%2Ffr%2Ffavorieten');
    expect(calls).toEqual([]);
  });
});
