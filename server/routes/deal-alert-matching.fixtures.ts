import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { MorphableType } from '../db/schema';
import { dayFromToday, feedFixtures, type FeedFixtures } from './feed.fixtures';

/**
 * The world of the deal-alert matching tests: a parent and a child category, a store, webshop, brand
 * and product, a folder, members in both languages (and one who votes), and helpers for alerts and
 * what matching wrote.
 */

export const SITE = 'https://deals.example';

export type MatchWorld = {
  f: FeedFixtures;
  category: { parent: number; child: number };
  store: number;
  webshop: number;
  brand: number;
  product: number;
  folder: { id: number; pageId: number; validFrom: string; validTo: string };
  users: { nl: number; fr: number; voter: number };
  tokens: { voter: string };
};

export async function seedMatchWorld(db: Db): Promise<MatchWorld> {
  const f = feedFixtures(db);
  await f.promoType({ id: 1, title: { nl: 'Melding', fr: 'Signalement' }, order: 1 });
  const parent = await f.category({ nl: 'Keuken', fr: 'Cuisine' }, { nl: 'keuken', fr: 'cuisine' });
  const child = await f.category({ nl: 'Koffiezetten', fr: 'Préparer le café' }, { nl: 'koffiezetten', fr: 'preparer-le-cafe' });
  await db.update(schema.categories).set({ parentId: parent }).where(eq(schema.categories.id, child));
  const store = await f.store({ nl: 'Superprijs', fr: 'Superprix' }, { nl: 'superprijs', fr: 'superprix' });
  const webshop = await f.webshop({ nl: 'Klikshop', fr: 'Cliqueshop' }, { nl: 'klikshop', fr: 'cliqueshop' });
  const brand = await f.brand({ nl: 'Senseo', fr: 'Senseo' }, { nl: 'senseo', fr: 'senseo' });
  const product = await f.product(brand, { nl: 'Senseo Original', fr: 'Senseo Original' }, { nl: 'senseo-original', fr: 'senseo-original' });
  const validFrom = dayFromToday(-1);
  const validTo = dayFromToday(6);
  const folder = await f.folder({ storeId: store, title: { nl: 'Weekfolder', fr: 'Dépliant de la semaine' }, validFrom, validTo });
  const nl = await f.user('Nina', 'Peeters');
  const fr = await f.user('Fabrice', 'Dubois');
  const voter = await f.user('Otto', 'Maes');
  await db.update(schema.users).set({ locale: 'fr' }).where(eq(schema.users.id, fr));
  return {
    f,
    category: { parent, child },
    store,
    webshop,
    brand,
    product,
    folder: { id: folder.id, pageId: folder.pageIds[0]!, validFrom, validTo },
    users: { nl, fr, voter },
    tokens: { voter: await f.token(voter) },
  };
}

type AlertInput = {
  userId?: number | null;
  email?: string;
  target?: { type: 'Store' | 'Webshop' | 'Brand' | 'Product' | 'Category'; id: number };
  query?: string;
  excludedWords?: string;
  maxPrice?: number;
  minTemperature?: number;
  confirmed?: boolean;
};

/** Inserts an alert as the subscription calls would leave it (members' confirmed at once). */
export async function insertAlert(db: Db, alert: AlertInput): Promise<number> {
  const [row] = await db
    .insert(schema.dealAlertSubscriptions)
    .values({
      userId: alert.userId ?? null,
      email: alert.email ?? `member${alert.userId ?? 'guest'}@example.test`,
      subscriableType: alert.target?.type ?? null,
      subscriableId: alert.target?.id ?? null,
      query: alert.query ?? null,
      excludedWords: alert.excludedWords ?? null,
      maxPrice: alert.maxPrice ?? null,
      minTemperature: alert.minTemperature ?? null,
      confirmedAt: alert.confirmed === false ? null : new Date(),
    })
    .returning({ id: schema.dealAlertSubscriptions.id });
  return row!.id;
}

/** The alerts that matched a promo (subscription ids, sorted), with when each fired. */
export async function matchesOf(db: Db, type: MorphableType, id: number) {
  const rows = await db
    .select({ alert: schema.dealAlertMatches.subscriptionId, firedAt: schema.dealAlertMatches.firedAt })
    .from(schema.dealAlertMatches)
    .where(and(eq(schema.dealAlertMatches.morphableType, type), eq(schema.dealAlertMatches.morphableId, id)))
    .orderBy(schema.dealAlertMatches.subscriptionId);
  return rows;
}

export const alertIdsOf = async (db: Db, type: MorphableType, id: number) => (await matchesOf(db, type, id)).map((row) => row.alert);

/** The deal-alert notices about a promo. */
export function noticesOf(db: Db, type: MorphableType, id: number) {
  return db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.eventKey, `deal-alert:${type}:${id}`))
    .orderBy(schema.notifications.userId);
}
