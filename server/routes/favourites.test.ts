import { describe, expect, it } from 'vitest';
import type { FavouritesPage } from '@/lib/api/favourites';
import { useApiHarness } from '../test-support/api-harness';
import { feedFixtures } from './feed.fixtures';
import { keyOf, seedFeedWorld, type FeedWorld } from './feed-world.fixtures';

/** GET /favorites: the member's saved promos (every kind) or folders, newest saved first, expired ones kept and marked. */

describe('GET /favorites', () => {
  let w: FeedWorld;
  const at = (day: number) => new Date(`2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`);
  const api = useApiHarness({
    seed: async (db) => {
      w = await seedFeedWorld(db);
      const f = feedFixtures(db);
      // The world already has the viewer's favourite creme (2026-01-02) and the author's favourite question.
      await f.react(w.user.viewer, 'FolderItem', w.item.kaas, 'favourite', at(3));
      await f.react(w.user.viewer, 'OnlinePromo', w.promo.expired, 'favourite', at(5));
      await f.react(w.user.viewer, 'OnlinePromo', w.promo.inactive, 'favourite', at(6));
      await f.react(w.user.viewer, 'Folder', w.folder.current, 'favourite', at(4));
      await f.react(w.user.viewer, 'Post', w.post.sale, 'hit', at(7));
    },
  });
  const list = async (query: string, token = w.token.viewer) => {
    const response = await api.get<FavouritesPage>(`/favorites${query}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('lists saved promos of every kind, newest saved first, and keeps expired ones marked', async () => {
    const page = await list('');
    expect(page.data.map(keyOf)).toEqual([
      ['OnlinePromo', w.promo.expired],
      ['FolderItem', w.item.kaas],
      ['Post', w.post.creme],
    ]);
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    expect(page.data[0]?.data).toMatchObject({ is_expired: true, is_favourite: true });
    expect(page.data[2]?.data).toMatchObject({ is_expired: false, is_favourite: true, is_hit: true, favourite_at: '2026-01-02T03:04:05.000Z' });
  });

  it('lists saved folders apart', async () => {
    const page = await list('?kind=folders');
    expect(page.data.map(keyOf)).toEqual([['Folder', w.folder.current]]);
  });

  it('pages the list', async () => {
    const first = await list('?per_page=2');
    const second = await list('?per_page=2&page=2');
    expect(first.meta).toMatchObject({ last_page: 2, total: 3 });
    expect([...first.data, ...second.data].map(keyOf)).toEqual((await list('')).data.map(keyOf));
  });

  it('loads on from an offset, so a page that removed entries skips none', async () => {
    const all = (await list('')).data.map(keyOf);
    expect((await list('?offset=1&per_page=1')).data.map(keyOf)).toEqual(all.slice(1, 2));
    expect((await list('?offset=2')).data.map(keyOf)).toEqual(all.slice(2));
    expect((await list('?offset=3')).data).toEqual([]);
  });

  it('shows each member only their own, in their language', async () => {
    const author = await list('', w.token.author);
    expect(author.data.map(keyOf)).toEqual([['Post', w.post.question]]);
    const nl = await list('');
    const fr = (await api.get<FavouritesPage>('/favorites', { token: w.token.viewer, locale: 'fr' })).body;
    expect(fr.data.map(keyOf)).toEqual(nl.data.map(keyOf));
  });

  it('answers guests 401 and bad input 422, changing nothing', async () => {
    expect((await api.get('/favorites')).status).toBe(401);
    for (const query of ['?kind=articles', '?kind=', '?page=0', '?page=1e3', '?per_page=-1', '?page=x', '?offset=-1', '?offset=1.5', '?offset=1e2']) {
      const response = await api.get<{ message: string; errors?: Record<string, string[]> }>(`/favorites${query}`, { token: w.token.viewer });
      expect(response.status, query).toBe(422);
      expect(response.body.message, query).toBeTruthy();
    }
  });

  it('is never stored by a shared cache', async () => {
    const response = await api.get('/favorites', { token: w.token.viewer });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
