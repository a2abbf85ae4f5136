import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { createNotifications } from '../services/notifications/create';
import type { NotificationEvent } from '../services/notifications/events';
import { dayFromToday, feedFixtures, hoursAgo } from './feed.fixtures';

/**
 * The world of the notification tests: members in both languages with tokens, one who others follow
 * and who writes posts (one pending, one at 99°), an online promo, a folder item, and subscribers.
 */

export const SITE = 'https://deals.example';

export type NotifyWorld = {
  users: { nl: number; fr: number; author: number; other: number; gone: number };
  tokens: { nl: string; fr: string; author: string; other: string };
  post: { pending: number; warm: number; plain: number };
  promo: number;
  item: number;
};

export async function seedNotifyWorld(db: Db): Promise<NotifyWorld> {
  const f = feedFixtures(db);
  await f.promoType({ id: 1, title: { nl: 'Melding', fr: 'Signalement' }, order: 1 });
  const category = await f.category({ nl: 'Keuken', fr: 'Cuisine' }, { nl: 'keuken', fr: 'cuisine' });
  const storeId = await f.store({ nl: 'Superprijs', fr: 'Superprix' }, { nl: 'superprijs', fr: 'superprix' });
  const webshopId = await f.webshop({ nl: 'Klikshop', fr: 'Cliqueshop' }, { nl: 'klikshop', fr: 'cliqueshop' });

  const nl = await f.user('Nina', 'Peeters');
  const fr = await f.user('Fabrice', 'Dubois');
  const author = await f.user('Anna', 'Janssens');
  const other = await f.user('Otto', 'Maes');
  const gone = await f.user('Gert', 'Weg');
  await db.update(schema.users).set({ locale: 'fr' }).where(eq(schema.users.id, fr));
  await db.update(schema.users).set({ deletedAt: new Date() }).where(eq(schema.users.id, gone));
  await db.insert(schema.follows).values([nl, fr, other, gone].map((followerId) => ({ followerId, followedId: author })));

  const post = (title: string, extra: { status?: 'pending' | 'approved'; rating?: number } = {}) =>
    f.post(
      { userId: author, typeId: 1, title, status: extra.status, categoryIds: [category], webshopId },
      { hitsCount: extra.rating ?? 5, dislikesCount: 0, rating: extra.rating ?? 5, publishedAt: hoursAgo(2) },
    );
  const validFrom = dayFromToday(-2);
  const validTo = dayFromToday(5);
  const folder = await f.folder({ storeId, title: { nl: 'Folder', fr: 'Dépliant' }, validFrom, validTo });

  return {
    users: { nl, fr, author, other, gone },
    tokens: { nl: await f.token(nl), fr: await f.token(fr), author: await f.token(author), other: await f.token(other) },
    post: {
      pending: await post('Airfryer aan halve prijs', { status: 'pending' }),
      warm: await post('Koffiebonen -40%', { rating: 99 }),
      plain: await post('Wasmiddel 2+1'),
    },
    promo: await f.onlinePromo(
      { webshopId, type: 'discount_code', title: { nl: 'Code -20%', fr: 'Code -20 %' }, categoryIds: [category] },
      { rating: 300, hitsCount: 300, publishedAt: hoursAgo(3) },
    ),
    item: await f.folderItem(
      { folderId: folder.id, folderPageId: folder.pageIds[0]!, storeId, title: { nl: 'Kaas', fr: 'Fromage' }, validFrom, validTo },
      { publishedAt: hoursAgo(4) },
    ),
  };
}

/** A plain event for tests of the list: its own key, no link unless given. */
export function testEvent(key: string, text: string, link: NotificationEvent['link'] = null): NotificationEvent {
  return { key, author: null, text: (locale) => `${text} (${locale})`, link };
}

/** Notifies one member of `count` test events, oldest first, a minute apart up to a minute ago. */
export async function notifyMany(db: Db, userId: number, count: number, prefix = 'test'): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await createNotifications(db, [{ id: userId, locale: 'nl' }], testEvent(`${prefix}:${index}`, `${prefix} ${index}`), {
      siteUrl: SITE,
      now: new Date(Date.now() - (count - index) * 60_000),
    });
  }
}

/** A member's notifications as stored, oldest first. */
export async function storedNotifications(db: Db, userId: number) {
  return db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, userId))
    .orderBy(schema.notifications.id);
}

/** A member's notifications about one event key. */
export async function notificationsFor(db: Db, eventKey: string, userId?: number) {
  return db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.eventKey, eventKey), userId === undefined ? undefined : eq(schema.notifications.userId, userId)));
}
