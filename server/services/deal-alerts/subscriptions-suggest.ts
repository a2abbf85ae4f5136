import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AlertTarget, AlertTargetType } from '@/lib/api/deal-alerts';
import type { Locale } from '@/lib/i18n/routing';
import { countValue, executeRows, type Db } from '../../db/client';
import { brands, categories, feedItems, reactions, searchTerms, stores, webshops } from '../../db/schema';
import { popularityScore } from '../catalogue/popularity';
import { allFollowedIds, followedIds, loadTargetRows, toAlertTarget } from './subscriptions';

/**
 * What the /deal-alerts page offers to follow (docs/deal-alerts.md, "Member calls"): the most popular
 * categories, stores, webshops and brands (`GET /available-subscriptions`), and suggestions drawn
 * from what the member did (`GET /suggested-subscriptions`).
 */

export const ALERT_GROUPS = ['categories', 'stores', 'webshops', 'brands'] as const;
export type AlertGroup = (typeof ALERT_GROUPS)[number];

/** How many of each kind the page offers at once. */
export const AVAILABLE_LIMIT = 12;
export const SUGGESTED_PER_PAGE = 6;

type GroupSource = { type: Extract<AlertTargetType, 'Category' | 'Store' | 'Webshop' | 'Brand'>; id: AnyPgColumn; order: SQL[]; table: typeof categories | typeof stores | typeof webshops | typeof brands };

/** Each group's table and its "most popular first" order (the catalogue's, popularity.ts). */
const GROUPS: Record<AlertGroup, GroupSource> = {
  categories: { type: 'Category', table: categories, id: categories.id, order: [desc(categories.isPopular), asc(categories.position), asc(categories.id)] },
  stores: { type: 'Store', table: stores, id: stores.id, order: [sql`${popularityScore('Store', stores.id, stores.viewsCount)} desc`, asc(stores.id)] },
  webshops: { type: 'Webshop', table: webshops, id: webshops.id, order: [sql`${popularityScore('Webshop', webshops.id, webshops.viewsCount)} desc`, asc(webshops.id)] },
  brands: { type: 'Brand', table: brands, id: brands.id, order: [sql`${popularityScore('Brand', brands.id, brands.viewsCount)} desc`, desc(brands.isPopular), asc(brands.id)] },
};

/** The ids of a group in its popular order, leaving `without` out. */
async function popularIds(db: Db, group: AlertGroup, without: readonly number[], limit: number, offset = 0): Promise<number[]> {
  if (limit <= 0) return [];
  const { table, id, order } = GROUPS[group];
  const rows = await db
    .select({ id })
    .from(table)
    .where(without.length > 0 ? notInArray(id, [...without]) : undefined)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => Number(row.id));
}

/** Targets in the order of `ids` (ids of rows gone since are skipped). */
async function targetsInOrder(db: Db, type: AlertTargetType, ids: readonly number[], locale: Locale): Promise<AlertTarget[]> {
  const rows = new Map((await loadTargetRows(db, type, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toAlertTarget(type, row, locale)] : [];
  });
}

export type AvailableTarget = AlertTarget & { is_subscribed: boolean };

