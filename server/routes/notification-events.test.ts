import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedPage } from '@/lib/api/feed';
import type { NotificationsPage } from '@/lib/api/notifications-types';
import * as schema from '../db/schema';
import { createNotifications } from '../services/notifications/create';
import { notifyExpiringFavourites } from '../services/notifications/expiring';
import { hotLevelsCrossed } from '../services/notifications/hot';
import { notifyFollowersOfPublication, publishPost } from '../services/notifications/publication';
import { useApiHarness } from '../test-support/api-harness';
import { SITE, notificationsFor, seedNotifyWorld, storedNotifications, testEvent, type NotifyWorld } from './notifications.fixtures';

const HOUR = 3_600_000;

describe('what creates notifications (docs/notifications.md)', () => {
  let w: NotifyWorld;
  const api = useApiHarness({
    timeoutMs: 60_000,
    seed: async (db) => {
      w = await seedNotifyWorld(db);
    },
  });

  it('notifies each member of an event once, however often it is delivered', async () => {
    const event = testEvent('test:once', 'Eén keer');
    const recipients = [{ id: w.users.other, locale: 'nl' as const }];
    expect(await createNotifications(api.db, recipients, event, { siteUrl: SITE })).toBe(1);
    expect(await createNotifications(api.db, recipients, event, { siteUrl: SITE })).toBe(0);
    expect(await notificationsFor(api.db, 'test:once')).toHaveLength(1);
  });

  it('publishes a pending post into the feed and tells the author’s followers, each in their language, in batches', async () => {
    const now = new Date();
    expect(await publishPost(api.db, w.post.pending, now)).toEqual({ type: 'Post', id: w.post.pending });
    const [post] = await api.db.select().from(schema.posts).where(eq(schema.posts.id, w.post.pending));
    expect(post).toMatchObject({ status: 'approved', approvedAt: now });
    const feed = await api.ok<FeedPage>('/feed-items?per_page=100');
    expect(feed.data.find((item) => item.morphable_type === 'Post' && item.morphable_id === w.post.pending)).toBeDefined();

    const first = await notifyFollowersOfPublication(api.db, { type: 'Post', id: w.post.pending }, { batchSize: 1, maxBatches: 2, siteUrl: SITE });
    expect(first).toEqual({ created: 2, nextCursor: expect.any(Number) });
    const rest = await notifyFollowersOfPublication(api.db, { type: 'Post', id: w.post.pending }, { batchSize: 1, after: first.nextCursor!, siteUrl: SITE });
    expect(rest).toEqual({ created: 1, nextCursor: null });
    // A retried job from the start finds everyone told.
    expect(await notifyFollowersOfPublication(api.db, { type: 'Post', id: w.post.pending }, { siteUrl: SITE })).toEqual({ created: 0, nextCursor: null });

    const key = `published:Post:${w.post.pending}`;
    const rows = await notificationsFor(api.db, key);
    expect(rows.map((row) => row.userId).sort()).toEqual([w.users.nl, w.users.fr, w.users.other].sort());
    const nl = rows.find((row) => row.userId === w.users.nl)!;
    const fr = rows.find((row) => row.userId === w.users.fr)!;
    expect(nl).toMatchObject({
      content: 'Anna Janssens plaatste een nieuwe promo: “Airfryer aan halve prijs”.',
      url: `${SITE}/posts/${w.post.pending}`,
      isLink: true,
      authorUserId: w.users.author,
    });
    expect(fr).toMatchObject({
      content: 'Anna Janssens a publié une nouvelle promo : « Airfryer aan halve prijs ».',
      url: `${SITE}/fr/posts/${w.post.pending}`,
      isLink: true,
    });

    const page = await api.call<NotificationsPage>('GET', '/notifications?unread=1&per_page=100', { token: w.tokens.fr, locale: 'fr' });
    expect(page.body.data[0]).toMatchObject({ content: fr.content, url: fr.url, is_link: true, time_ago: "à l'instant" });
    expect(page.body.data[0]?.author_avatar).toMatch(/generated\/avatar\/1\.svg$/);
    expect(page.body.meta.unread_count).toBe(1);
  });

  it('announces nothing for a rejected or unknown post', async () => {
    const [rejected] = await api.db
      .insert(schema.posts)
      .values({ userId: w.users.author, typeId: 1, title: 'Afgewezen', content: 'x', status: 'rejected' })
      .returning({ id: schema.posts.id });
    expect(await publishPost(api.db, rejected!.id, new Date())).toBeNull();
    expect(await publishPost(api.db, 999_999, new Date())).toBeNull();
    expect(await notifyFollowersOfPublication(api.db, { type: 'Post', id: rejected!.id })).toEqual({ created: 0, nextCursor: null });
  });

  it('tells the author once when votes lift their post to 100°, even when a vote is taken back and given again', async () => {
    expect(hotLevelsCrossed(99, 100)).toEqual([100]);
    expect(hotLevelsCrossed(150, 600)).toEqual([200, 500]);
    expect(hotLevelsCrossed(100, 99)).toEqual([]);
    const vote = (action: string) => api.call('PUT', `/posts/${w.post.warm}/${action}`, { token: w.tokens.other });
    const key = `hot:Post:${w.post.warm}:100`;

    expect((await vote('set-hit')).status).toBe(200);
    expect(await notificationsFor(api.db, key, w.users.author)).toHaveLength(1);
    expect((await vote('remove-hit')).body).toMatchObject({ data: { rating_calculated: 99 } });
    expect((await vote('set-hit')).body).toMatchObject({ data: { rating_calculated: 100 } });
    const [notice, ...more] = await notificationsFor(api.db, key);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      userId: w.users.author,
      content: 'Je promo “Koffiebonen -40%” is hot: ze haalde 100°.',
      url: expect.stringMatching(new RegExp(`/posts/${w.post.warm}$`)),
      isLink: true,
    });
    expect(await notificationsFor(api.db, `hot:Post:${w.post.warm}:200`)).toEqual([]);
  });

  it('tells nobody about a hot promo without an author', async () => {
    const before = await api.db.select().from(schema.notifications);
    await api.db.update(schema.feedItems).set({ rating: 99, hitsCount: 99 }).where(eq(schema.feedItems.morphableId, w.promo));
    expect((await api.call('PUT', `/online-promos/${w.promo}/set-hit`, { token: w.tokens.other })).status).toBe(200);
    expect(await api.db.select().from(schema.notifications)).toEqual(before);
  });

  it('tells members who saved a promo, once, that it ends within 24 hours; a later sweep does not repeat a deleted notice', async () => {
    const now = new Date();
    const endsAt = (type: 'OnlinePromo' | 'FolderItem', id: number, at: Date) =>
      api.db
        .update(schema.feedItems)
        .set({ expiredAt: at })
        .where(and(eq(schema.feedItems.morphableType, type), eq(schema.feedItems.morphableId, id)));
    await endsAt('OnlinePromo', w.promo, new Date(now.getTime() + 10 * HOUR));
    await endsAt('FolderItem', w.item, new Date(now.getTime() + 30 * HOUR));
    const savedAt = new Date(now.getTime() - HOUR);
    await api.db.insert(schema.reactions).values([
      { userId: w.users.fr, reactableType: 'OnlinePromo', reactableId: w.promo, kind: 'favourite', createdAt: savedAt },
      { userId: w.users.nl, reactableType: 'FolderItem', reactableId: w.item, kind: 'favourite', createdAt: savedAt },
      { userId: w.users.nl, reactableType: 'OnlinePromo', reactableId: w.promo, kind: 'hit', createdAt: savedAt },
    ]);

    expect(await notifyExpiringFavourites(api.db, now, { batchSize: 1, siteUrl: SITE })).toEqual({ created: 1 });
    expect(await notifyExpiringFavourites(api.db, now, { siteUrl: SITE })).toEqual({ created: 0 });
    const [notice] = await notificationsFor(api.db, `expiring:OnlinePromo:${w.promo}`);
    expect(notice).toMatchObject({
      userId: w.users.fr,
      content: 'La promo « Code -20 % » que vous avez sauvegardée expire dans moins de 24 heures.',
      url: `${SITE}/fr/online-promos/${w.promo}`,
    });

    // The member deletes it; no later sweep brings it back (the deleted row keeps its event key)…
    expect((await api.call('DELETE', `/notifications/${notice!.id}`, { token: w.tokens.fr })).status).toBe(204);
    for (const minutes of [15, 30, 60]) {
      expect(await notifyExpiringFavourites(api.db, new Date(now.getTime() + minutes * 60_000), { siteUrl: SITE })).toEqual({ created: 0 });
    }
    const listed = await api.get<{ data: { id: number }[] }>('/notifications?per_page=100', { token: w.tokens.fr });
    expect(listed.body.data.map((row) => row.id)).not.toContain(notice!.id);
    // …but a promo whose end comes within 24 hours later is announced by the sweep then.
    const evening = new Date(now.getTime() + 7 * HOUR);
    expect(await notifyExpiringFavourites(api.db, evening, { siteUrl: SITE })).toEqual({ created: 1 });
    expect(await notificationsFor(api.db, `expiring:FolderItem:${w.item}`, w.users.nl)).toMatchObject([
      { content: 'De promo “Kaas” die je bewaarde, verloopt binnen 24 uur.', url: `${SITE}/folder-promos/${w.item}` },
    ]);
    expect((await storedNotifications(api.db, w.users.nl)).filter((row) => row.eventKey?.startsWith('expiring:'))).toHaveLength(1);
  });
});
