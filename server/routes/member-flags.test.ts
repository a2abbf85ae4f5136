import { describe, expect, it } from 'vitest';
import { setPromoFlag, type PromoActionFlags } from '@/lib/api/actions';
import { getHiddenPromos, getMemberPromoFlags, type HiddenPromosPage, type MemberPromoFlags } from '@/lib/api/member-flags';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { SEEDED, seedActionsWorld, type ActionsWorld } from './actions.fixtures';

type Message = { message: string; errors?: Record<string, string[]> };

describe("the member's own flags on lists (GET /me/promo-flags, GET /me/hidden-promos)", () => {
  let w: ActionsWorld;
  const api = useApiHarness({
    locale: 'nl',
    timeoutMs: 60_000,
    seed: async (db) => {
      w = await seedActionsWorld(db);
    },
  });
  const flagsPath = (items: string) => `/me/promo-flags?items=${encodeURIComponent(items)}`;
  const act = (token: string, target: Parameters<typeof setPromoFlag>[1], id: number, action: Parameters<typeof setPromoFlag>[3]) =>
    setPromoFlag(api.client({ token }), target as 'posts', id, action);

  it('answers guests and unknown tokens 401', async () => {
    for (const path of [flagsPath(`Post:${w.post.approved}`), '/me/hidden-promos']) {
      for (const token of [undefined, `1|${'a'.repeat(40)}`]) {
        const response = await api.get<Message>(path, { token });
        expect(response.status, path).toBe(401);
        expect(response.body).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });

  it("answers a page of cards in one call: the member's flags and the current counts, in the order asked, unknown ids absent", async () => {
    await act(w.tokens.viewer, 'posts', w.post.approved, 'set-hit');
    await act(w.tokens.viewer, 'online-promos', w.promo.code, 'set-favorite');
    await act(w.tokens.viewer, 'folder-items', w.item.kaas, 'hide');
    await act(w.tokens.other, 'folder-items', w.item.kaas, 'set-dislike');
    const items = `OnlinePromo:${w.promo.code},Post:${w.post.approved},Post:999999,FolderItem:${w.item.kaas},Folder:${w.folder.current},Post:${w.post.approved}`;
    const response = await api.get<{ data: MemberPromoFlags[] }>(flagsPath(items), { token: w.tokens.viewer });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.map((item) => `${item.morphable_type}:${item.morphable_id}`)).toEqual([
      `OnlinePromo:${w.promo.code}`,
      `Post:${w.post.approved}`,
      `FolderItem:${w.item.kaas}`,
      `Folder:${w.folder.current}`,
    ]);
    expect(data[0]).toMatchObject({ is_favourite: true, is_hit: false, is_hidden: false });
    expect(data[0]!.favourite_at).toEqual(expect.any(String));
    expect(data[1]).toMatchObject({ is_hit: true, hits_count: SEEDED.hitsCount + 1, rating_calculated: SEEDED.rating + 1 });
    // Another member's dislike moves the counts, never this member's flags.
    expect(data[2]).toMatchObject({ is_hidden: true, is_dislike: false, dislikes_count: SEEDED.dislikesCount + 1 });
    expect(data[3]).toMatchObject({ is_hit: false, is_dislike: false, is_favourite: false, subscriptions: false, is_reported_expired: false });

    // The other member sees only their own.
    const theirs = await getMemberPromoFlags(api.client({ token: w.tokens.other }), [
      { type: 'FolderItem', id: w.item.kaas },
      { type: 'Post', id: w.post.approved },
    ]);
    expect(theirs.map((item) => [item.is_dislike, item.is_hidden, item.is_hit])).toEqual([
      [true, false, false],
      [false, false, false],
    ]);
  });

  it.each([
    ['missing', ''],
    ['empty', 'items='],
    ['an unknown type', 'items=Article:1'],
    ['a malformed id', 'items=Post:01'],
    ['a zero id', 'items=Post:0'],
    ['an id past int4', 'items=Post:9999999999'],
    ['a trailing comma', 'items=Post:1,'],
    ['an unknown parameter', 'items=Post:1&x=1'],
    ['more than a page', `items=${Array.from({ length: 101 }, (_, index) => `Post:${index + 1}`).join(',')}`],
  ])('refuses %s items with 422', async (_name, query) => {
    const response = await api.get<Message>(`/me/promo-flags?${query}`, { token: w.tokens.viewer });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('lists the hidden promos, most recently hidden first, paged, and forgets a restored one', async () => {
    const client = api.client({ token: w.tokens.author });
    await act(w.tokens.author, 'posts', w.post.approved, 'hide');
    await act(w.tokens.author, 'online-promos', w.promo.code, 'hide');
    await act(w.tokens.author, 'folder-items', w.item.kaas, 'hide');
    const first = await getHiddenPromos(client, 1, 2);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(first.data.map((item) => item.morphable_type)).toEqual(['FolderItem', 'OnlinePromo']);
    expect(first.data[0]).toMatchObject({ morphable_id: w.item.kaas, hidden_at: expect.any(String), data: expect.objectContaining({ is_hidden: true, title: 'Kaas' }) });
    expect((await getHiddenPromos(client, 2, 2)).data.map((item) => item.morphable_id)).toEqual([w.post.approved]);

    await act(w.tokens.author, 'online-promos', w.promo.code, 'restore-hidden');
    const after = await getHiddenPromos(client, 1, 10);
    expect(after.meta.total).toBe(2);
    expect(after.data.map((item) => item.morphable_type)).toEqual(['FolderItem', 'Post']);
    // Nobody else's.
    expect((await getHiddenPromos(api.client({ token: w.tokens.other }))).meta.total).toBe(0);
    const french = await api.get<HiddenPromosPage>('/me/hidden-promos?locale=fr', { token: w.tokens.author, locale: null });
    expect(french.body.data[0]?.data.title).toBe('Fromage');
  });

  it.each(['page=0', 'page=x', 'per_page=0', 'per_page=-1', 'sort=1'])('refuses a hidden list query of %s with 422', async (query) => {
    expect((await api.get(`/me/hidden-promos?${query}`, { token: w.tokens.viewer })).status).toBe(422);
  });

  it('leaves out a hidden promo that was unpublished since (it could not be restored: its actions answer 404)', async () => {
    const client = api.client({ token: w.tokens.other });
    await act(w.tokens.other, 'posts', w.post.approved, 'hide');
    // Hidden while it was on the site; its webshop promo has ended since.
    await api.db.insert(schema.reactions).values({ userId: w.users.other, reactableType: 'OnlinePromo', reactableId: w.promo.inactive, kind: 'hidden' });
    const hidden = await getHiddenPromos(client, 1, 10);
    expect(hidden.data.map((item) => [item.morphable_type, item.morphable_id])).toEqual([['Post', w.post.approved]]);
    expect(hidden.meta.total).toBe(1);
  });

  it('lets a member take a folder vote back (remove-hit, remove-dislike), moving the counts back', async () => {
    const path = (action: string) => `/folders/${w.folder.current}/${action}`;
    const put = async (action: string) => {
      const response = await api.call<{ data: PromoActionFlags }>('PUT', path(action), { token: w.tokens.author });
      expect(response.status, action).toBe(200);
      return response.body.data;
    };
    expect(await put('set-hit')).toMatchObject({ is_hit: true, hits_count: SEEDED.hitsCount + 1 });
    expect(await put('remove-hit')).toMatchObject({ is_hit: false, hits_count: SEEDED.hitsCount, rating_calculated: SEEDED.rating });
    expect(await put('set-dislike')).toMatchObject({ is_dislike: true, dislikes_count: SEEDED.dislikesCount + 1 });
    expect(await put('remove-dislike')).toMatchObject({ is_dislike: false, dislikes_count: SEEDED.dislikesCount, rating_calculated: SEEDED.rating });
  });
});