/** `GET /available-subscriptions`: the most popular of each group, each saying whether the member follows it. */
export async function availableTargets(db: Db, userId: number, locale: Locale): Promise<Record<AlertGroup, AvailableTarget[]>> {
  const entries = await Promise.all(
    ALERT_GROUPS.map(async (group) => {
      const { type } = GROUPS[group];
      const targets = await targetsInOrder(db, type, await popularIds(db, group, [], AVAILABLE_LIMIT), locale);
      const followed = await followedIds(db, userId, type, targets.map((target) => target.id));
      return [group, targets.map((target) => ({ ...target, is_subscribed: followed.has(target.id) }))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<AlertGroup, AvailableTarget[]>;
}

/** How much of what the member favourited, voted hot or looked up we read: the most recent. */
const SIGNAL_LIMIT = 500;

type Signals = Record<AlertGroup, Map<number, number>>;

/**
 * How often the member's favourites and hot votes (their promos' store, webshop, brand and
 * categories) and their searches that opened a store, webshop or brand point to each entity.
 */
async function memberSignals(db: Db, userId: number): Promise<Signals> {
  const signals: Signals = { categories: new Map(), stores: new Map(), webshops: new Map(), brands: new Map() };
  const add = (group: AlertGroup, id: number | null | undefined) => {
    if (typeof id === 'number' && Number.isSafeInteger(id)) signals[group].set(id, (signals[group].get(id) ?? 0) + 1);
  };
  const [promos, searches] = await Promise.all([
    db
      .select({ storeId: feedItems.storeId, webshopId: feedItems.webshopId, brandId: feedItems.brandId, categoryIds: feedItems.categoryIds })
      .from(reactions)
      .innerJoin(feedItems, and(eq(feedItems.morphableType, reactions.reactableType), eq(feedItems.morphableId, reactions.reactableId)))
      .where(and(eq(reactions.userId, userId), inArray(reactions.kind, ['favourite', 'hit'])))
      .orderBy(desc(reactions.createdAt))
      .limit(SIGNAL_LIMIT),
    db
      .select({ group: searchTerms.group, id: searchTerms.entityId })
      .from(searchTerms)
      .where(and(eq(searchTerms.userId, userId), inArray(searchTerms.group, ['store', 'webshop', 'brand']), isNotNull(searchTerms.entityId)))
      .orderBy(desc(searchTerms.createdAt))
      .limit(SIGNAL_LIMIT),
  ]);
  for (const promo of promos) {
    add('stores', promo.storeId);
    add('webshops', promo.webshopId);
    add('brands', promo.brandId);
    for (const category of promo.categoryIds) add('categories', category);
  }
  const byGroup: Record<string, AlertGroup> = { store: 'stores', webshop: 'webshops', brand: 'brands' };
  for (const search of searches) {
    const group = search.group ? byGroup[search.group] : undefined;
    if (group) add(group, search.id);
  }
  return signals;
}

async function countNotFollowed(db: Db, group: AlertGroup, followed: readonly number[]): Promise<number> {
  const { table, id } = GROUPS[group];
  const [row] = await executeRows<{ total: unknown }>(
    db,
    sql`select count(*) as total from ${table} where ${followed.length > 0 ? notInArray(id, [...followed]) : sql`true`}`,
  );
  return countValue(row?.total ?? 0);
}

export type SuggestedPage = { data: Record<AlertGroup, AlertTarget[]>; meta: { current_page: number; last_page: number } };

/**
 * `GET /suggested-subscriptions?page=`: per group, what the member's own activity points to most
 * (not yet followed), then the most popular ones they do not follow; SUGGESTED_PER_PAGE of each
 * group per page, `last_page` that of the longest group.
 */
export async function suggestedTargets(db: Db, userId: number, locale: Locale, page: number): Promise<SuggestedPage> {
  const signals = await memberSignals(db, userId);
  const offset = (page - 1) * SUGGESTED_PER_PAGE;
  const groups = await Promise.all(
    ALERT_GROUPS.map(async (group) => {
      const { type } = GROUPS[group];
      const followed = await allFollowedIds(db, userId, type);
      const skip = new Set(followed);
      const candidates = [...signals[group]].filter(([id]) => !skip.has(id)).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      // Only entities that still exist count as personal (a promo may name a deleted store).
      const existing = new Set((await loadTargetRows(db, type, candidates.map(([id]) => id))).map((row) => row.id));
      const personal = candidates.map(([id]) => id).filter((id) => existing.has(id));
      const mine = personal.slice(offset, offset + SUGGESTED_PER_PAGE);
      const fill = await popularIds(db, group, [...followed, ...personal], SUGGESTED_PER_PAGE - mine.length, Math.max(0, offset - personal.length));
      const total = await countNotFollowed(db, group, followed);
      return { group, targets: await targetsInOrder(db, type, [...mine, ...fill], locale), total };
    }),
  );
  const lastPage = Math.max(1, ...groups.map(({ total }) => Math.ceil(total / SUGGESTED_PER_PAGE)));
  return {
    data: Object.fromEntries(groups.map(({ group, targets }) => [group, targets])) as Record<AlertGroup, AlertTarget[]>,
    meta: { current_page: page, last_page: lastPage },
  };
}
