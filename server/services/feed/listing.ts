import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FeedFacets, FeedPage } from '@/lib/api/feed';
import { FEED_TOP_LIMIT, type FeedFilters, type FeedSort } from '@/lib/schemas/feed-filters';
import { countValue, executeRows, type Db } from '../../db/client';
import { feedItems, reactions } from '../../db/schema';
import { pageMeta, type PageRequest } from '../../http/pagination';
import { feedFacets } from './facets';
import { listWhere, readFeedFilters, type ListFilters } from './filters';
import { hydrateFeedRows } from './hydrate';
import { feedRowColumns, type Viewer } from './index-rows';
import { findSearchEntity } from './search-entity';
import { countMemo, facetMemo, MEMO_MIN_ROWS, recall, remember } from './totals-memo';
import { textSearchInTitle } from '../search/match';
import { bestMatchRows } from './best-match';
import { textSearchOf } from '../search/websearch';

/** How many items matching the filters the user has hidden (reactions joined to the index by its unique key). */
async function hiddenMatching(db: Db, viewer: Viewer, filters: ListFilters): Promise<number> {
  if (viewer.userId === null) return 0;
  const [row] = await db
    .select({ total: sql<unknown>`count(*)` })
    .from(reactions)
    .innerJoin(
      feedItems,
      and(eq(feedItems.morphableType, reactions.reactableType), eq(feedItems.morphableId, reactions.reactableId)),
    )
    .where(and(eq(reactions.userId, viewer.userId), eq(reactions.kind, 'hidden'), listWhere(filters, { ...viewer, userId: null })));
  return countValue(row?.total ?? 0);
}

export type FeedListOptions = { filters: FeedFilters; sort?: FeedSort; includeFilters?: boolean };


/**
 * The ORDER BY of each sort (FEED_SORTS), every one ending in published_at, id descending so pages are
 * stable; each matches a partial index on `feed_items` (schema/feed.ts).
 */
function sortOrder(sort: FeedSort | undefined): SQL[] {
  const newest = [desc(feedItems.publishedAt), desc(feedItems.id)];
  switch (sort) {
    case 'relevance':
      // Only reached when the words leave nothing to rank by (bestMatchTitle): the newest first.
      return newest;
    case 'top':
    case 'hot':
      return [desc(feedItems.rating), ...newest];
    case 'ending':
      return [sql`${feedItems.expiredAt} asc nulls last`, ...newest];
    case 'discount':
      return [sql`${feedItems.discount} desc nulls last`, ...newest];
    default:
      return newest;
  }
}

/**
 * What the best-match order ranks first: the query's words in the title (textSearchInTitle). Null
 * without words, or with words that leave nothing to search ("!!!"), which order the newest first.
 */
function bestMatchTitle(sort: FeedSort | undefined, filters: ListFilters): SQL | null {
  const q = filters.q?.trim();
  if (sort !== 'relevance' || !q) return null;
  const text = filters.text ?? textSearchOf(q, null);
  return text.inTitle ? textSearchInTitle(feedItems.searchNl, feedItems.searchFr, text) : null;
}

/**
 * One page of the feed in the order of `sort` (sortOrder; the best match in best-match.ts). `top`
 * (home) is `hot` where only the first FEED_TOP_LIMIT items exist (meta.total ≤ 100).
 */
export async function listFeed(db: Db, viewer: Viewer, page: PageRequest, options: FeedListOptions): Promise<FeedPage> {
  const filters = await readFeedFilters(db, options.filters);
  const where = listWhere(filters, viewer);
  const top = options.sort === 'top';
  const limit = top ? Math.max(0, Math.min(page.perPage, FEED_TOP_LIMIT - page.offset)) : page.perPage;

  const inTitle = bestMatchTitle(options.sort, filters);
  const rows =
    limit === 0
      ? []
      : inTitle
        ? await bestMatchRows(db, where, inTitle, limit, page.offset)
        : await db
          .select(feedRowColumns)
          .from(feedItems)
          .where(where)
          .orderBy(...sortOrder(options.sort))
          .limit(limit)
          .offset(page.offset);

  // A short, non-empty page is the last one: its end is the total, no count needed.
  const guest = viewer.userId === null;
  const memoKey = `${viewer.locale}:${JSON.stringify(options.filters)}`;
  let total: number;
  if (rows.length > 0 && rows.length < limit) {
    total = page.offset + rows.length;
  } else if (top) {
    const [row] = await executeRows<{ total: unknown }>(
      db,
      sql`select count(*) as total from (select 1 from ${feedItems} where ${where} limit ${FEED_TOP_LIMIT}) as top_items`,
    );
    total = countValue(row?.total ?? 0);
  } else {
    // Users count as guests minus what they hid, so the guests' remembered total serves them too.
    let guestTotal = recall(countMemo, db, memoKey);
    if (guestTotal === undefined) {
      const guestWhere = guest ? where : listWhere(filters, { ...viewer, userId: null });
      const [row] = await db.select({ total: sql<unknown>`count(*)` }).from(feedItems).where(guestWhere);
      guestTotal = countValue(row?.total ?? 0);
      if (guestTotal >= MEMO_MIN_ROWS) remember(countMemo, db, memoKey, guestTotal);
    }
    total = viewer.userId === null ? guestTotal : Math.max(0, guestTotal - (await hiddenMatching(db, viewer, filters)));
  }

  const facetsFor = async (): Promise<FeedFacets> => {
    const remembered = guest ? recall(facetMemo, db, memoKey) : undefined;
    if (remembered) return remembered;
    const facets = await feedFacets(db, viewer, filters);
    const scanned = facets.morphable_types.reduce((sum, option) => sum + option.count, 0);
    if (guest && Math.max(scanned, total) >= MEMO_MIN_ROWS) remember(facetMemo, db, memoKey, facets);
    return facets;
  };

  const [data, facets, searchEntity] = await Promise.all([
    hydrateFeedRows(db, rows, viewer),
    options.includeFilters ? facetsFor() : Promise.resolve(null),
    options.filters.q ? findSearchEntity(db, options.filters.q, viewer.locale) : Promise.resolve(undefined),
  ]);

  return {
    data,
    meta: {
      ...pageMeta(page, total, data.length),
      ...(facets ?? {}),
      ...(searchEntity !== undefined ? { search_entity: searchEntity } : {}),
    },
  };
}
