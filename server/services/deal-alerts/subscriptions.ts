import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AlertTarget, AlertTargetType, DealAlert } from '@/lib/api/deal-alerts';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { brands, categories, dealAlertSubscriptions, products, stores, webshops } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl } from '../../http/urls';
import { uniqueIds } from '../ids';

/**
 * A member's deal alerts as the subscription calls answer them (docs/deal-alerts.md, "Member calls"):
 * the rows of `deal_alert_subscriptions`, each entity alert with what it follows in the request's
 * language. The alert row is the one truth of "following": the catalogue's `is_subscribed` reads it
 * (followedIds).
 */

export type AlertRow = typeof dealAlertSubscriptions.$inferSelect;

/** The columns every followable entity is shown with; categories have no image. */
type TargetColumns = {
  id: AnyPgColumn;
  titleNl: AnyPgColumn;
  titleFr: AnyPgColumn;
  slugNl: AnyPgColumn;
  slugFr: AnyPgColumn;
  image: AnyPgColumn | null;
};

export const TARGET_TABLES = {
  Store: stores,
  Webshop: webshops,
  Brand: brands,
  Product: products,
  Category: categories,
} as const satisfies Record<AlertTargetType, unknown>;

function targetColumns(type: AlertTargetType): TargetColumns {
  switch (type) {
    case 'Store':
      return { id: stores.id, titleNl: stores.titleNl, titleFr: stores.titleFr, slugNl: stores.slugNl, slugFr: stores.slugFr, image: stores.logoPath };
    case 'Webshop':
      return { id: webshops.id, titleNl: webshops.titleNl, titleFr: webshops.titleFr, slugNl: webshops.slugNl, slugFr: webshops.slugFr, image: webshops.logoPath };
    case 'Brand':
      return { id: brands.id, titleNl: brands.titleNl, titleFr: brands.titleFr, slugNl: brands.slugNl, slugFr: brands.slugFr, image: brands.logoPath };
    case 'Product':
      return { id: products.id, titleNl: products.titleNl, titleFr: products.titleFr, slugNl: products.slugNl, slugFr: products.slugFr, image: products.imagePath };
    case 'Category':
      return { id: categories.id, titleNl: categories.titleNl, titleFr: categories.titleFr, slugNl: categories.slugNl, slugFr: categories.slugFr, image: null };
  }
}

type TargetRow = { id: number; titleNl: string; titleFr: string; slugNl: string; slugFr: string; image: string | null };

export const targetKey = (type: string, id: number) => `${type}:${id}`;

export function toAlertTarget(type: AlertTargetType, row: TargetRow, locale: Locale): AlertTarget {
  const { title, slug } = localized(row, locale);
  return { type, id: row.id, data: { title, slug, image_url: mediaUrl(row.image) } };
}

/** The rows of one kind of entity by id (any order), in the target shape. */
export async function loadTargetRows(db: Db, type: AlertTargetType, ids: readonly number[]): Promise<TargetRow[]> {
  if (ids.length === 0) return [];
  const c = targetColumns(type);
  const table = TARGET_TABLES[type];
  const rows = await db
    .select({ id: c.id, titleNl: c.titleNl, titleFr: c.titleFr, slugNl: c.slugNl, slugFr: c.slugFr, ...(c.image ? { image: c.image } : {}) })
    .from(table)
    .where(inArray(c.id, uniqueIds(ids)));
  return rows.map((row) => ({
    id: Number(row.id),
    titleNl: String(row.titleNl),
    titleFr: String(row.titleFr),
    slugNl: String(row.slugNl),
    slugFr: String(row.slugFr),
    image: 'image' in row && typeof row.image === 'string' ? row.image : null,
  }));
}

