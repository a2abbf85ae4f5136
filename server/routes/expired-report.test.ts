import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedPage } from '@/lib/api/feed';
import type { ExpiredReportResponse } from '@/lib/api/notifications-types';
import * as schema from '../db/schema';
import type { MorphableType } from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { notificationsFor, seedNotifyWorld, type NotifyWorld } from './notifications.fixtures';

type Message = { message: string; errors?: Record<string, string[]> };

describe('POST /expired-promo-report (docs/notifications.md)', () => {
  let w: NotifyWorld;
  const changed: string[] = [];
  const api = useApiHarness({
    timeoutMs: 60_000,
    deps: () => ({ onContentChange: (tags) => changed.push(...tags) }),
    seed: async (db) => {
      w = await seedNotifyWorld(db);
    },
  });

  const report = (type: string, id: number, token?: string) =>
    api.call<ExpiredReportResponse & Message>('POST', '/expired-promo-report', { token, body: { type, id } });
  const subscribe = (userId: number, type: MorphableType, id: number) =>
    api.db.insert(schema.reactions).values({ userId, reactableType: type, reactableId: id, kind: 'subscription' });
  const inTop = async (type: MorphableType, id: number) =>
    (await api.ok<FeedPage>('/feed-items?sort=top&per_page=100')).data.some((item) => item.morphable_type === type && item.morphable_id === id);
  const reports = async (type: MorphableType, id: number) =>
    api.db
      .select()
      .from(schema.reactions)
      .where(and(eq(schema.reactions.reactableType, type), eq(schema.reactions.reactableId, id), eq(schema.reactions.kind, 'reported_expired')));

  it('ends a promo when the third different member reports it, and tells its subscribers once', async () => {
    await subscribe(w.users.author, 'OnlinePromo', w.promo);
    await subscribe(w.users.nl, 'OnlinePromo', w.promo);
    expect(await inTop('OnlinePromo', w.promo)).toBe(true);

    const first = await report('OnlinePromo', w.promo, w.tokens.nl);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ is_reported_expired: true, is_expired: false, subscriptions: true, rating_calculated: 300 });
    // The same member again: nothing more.
    expect((await report('OnlinePromo', w.promo, w.tokens.nl)).body.data).toMatchObject({ is_reported_expired: true, is_expired: false });
    expect(await reports('OnlinePromo', w.promo)).toHaveLength(1);
    expect((await report('OnlinePromo', w.promo, w.tokens.fr)).body.data).toMatchObject({ is_expired: false });
    expect(await inTop('OnlinePromo', w.promo)).toBe(true);
    expect(await notificationsFor(api.db, `expired-report:OnlinePromo:${w.promo}`)).toEqual([]);
    expect(changed).toEqual([]);

    const third = await report('OnlinePromo', w.promo, w.tokens.other);
    expect(third.body.data).toMatchObject({ is_reported_expired: true, is_expired: true });
    expect(changed).toEqual(expect.arrayContaining([`promo:OnlinePromo:${w.promo}`, 'feed']));
    const [source] = await api.db.select().from(schema.onlinePromos).where(eq(schema.onlinePromos.id, w.promo));
    expect(source?.expiredAt).toBeInstanceOf(Date);
    expect(await inTop('OnlinePromo', w.promo)).toBe(false);
    expect((await api.data<{ is_expired: boolean }>(`/online-promos/${w.promo}`)).is_expired).toBe(true);

    const notices = await notificationsFor(api.db, `expired-report:OnlinePromo:${w.promo}`);
    expect(notices.map((row) => row.userId).sort()).toEqual([w.users.author, w.users.nl].sort());
    expect(notices.find((row) => row.userId === w.users.nl)).toMatchObject({
      content: 'De promo “Code -20%” die je volgt, is als verlopen gemeld.',
      isLink: true,
      url: expect.stringMatching(new RegExp(`/online-promos/${w.promo}$`)),
    });

    // A fourth report, and repeats, change nothing more.
    changed.length = 0;
    expect((await report('OnlinePromo', w.promo, w.tokens.author)).body.data).toMatchObject({ is_expired: true });
    expect((await report('OnlinePromo', w.promo, w.tokens.other)).status).toBe(200);
    expect(await notificationsFor(api.db, `expired-report:OnlinePromo:${w.promo}`)).toHaveLength(2);
    expect(changed).toEqual([]);
  });

  it('ends a post at once when its author reports it; subscribers hear in their language', async () => {
    await subscribe(w.users.fr, 'Post', w.post.plain);
    expect((await report('Post', w.post.plain, w.tokens.author)).body.data).toMatchObject({ is_reported_expired: true, is_expired: true });
    const [post] = await api.db.select().from(schema.posts).where(eq(schema.posts.id, w.post.plain));
    expect(post?.expiredAt).toBeInstanceOf(Date);
    expect((await api.data<{ is_expired: boolean }>(`/posts/${w.post.plain}`)).is_expired).toBe(true);
    expect(await notificationsFor(api.db, `expired-report:Post:${w.post.plain}`)).toMatchObject([
      { userId: w.users.fr, content: 'La promo « Wasmiddel 2+1 » que vous suivez a été signalée comme expirée.', url: expect.stringContaining(`/fr/posts/${w.post.plain}`) },
    ]);
  });

  it('ends a folder item in the index, where its end is kept', async () => {
    for (const token of [w.tokens.nl, w.tokens.fr, w.tokens.other]) await report('FolderItem', w.item, token);
    const [row] = await api.db
      .select({ expiredAt: schema.feedItems.expiredAt })
      .from(schema.feedItems)
      .where(and(eq(schema.feedItems.morphableType, 'FolderItem'), eq(schema.feedItems.morphableId, w.item)));
    expect(row?.expiredAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await api.data<{ is_expired: boolean }>(`/folder-items/${w.item}`)).is_expired).toBe(true);
  });

  it('answers 404 for an unknown or unpublished promo, 422 for bad input, 401 for guests', async () => {
    expect(await report('Post', w.post.pending, w.tokens.nl)).toMatchObject({ status: 404, body: { message: 'Promo not found.' } });
    expect((await report('FolderItem', 999_999, w.tokens.nl)).status).toBe(404);
    expect(await reports('Post', w.post.pending)).toEqual([]);
    for (const body of [{ type: 'Folder', id: 1 }, { type: 'Post', id: 0 }, { type: 'Post', id: '1' }, { type: 'Post' }, {}]) {
      const response = await api.call<Message>('POST', '/expired-promo-report', { token: w.tokens.nl, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors).toBeDefined();
    }
    expect(await report('Post', w.post.warm)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect(await reports('Post', w.post.warm)).toEqual([]);
  });
});
