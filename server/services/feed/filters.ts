import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { priceBounds, type FeedFilters } from '@/lib/schemas/feed-filters';
import type { Db } from '../../db/client';
import { feedItems, reactions } from '../../db/schema';
import { textSearchMatches } from '../search/match';
import { searchWordsOf } from '../search/vocabulary';
import { textSearchOf, type TextSearch } from '../search/websearch';
import type { Viewer } from './index-rows';

/** The filter groups that have a facet; each facet is counted with its own group left out. */
export type FacetKey = 'types' | 'morphable_types' | 'categories' | 'webshops' | 'stores' | 'brands' | 'price';

/** Integers from a validated list, inlined as an array literal so the planner sees the values. */
export function intArray(ids: readonly number[]): SQL {
  const safe = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
  return sql.raw(`array[${safe.join(',')}]::integer[]`);
}

/** `is_active = true`, started and not expired: what every list shows. */
export function currentFeedConditions(): SQL[] {
  return [
    sql`${feedItems.isActive} = true`,
    sql`(${feedItems.expiredAt} is null or ${feedItems.expiredAt} >= now())`,
    sql`(${feedItems.startedAt} is null or ${feedItems.startedAt} <= now())`,
  ];
}

/** Leaves out what the viewer hid (uses the reactions (user, type, id, kind) unique index). */
export function notHiddenCondition(userId: number | null): SQL[] {
  if (userId === null) return [];
  return [
    sql`not exists (select 1 from ${reactions} where ${reactions.userId} = ${userId} and ${reactions.kind} = 'hidden' and ${reactions.reactableType} = ${feedItems.morphableType} and ${reactions.reactableId} = ${feedItems.morphableId})`,
  ];
}

/** The feed filters with `q` read by the search engine (`readFeedFilters`). */
export type ListFilters = FeedFilters & { text?: TextSearch };

/**
 * Reads `q` with the search engine's typo corrections and Dutch ↔ French vocabulary (docs/search.md,
 * "The results query"), so the results page finds what the suggestions find.
 */
export async function readFeedFilters(db: Db, filters: FeedFilters): Promise<ListFilters> {
  const q = filters.q?.trim();
  if (!q) return filters;
  return { ...filters, text: textSearchOf(q, await searchWordsOf(db)) };
}

/** The SQL of the feed filters; `except` leaves one facet group out. */
export function filterConditions(filters: ListFilters, except?: FacetKey): SQL[] {
  const conditions: SQL[] = [];
  const has = <T>(list: readonly T[] | undefined): list is readonly T[] => Array.isArray(list) && list.length > 0;
  if (except !== 'types' && has(filters.types)) conditions.push(inArray(feedItems.promoType, [...filters.types]));
  if (except !== 'morphable_types' && has(filters.morphable_types)) {
    conditions.push(inArray(feedItems.morphableType, [...filters.morphable_types]));
  }
  if (except !== 'categories' && has(filters.categories)) {
    conditions.push(sql`${feedItems.categoryIds} && ${intArray(filters.categories)}`);
  }
  if (except !== 'webshops' && has(filters.webshops)) conditions.push(inArray(feedItems.webshopId, [...filters.webshops]));
  if (except !== 'stores' && has(filters.stores)) conditions.push(inArray(feedItems.storeId, [...filters.stores]));
  if (except !== 'brands' && has(filters.brands)) conditions.push(inArray(feedItems.brandId, [...filters.brands]));
  if (has(filters.users)) conditions.push(inArray(feedItems.userId, [...filters.users]));
  const price = except === 'price' ? null : priceBounds(filters);
  if (price) {
    conditions.push(sql`${feedItems.price} >= ${price.min}`);
    if (price.max !== null) conditions.push(sql`${feedItems.price} <= ${price.max}`);
  }
  // Only members' posts have one language; the other kinds are written in both.
  if (filters.language) conditions.push(sql`(${feedItems.locale} is null or ${feedItems.locale} = ${filters.language})`);
  const q = filters.q?.trim();
  // Not read by readFeedFilters (no database at hand): the words as typed, without corrections.
  if (q) conditions.push(textSearchMatches(feedItems.searchNl, feedItems.searchFr, filters.text ?? textSearchOf(q, null)));
  return conditions;
}

/**
 * Current, written so that no index serves it: with a text search the search vectors' GIN indexes
 * find the few thousand candidates, and ANDing them with the expiry index's bitmap of every unexpired
 * item (tens of thousands at bench scale) cost the count as much as the rest (docs/search.md, "Speed").
 */
function currentFeedConditionsUnindexed(): SQL[] {
  return [
    sql`${feedItems.isActive} = true`,
    sql`coalesce(${feedItems.expiredAt}, 'infinity') >= now()`,
    sql`coalesce(${feedItems.startedAt}, '-infinity') <= now()`,
  ];
}

/** The WHERE of a list: current, not hidden, filtered (one facet group optionally left out). */
export function listWhere(filters: ListFilters, viewer: Viewer, except?: FacetKey): SQL {
  const current = filters.q?.trim() ? currentFeedConditionsUnindexed() : currentFeedConditions();
  const conditions = [...current, ...notHiddenCondition(viewer.userId), ...filterConditions(filters, except)];
  return and(...conditions) ?? sql`true`;
}