/** What a set of alerts follows, keyed by `type:id` (one query per kind present). */
export async function loadAlertTargets(
  db: Db,
  refs: readonly { type: AlertTargetType; id: number }[],
  locale: Locale,
): Promise<Map<string, AlertTarget>> {
  const byType = new Map<AlertTargetType, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  const targets = new Map<string, AlertTarget>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const row of await loadTargetRows(db, type, ids)) targets.set(targetKey(type, row.id), toAlertTarget(type, row, locale));
    }),
  );
  return targets;
}

export function toDealAlert(row: AlertRow, target: AlertTarget | null): DealAlert {
  const keyword = row.query !== null;
  return {
    id: row.id,
    subscriable: target,
    query: row.query,
    daily_email_notification: row.dailyEmailNotification,
    weekly_email_notification: row.weeklyEmailNotification,
    email: row.email,
    locale_id: row.localeId,
    isEmail: true,
    excluded_words: keyword ? row.excludedWords : null,
    max_price: keyword && row.maxPrice !== null ? Number(row.maxPrice) : null,
    min_temperature: keyword ? row.minTemperature : null,
    created_at: row.createdAt.toISOString(),
  };
}

const entityRef = (row: AlertRow): { type: AlertTargetType; id: number } | null =>
  row.subscriableType !== null && row.subscriableId !== null ? { type: row.subscriableType as AlertTargetType, id: row.subscriableId } : null;

/**
 * Alert rows on the wire; an entity alert whose entity is gone (deleted from the catalogue since) is
 * left out, as it can no longer match anything.
 */
export async function presentAlerts(db: Db, rows: readonly AlertRow[], locale: Locale): Promise<DealAlert[]> {
  const refs = rows.flatMap((row) => entityRef(row) ?? []);
  const targets = await loadAlertTargets(db, refs, locale);
  return rows.flatMap((row) => {
    const ref = entityRef(row);
    if (!ref) return [toDealAlert(row, null)];
    const target = targets.get(targetKey(ref.type, ref.id));
    return target ? [toDealAlert(row, target)] : [];
  });
}

export async function presentAlert(db: Db, row: AlertRow, locale: Locale): Promise<DealAlert> {
  const ref = entityRef(row);
  if (!ref) return toDealAlert(row, null);
  const targets = await loadAlertTargets(db, [ref], locale);
  return toDealAlert(row, targets.get(targetKey(ref.type, ref.id)) ?? null);
}

/** `GET /subscriptions`: the member's alerts, entity and keyword, newest first. */
export async function memberAlerts(db: Db, userId: number, locale: Locale): Promise<DealAlert[]> {
  const t = dealAlertSubscriptions;
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.createdAt), desc(t.id));
  return presentAlerts(db, rows, locale);
}

/** The member's own alert by id; null for an unknown id or someone else's. */
export async function ownAlert(db: Db, userId: number, id: number): Promise<AlertRow | null> {
  const t = dealAlertSubscriptions;
  const [row] = await db.select().from(t).where(and(eq(t.id, id), eq(t.userId, userId))).limit(1);
  return row ?? null;
}

/** Where a member's alert on one entity is. */
export function entityAlertOf(userId: number, type: AlertTargetType, id: number): SQL {
  const t = dealAlertSubscriptions;
  return and(eq(t.userId, userId), eq(t.subscriableType, type), eq(t.subscriableId, id)) as SQL;
}

/**
 * The ids among `ids` of `type` the member follows (has an alert on): one query for a whole list;
 * guests follow nothing. The catalogue's `is_subscribed`.
 */
export async function followedIds(db: Db, userId: number | null, type: AlertTargetType, ids: readonly number[]): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const t = dealAlertSubscriptions;
  const rows = await db
    .select({ id: t.subscriableId })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.subscriableType, type), isNotNull(t.subscriableId), inArray(t.subscriableId, uniqueIds(ids))));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

/** Every entity of `type` the member follows (the suggestions leave them out). */
export async function allFollowedIds(db: Db, userId: number, type: AlertTargetType): Promise<number[]> {
  const t = dealAlertSubscriptions;
  const rows = await db
    .select({ id: t.subscriableId })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.subscriableType, type)));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}
