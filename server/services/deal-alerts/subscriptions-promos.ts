import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FeedPage } from '@/lib/api/feed';
import { countValue, type Db } from '../../db/client';
import { dealAlertSubscriptions, feedItems, folderItems } from '../../db/schema';
import { pageMeta, type PageRequest } from '../../http/pagination';
import { currentFeedConditions, intArray, notHiddenCondition } from '../feed/filters';
import { hydrateFeedRows } from '../feed/hydrate';
import { feedRowColumns, type Viewer } from '../feed/index-rows';
import { textSearchMatches } from '../search/match';
import { searchWordsOf, type SearchWords } from '../search/vocabulary';
import { textSearchOf, type TextSearch } from '../search/websearch';
import type { AlertRow } from './subscriptions';

/**
 * `GET /subscriptions/promos`: the current promos that match any of the member's alerts, newest first,
 * in the feed's shape (docs/deal-alerts.md, "Member calls"). A list for the /deal-alerts page, read
 * from the feed index like every other list; the notifications and digests come from the matches the
 * matching writes, not from here.
 */

/**
 * A keyword alert's text search: its query as the results page reads it (typo corrections, Dutch ↔
 * French), and its excluded words as `-word` terms of their own, so they do not use up the query's
 * terms.
 */
export function keywordAlertSearch(query: string, excludedWords: string | null, words: SearchWords | null): TextSearch {
  const search = textSearchOf(query, words);
  if (!excludedWords) return search;
  const excluded = textSearchOf(
    excludedWords
      .split(' ')
      .filter(Boolean)
      .map((word) => `-${word}`)
      .join(' '),
    words,
  );
  const mustNot = [search.mustNot, excluded.mustNot].filter((text): text is string => Boolean(text)).join(' | ');
  return { ...search, mustNot: mustNot || null };
}

/** The feed index rows one keyword alert matches: its words, the price cap (no price matches), the minimum temperature. */
export function keywordAlertCondition(alert: Pick<AlertRow, 'query' | 'excludedWords' | 'maxPrice' | 'minTemperature'>, words: SearchWords | null): SQL {
  const search = keywordAlertSearch(alert.query ?? '', alert.excludedWords, words);
  return and(
    textSearchMatches(feedItems.searchNl, feedItems.searchFr, search),
    alert.maxPrice === null ? undefined : sql`(${feedItems.price} is null or ${feedItems.price} <= ${Number(alert.maxPrice)})`,
    alert.minTemperature === null ? undefined : sql`${feedItems.rating} >= ${alert.minTemperature}`,
  ) as SQL;
}

/** What any of these alerts follows, as one condition on the feed index; null when they follow nothing. */
export function alertsCondition(alerts: readonly AlertRow[], words: SearchWords | null): SQL | null {
  const ids = (type: string) => alerts.flatMap((alert) => (alert.subscriableType === type && alert.subscriableId !== null ? [alert.subscriableId] : []));
  const stores = ids('Store');
  const webshops = ids('Webshop');
  const brands = ids('Brand');
  const categories = ids('Category');
  const products = ids('Product');
  const parts: SQL[] = [
    ...(stores.length > 0 ? [inArray(feedItems.storeId, stores)] : []),
    ...(webshops.length > 0 ? [inArray(feedItems.webshopId, webshops)] : []),
    ...(brands.length > 0 ? [inArray(feedItems.brandId, brands)] : []),
    ...(categories.length > 0 ? [sql`${feedItems.categoryIds} && ${intArray(categories)}`] : []),
    // Products are named by folder items only (the feed index keeps no product).
    ...(products.length > 0
      ? [
          sql`(${feedItems.morphableType} = 'FolderItem' and exists (select 1 from ${folderItems} where ${folderItems.id} = ${feedItems.morphableId} and ${inArray(folderItems.productId, products)}))`,
        ]
      : []),
    ...alerts.filter((alert) => alert.query !== null).map((alert) => keywordAlertCondition(alert, words)),
  ];
  return parts.length === 0 ? null : (or(...parts) as SQL);
}

export async function alertPromos(db: Db, viewer: Viewer & { userId: number }, page: PageRequest): Promise<FeedPage> {
  const t = dealAlertSubscriptions;
  const alerts = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, viewer.userId), isNotNull(t.confirmedAt)));
  const words = alerts.some((alert) => alert.query !== null) ? await searchWordsOf(db) : null;
  const matching = alertsCondition(alerts, words);
  if (matching === null) return { data: [], meta: pageMeta(page, 0, 0) };

  const where = and(...currentFeedConditions(), ...notHiddenCondition(viewer.userId), matching);
  const [rows, [counted]] = await Promise.all([
    db
      .select(feedRowColumns)
      .from(feedItems)
      .where(where)
      .orderBy(desc(feedItems.publishedAt), desc(feedItems.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: sql<unknown>`count(*)` }).from(feedItems).where(where),
  ]);
  const data = await hydrateFeedRows(db, rows, viewer);
  return { data, meta: pageMeta(page, countValue(counted?.total ?? 0), data.length) };
}
