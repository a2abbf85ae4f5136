import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  NO_PROMO_FLAGS,
  type BonusAction,
  type FacetIdOption,
  type FacetValueOption,
  type FeedCategory,
  type FeedEntity,
  type FeedFacets,
  type FeedItem,
  type FeedItemData,
  type FeedPage,
  type FeedPromoTypeRef,
  type FeedStoreDetail,
  type FeedUser,
  type FeedWebshopDetail,
  type FolderItemDetail,
  type OnlinePromoDetail,
  type PostDetail,
  type PromoFlags,
  type PromoType,
  type PromoTypeChild,
  type PromotedSection,
  type SearchEntity,
} from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import {
  FEED_TOP_LIMIT,
  MORPHABLE_TYPES,
  PROMO_TYPE_FILTERS,
  priceBounds,
  type FeedFilters,
  type FeedSort,
  type MorphableType,
  type PromoTypeFilter,
} from '@/lib/schemas/feed-filters';
import { countValue, executeRows, parseMoney, type Db } from '../db/client';
import { SEARCH_CONFIG } from '../db/schema/columns';
import {
  bonusActions,
  brands,
  categories,
  feedItems,
  folderItems,
  folderPages,
  folders,
  onlinePromoCategories,
  onlinePromos,
  postCategories,
  postImages,
  posts,
  products,
  promoTypes,
  promotedPromos,
  reactions,
  stores,
  users,
  webshops,
} from '../db/schema';
import { pick } from '../http/locale';
import { pageMeta, type PageRequest } from '../http/pagination';
import { mediaUrl, siteRoute } from '../http/urls';
import { brusselsMidnight, endOfBrusselsDay } from './brussels-time';
import { folderViewerRoute } from './catalogue-common';

/**
 * The promo feed (docs/product.md, Entities and API), read from the denormalised `feed_items` index.
 *
 * A page is one indexed query on `feed_items` (plus a count), then the source rows of the page are
 * loaded per kind in batch (`inArray`), then the entities they point to, then the viewer's flags in
 * one query: a fixed number of queries whatever the page size.
 *
 * Every list shows only current items: active (`is_active = true`, which the partial indexes
 * require), started (`started_at` null or past) and not expired (`expired_at` null or future);
 * items the signed-in viewer has hidden are left out for them. Details stay reachable by id when
 * expired, with `is_expired` true.
 */

export type Viewer = { userId: number | null; locale: Locale };

const feedRowColumns = {
  id: feedItems.id,
  morphableType: feedItems.morphableType,
  morphableId: feedItems.morphableId,
  promoType: feedItems.promoType,
  typeId: feedItems.typeId,
  categoryIds: feedItems.categoryIds,
  webshopId: feedItems.webshopId,
  storeId: feedItems.storeId,
  brandId: feedItems.brandId,
  userId: feedItems.userId,
  price: feedItems.price,
  oldPrice: feedItems.oldPrice,
  rating: feedItems.rating,
  hitsCount: feedItems.hitsCount,
  dislikesCount: feedItems.dislikesCount,
  titleNl: feedItems.titleNl,
  titleFr: feedItems.titleFr,
  startedAt: feedItems.startedAt,
  expiredAt: feedItems.expiredAt,
  publishedAt: feedItems.publishedAt,
  isActive: feedItems.isActive,
};

export type FeedIndexRow = Pick<typeof feedItems.$inferSelect, keyof typeof feedRowColumns>;

/** Names of promo type filter values where no promo_types row gives one (online promos, folders). */
export const PROMO_FILTER_TITLES: Record<PromoTypeFilter, Record<Locale, string>> = {
  day_deals: { nl: 'Dagdeals', fr: 'Offres du jour' },
  folder_promos: { nl: "Folderpromo's", fr: 'Promos des dépliants' },
  promos: { nl: "Promo's", fr: 'Promos' },
  discount_code: { nl: 'Kortingscodes', fr: 'Codes de réduction' },
  post_cashback: { nl: 'Cashback', fr: 'Cashback' },
  post_ecoupon: { nl: 'E-coupons', fr: 'E-coupons' },
  post_free_products: { nl: 'Gratis producten', fr: 'Produits gratuits' },
  post_sale: { nl: 'Solden', fr: 'Soldes' },
};

export const MORPHABLE_TYPE_TITLES: Record<MorphableType, Record<Locale, string>> = {
  Post: { nl: 'Posts van leden', fr: 'Posts des membres' },
  OnlinePromo: { nl: "Online promo's", fr: 'Promos en ligne' },
  FolderItem: { nl: "Folderpromo's", fr: 'Promos des dépliants' },
  Folder: { nl: 'Folders', fr: 'Dépliants' },
};

// ---- Conditions ------------------------------------------------------------------------------------

/** The filter groups that have a facet; each facet is counted with its own group left out. */
export type FacetKey = 'types' | 'morphable_types' | 'categories' | 'webshops' | 'stores' | 'brands' | 'price';

/** Integers from a validated list, inlined as an array literal so the planner sees the values. */
function intArray(ids: readonly number[]): SQL {
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

/** The SQL of the feed filters; `except` leaves one facet group out. */
export function filterConditions(filters: FeedFilters, locale: Locale, except?: FacetKey): SQL[] {
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
  const q = filters.q?.trim();
  if (q) {
    const vector = locale === 'fr' ? feedItems.searchFr : feedItems.searchNl;
    conditions.push(sql`${vector} @@ websearch_to_tsquery(${sql.raw(`'${SEARCH_CONFIG[locale]}'`)}, ${q})`);
  }
  return conditions;
}

/** How many items matching the filters the user has hidden (reactions joined to the index by its unique key). */
async function hiddenMatching(db: Db, viewer: Viewer, filters: FeedFilters): Promise<number> {
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

/** The WHERE of a list: current, not hidden, filtered (one facet group optionally left out). */
function listWhere(filters: FeedFilters, viewer: Viewer, except?: FacetKey): SQL {
  const conditions = [...currentFeedConditions(), ...notHiddenCondition(viewer.userId), ...filterConditions(filters, viewer.locale, except)];
  return and(...conditions) ?? sql`true`;
}

// ---- The list --------------------------------------------------------------------------------------

export type FeedListOptions = { filters: FeedFilters; sort?: FeedSort; includeFilters?: boolean };


/**
 * One page of the feed. `newest`: published_at, id descending. `top` (home): rating, published_at, id
 * descending, and only the first FEED_TOP_LIMIT items exist (meta.total ≤ 100).
 */
export async function listFeed(db: Db, viewer: Viewer, page: PageRequest, options: FeedListOptions): Promise<FeedPage> {
  const where = listWhere(options.filters, viewer);
  const top = options.sort === 'top';
  const limit = top ? Math.max(0, Math.min(page.perPage, FEED_TOP_LIMIT - page.offset)) : page.perPage;

  const rows =
    limit === 0
      ? []
      : await db
          .select(feedRowColumns)
          .from(feedItems)
          .where(where)
          .orderBy(
            ...(top ? [desc(feedItems.rating)] : []),
            desc(feedItems.publishedAt),
            desc(feedItems.id),
          )
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
      const guestWhere = guest ? where : listWhere(options.filters, { ...viewer, userId: null });
      const [row] = await db.select({ total: sql<unknown>`count(*)` }).from(feedItems).where(guestWhere);
      guestTotal = countValue(row?.total ?? 0);
      if (guestTotal >= MEMO_MIN_ROWS) remember(countMemo, db, memoKey, guestTotal);
    }
    total = viewer.userId === null ? guestTotal : Math.max(0, guestTotal - (await hiddenMatching(db, viewer, options.filters)));
  }

  const facetsFor = async (): Promise<FeedFacets> => {
    const remembered = guest ? recall(facetMemo, db, memoKey) : undefined;
    if (remembered) return remembered;
    const facets = await feedFacets(db, viewer, options.filters);
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

// ---- Memo of large counts and facets ---------------------------------------------------------------

/**
 * An exact count or facet set is a scan of every matching row (≈60 ms for a count at 100k rows on
 * PGlite; facets over the demo catalogue's 4k current items ≈40 ms) while the page itself is an index
 * read. So totals and facets over at least MEMO_MIN_ROWS rows are remembered for a few seconds per
 * database and filter set, computed as for a guest (a user's total subtracts what they hid; their
 * facets are always computed fresh). Totals may lag new items by up to MEMO_TTL_MS, which infinite
 * scroll tolerates (it also stops on an empty page); pages are always read fresh, and small sets are
 * always exact.
 */
const MEMO_TTL_MS = 15_000;
const MEMO_MIN_ROWS = 1_000;
const MEMO_MAX_ENTRIES = 500;

type Memo<T> = WeakMap<Db, Map<string, { expires: number; value: T }>>;
const countMemo: Memo<number> = new WeakMap();
const facetMemo: Memo<FeedFacets> = new WeakMap();

/** Forgets the remembered totals and facets of a database: for code that just added or removed feed rows. */
export function forgetFeedTotals(db: Db): void {
  countMemo.delete(db);
  facetMemo.delete(db);
}

function recall<T>(memo: Memo<T>, db: Db, key: string): T | undefined {
  const entry = memo.get(db)?.get(key);
  return entry && entry.expires > Date.now() ? entry.value : undefined;
}

function remember<T>(memo: Memo<T>, db: Db, key: string, value: T): void {
  let entries = memo.get(db);
  if (!entries) {
    entries = new Map();
    memo.set(db, entries);
  }
  entries.delete(key);
  entries.set(key, { expires: Date.now() + MEMO_TTL_MS, value });
  // Oldest first in insertion order: drop from the front.
  for (const oldest of entries.keys()) {
    if (entries.size <= MEMO_MAX_ENTRIES) break;
    entries.delete(oldest);
  }
}

// ---- Facets ----------------------------------------------------------------------------------------

type FacetRow = { facet: string; key: string | null; count: unknown; min: unknown; max: unknown };

/** The facets grouped by a plain column (categories are an array, prices an aggregate). */
const FACET_COLUMNS = {
  types: feedItems.promoType,
  morphable_types: feedItems.morphableType,
  webshops: feedItems.webshopId,
  stores: feedItems.storeId,
  brands: feedItems.brandId,
} as const;
type ColumnFacet = keyof typeof FACET_COLUMNS;
const COLUMN_FACETS = Object.keys(FACET_COLUMNS) as ColumnFacet[];

function facetFilterActive(filters: FeedFilters, key: FacetKey): boolean {
  if (key === 'price') return priceBounds(filters) !== null;
  const values = filters[key];
  return Array.isArray(values) && values.length > 0;
}

/**
 * The facets of a filtered feed in ONE statement. Each facet counts with every filter but its own
 * (so options of one group can be combined), and the price range leaves the price filter out.
 * Facets whose own group is not filtered all share the full WHERE, so they are computed together in
 * one scan with GROUPING SETS; each filtered group gets its own grouped branch, and categories (an
 * array) are unnested in theirs. Titles are then looked up per entity table in batch.
 */
export async function feedFacets(db: Db, viewer: Viewer, filters: FeedFilters): Promise<FeedFacets> {
  const where = (except?: FacetKey) => listWhere(filters, viewer, except);
  const text = (column: SQL | (typeof FACET_COLUMNS)[ColumnFacet]) => sql`${column}::text`;
  const branches: SQL[] = [];

  const shared = COLUMN_FACETS.filter((key) => !facetFilterActive(filters, key));
  const sharedPrice = !facetFilterActive(filters, 'price');
  if (shared.length > 0 || sharedPrice) {
    const facet =
      shared.length === 0
        ? sql`'prices'`
        : sql`case ${sql.join(
            shared.map((key) => sql`when grouping(${FACET_COLUMNS[key]}) = 0 then ${sql.raw(`'${key}'`)}`),
            sql` `,
          )} else 'prices' end`;
    const key = shared.length === 0 ? sql`null::text` : sql`coalesce(${sql.join(shared.map((k) => text(FACET_COLUMNS[k])), sql`, `)})`;
    const sets = [...shared.map((k) => sql`(${FACET_COLUMNS[k]})`), ...(sharedPrice ? [sql`()`] : [])];
    branches.push(sql`(select ${facet} as facet, ${key} as key, count(*) as count, min(${feedItems.price}) as min, max(${feedItems.price}) as max
      from ${feedItems} where ${where()} group by grouping sets (${sql.join(sets, sql`, `)}))`);
  }
  for (const key of COLUMN_FACETS.filter((k) => !shared.includes(k))) {
    const column = FACET_COLUMNS[key];
    branches.push(sql`(select ${sql.raw(`'${key}'`)} as facet, ${text(column)} as key, count(*) as count, null::numeric as min, null::numeric as max
      from ${feedItems} where ${where(key)} and ${column} is not null group by ${column})`);
  }
  if (!sharedPrice) {
    branches.push(sql`(select 'prices' as facet, null::text as key, count(*) as count, min(${feedItems.price}) as min, max(${feedItems.price}) as max
      from ${feedItems} where ${where('price')} and ${feedItems.price} is not null)`);
  }
  branches.push(sql`(select 'categories' as facet, category_id::text as key, count(*) as count, null::numeric as min, null::numeric as max
    from ${feedItems} cross join lateral unnest(${feedItems.categoryIds}) as category_id
    where ${where('categories')} group by category_id)`);

  const rows = await executeRows<FacetRow>(db, sql.join(branches, sql` union all `));

  const counts = new Map<string, Map<string, number>>();
  let prices: FeedFacets['prices'] = null;
  for (const row of rows) {
    if (row.facet === 'prices') {
      const min = parseMoney(row.min as string | number | null);
      const max = parseMoney(row.max as string | number | null);
      if (min !== null && max !== null && countValue(row.count) > 0) prices = { min, max };
      continue;
    }
    if (row.key === null) continue;
    const facet = counts.get(row.facet) ?? new Map<string, number>();
    facet.set(row.key, countValue(row.count));
    counts.set(row.facet, facet);
  }
  const idsOf = (facet: string) => [...(counts.get(facet)?.keys() ?? [])].map(Number).filter(Number.isSafeInteger);
  const { locale } = viewer;

  const [categoryRows, webshopRows, storeRows, brandRows, typeTitles] = await Promise.all([
    loadCategories(db, idsOf('categories')),
    loadWebshops(db, idsOf('webshops')),
    loadStores(db, idsOf('stores')),
    loadBrands(db, idsOf('brands')),
    promoFilterTitles(db, locale),
  ]);

  const idOptions = (facet: string, titleOf: (id: number) => string | undefined): FacetIdOption[] => {
    const options: FacetIdOption[] = [];
    for (const [key, count] of counts.get(facet) ?? []) {
      const id = Number(key);
      const title = titleOf(id);
      // An id without its row is a stale index entry: nothing to show or link.
      if (title !== undefined) options.push({ id, title, count });
    }
    return sortOptions(options, locale);
  };
  const valueOptions = <V extends string>(
    facet: string,
    values: readonly V[],
    titleOf: (value: V) => string,
  ): FacetValueOption<V>[] => {
    const options: FacetValueOption<V>[] = [];
    for (const [key, count] of counts.get(facet) ?? []) {
      const value = values.find((candidate) => candidate === key);
      if (value) options.push({ value, title: titleOf(value), count });
    }
    return sortOptions(options, locale);
  };

  return {
    types: valueOptions('types', PROMO_TYPE_FILTERS, (value) => typeTitles.get(value) ?? PROMO_FILTER_TITLES[value][locale]),
    morphable_types: valueOptions('morphable_types', MORPHABLE_TYPES, (value) => MORPHABLE_TYPE_TITLES[value][locale]),
    categories: idOptions('categories', (id) => {
      const row = categoryRows.get(id);
      return row && pick(locale, row.titleNl, row.titleFr);
    }),
    webshops: idOptions('webshops', (id) => {
      const row = webshopRows.get(id);
      return row && pick(locale, row.titleNl, row.titleFr);
    }),
    stores: idOptions('stores', (id) => {
      const row = storeRows.get(id);
      return row && pick(locale, row.titleNl, row.titleFr);
    }),
    brands: idOptions('brands', (id) => {
      const row = brandRows.get(id);
      return row && pick(locale, row.titleNl, row.titleFr);
    }),
    prices,
  };
}

function sortOptions<T extends { title: string; count: number }>(options: T[], locale: Locale): T[] {
  return options.sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, locale, { sensitivity: 'base' }));
}

/** Titles of filter values from the top-level promo types that carry one (posts' types). */
async function promoFilterTitles(db: Db, locale: Locale): Promise<Map<PromoTypeFilter, string>> {
  const rows = await db
    .select({ filterValue: promoTypes.filterValue, titleNl: promoTypes.titleNl, titleFr: promoTypes.titleFr })
    .from(promoTypes)
    .where(and(isNull(promoTypes.parentId), sql`${promoTypes.filterValue} is not null`))
    .orderBy(asc(promoTypes.order), asc(promoTypes.id));
  const titles = new Map<PromoTypeFilter, string>();
  for (const row of rows) {
    if (row.filterValue && !titles.has(row.filterValue)) titles.set(row.filterValue, pick(locale, row.titleNl, row.titleFr));
  }
  return titles;
}

// ---- search_entity ---------------------------------------------------------------------------------

function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The store, webshop or brand whose title (either language, ignoring case and accents) is exactly `q`,
 * so the search page can offer it; stores first, then webshops, then brands. Null when none.
 */
export async function findSearchEntity(db: Db, q: string, locale: Locale): Promise<SearchEntity | null> {
  const text = q.trim();
  if (!text) return null;
  const pattern = likeLiteral(text);
  const titleIs = (nl: SQL, fr: SQL) =>
    sql`(f_unaccent(${nl}) ilike f_unaccent(${pattern}) or f_unaccent(${fr}) ilike f_unaccent(${pattern}))`;
  const rows = await executeRows<{ type: string; id: number }>(
    db,
    sql`(select 'store' as type, ${stores.id} as id, 1 as rank from ${stores} where ${titleIs(sql`${stores.titleNl}`, sql`${stores.titleFr}`)} limit 1)
      union all
      (select 'webshop', ${webshops.id}, 2 from ${webshops} where ${titleIs(sql`${webshops.titleNl}`, sql`${webshops.titleFr}`)} limit 1)
      union all
      (select 'brand', ${brands.id}, 3 from ${brands} where ${titleIs(sql`${brands.titleNl}`, sql`${brands.titleFr}`)} limit 1)
      order by rank limit 1`,
  );
  const match = rows[0];
  if (!match) return null;
  const id = Number(match.id);
  if (match.type === 'store') {
    const row = (await loadStores(db, [id])).get(id);
    return row ? { type: 'store', ...storeEntity(row, locale) } : null;
  }
  if (match.type === 'webshop') {
    const row = (await loadWebshops(db, [id])).get(id);
    return row ? { type: 'webshop', ...webshopEntity(row, locale) } : null;
  }
  const row = (await loadBrands(db, [id])).get(id);
  return row ? { type: 'brand', ...brandEntity(row, locale) } : null;
}

// ---- Batch loaders ---------------------------------------------------------------------------------

function unique(ids: Iterable<number | null | undefined>): number[] {
  const set = new Set<number>();
  for (const id of ids) if (typeof id === 'number' && Number.isSafeInteger(id)) set.add(id);
  return [...set];
}

async function byId<T extends { id: number }>(ids: number[], load: (ids: number[]) => Promise<T[]>): Promise<Map<number, T>> {
  if (ids.length === 0) return new Map();
  return new Map((await load(ids)).map((row) => [row.id, row]));
}

/** One single-table select of a batch: the fields it selects (field → column) and the query. */
type BatchPart = { columns: Record<string, AnyPgColumn>; query: SQLWrapper };

/**
 * Several small selects as ONE statement, each aggregated to a JSON array. Every statement has a fixed
 * cost in the driver (drizzle building it, PGlite's wire protocol), which for a lookup of a few rows by
 * primary key is most of its cost: a feed page's six entity lookups together took about a third less
 * CPU than one by one (measured on PGlite for `npm run bench:api`). Rows come back keyed by field like drizzle's, each value
 * decoded by its column; a null part (nothing to look up) answers an empty list.
 */
async function selectBatch<K extends string>(db: Db, parts: Record<K, BatchPart | null>): Promise<Record<K, Record<string, unknown>[]>> {
  const keys = Object.keys(parts) as K[];
  const result = Object.fromEntries(keys.map((key) => [key, []])) as unknown as Record<K, Record<string, unknown>[]>;
  const present = keys.flatMap((key) => {
    const part = parts[key];
    return part ? [{ key, part }] : [];
  });
  if (present.length === 0) return result;
  const selections = present.map(
    ({ key, part }) => sql`(select coalesce(json_agg(part), '[]'::json) from (${part.query}) as part) as ${sql.identifier(key)}`,
  );
  const [row] = await executeRows<Record<string, unknown>>(db, sql`select ${sql.join(selections, sql`, `)}`);
  for (const { key, part } of present) {
    // Both drivers parse json; a string would mean a driver configured not to.
    const raw = row?.[key];
    const list: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    result[key] = (Array.isArray(list) ? (list as Record<string, unknown>[]) : []).map((json) =>
      Object.fromEntries(
        Object.entries(part.columns).map(([field, column]) => {
          const value = json[column.name];
          return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ),
    );
  }
  return result;
}

const rowsById = <T extends { id: number }>(rows: Record<string, unknown>[]) =>
  new Map((rows as T[]).map((row) => [row.id, row]));

/** The row type drizzle gives for a selection of columns. */
type SelectedRow<C extends Record<string, AnyPgColumn>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

const categoryColumns = {
  id: categories.id,
  titleNl: categories.titleNl,
  titleFr: categories.titleFr,
  simplifiedTitleNl: categories.simplifiedTitleNl,
  simplifiedTitleFr: categories.simplifiedTitleFr,
  slugNl: categories.slugNl,
  slugFr: categories.slugFr,
};
type CategoryRow = { [K in keyof typeof categoryColumns]: (typeof categories.$inferSelect)[K] };

const loadCategories = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(categoryColumns).from(categories).where(inArray(categories.id, list)));

const webshopColumns = {
  id: webshops.id,
  titleNl: webshops.titleNl,
  titleFr: webshops.titleFr,
  simplifiedTitleNl: webshops.simplifiedTitleNl,
  simplifiedTitleFr: webshops.simplifiedTitleFr,
  slugNl: webshops.slugNl,
  slugFr: webshops.slugFr,
  logoPath: webshops.logoPath,
  websiteUrl: webshops.websiteUrl,
  affiliateUrl: webshops.affiliateUrl,
};
type WebshopRow = { [K in keyof typeof webshopColumns]: (typeof webshops.$inferSelect)[K] };

const loadWebshops = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(webshopColumns).from(webshops).where(inArray(webshops.id, list)));

const storeColumns = {
  id: stores.id,
  titleNl: stores.titleNl,
  titleFr: stores.titleFr,
  slugNl: stores.slugNl,
  slugFr: stores.slugFr,
  logoPath: stores.logoPath,
  websiteUrl: stores.websiteUrl,
  folderClientType: stores.folderClientType,
};
type StoreRow = { [K in keyof typeof storeColumns]: (typeof stores.$inferSelect)[K] };

const loadStores = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(storeColumns).from(stores).where(inArray(stores.id, list)));

const brandColumns = {
  id: brands.id,
  titleNl: brands.titleNl,
  titleFr: brands.titleFr,
  slugNl: brands.slugNl,
  slugFr: brands.slugFr,
  logoPath: brands.logoPath,
};
type BrandRow = { [K in keyof typeof brandColumns]: (typeof brands.$inferSelect)[K] };

const loadBrands = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(brandColumns).from(brands).where(inArray(brands.id, list)));

// ---- Mapping to the wire ---------------------------------------------------------------------------

function webshopEntity(row: WebshopRow, locale: Locale): FeedEntity {
  const slug = pick(locale, row.slugNl, row.slugFr);
  return {
    id: row.id,
    image_url: mediaUrl(row.logoPath),
    translation: {
      title: pick(locale, row.titleNl, row.titleFr),
      slug,
      route: siteRoute('/webshop/[webshopSlug]', locale, { webshopSlug: slug }),
    },
  };
}

function storeEntity(row: StoreRow, locale: Locale): FeedEntity {
  const slug = pick(locale, row.slugNl, row.slugFr);
  return {
    id: row.id,
    image_url: mediaUrl(row.logoPath),
    translation: {
      title: pick(locale, row.titleNl, row.titleFr),
      slug,
      route: siteRoute('/store/[storeSlug]', locale, { storeSlug: slug }),
    },
  };
}

function brandEntity(row: BrandRow, locale: Locale): FeedEntity {
  const slug = pick(locale, row.slugNl, row.slugFr);
  return {
    id: row.id,
    image_url: mediaUrl(row.logoPath),
    translation: {
      title: pick(locale, row.titleNl, row.titleFr),
      slug,
      route: siteRoute('/brand/[brandSlug]', locale, { brandSlug: slug }),
    },
  };
}

function categoryEntity(row: CategoryRow, locale: Locale): FeedCategory {
  const slug = pick(locale, row.slugNl, row.slugFr);
  return {
    id: row.id,
    translation: {
      title: pick(locale, row.titleNl, row.titleFr),
      simplified_title: pick(locale, row.simplifiedTitleNl, row.simplifiedTitleFr),
      slug,
      route: siteRoute('/promos/[categorySlug]', locale, { categorySlug: slug }),
    },
  };
}

function webshopDetail(row: WebshopRow, locale: Locale): FeedWebshopDetail {
  const entity = webshopEntity(row, locale);
  return {
    id: row.id,
    image_url: entity.image_url,
    website_url: row.websiteUrl,
    translation: {
      ...entity.translation,
      simplified_title: pick(locale, row.simplifiedTitleNl, row.simplifiedTitleFr),
      affiliate_url: row.affiliateUrl,
    },
  };
}

function storeDetail(row: StoreRow, locale: Locale): FeedStoreDetail {
  const entity = storeEntity(row, locale);
  return {
    id: row.id,
    image_url: entity.image_url,
    website_url: row.websiteUrl,
    folder_client_type: row.folderClientType,
    is_paid_client: row.folderClientType === 1,
    translation: entity.translation,
  };
}

/** The folder viewer (a folder always has a store; the list is a fallback). */
function folderRoute(store: StoreRow | undefined, folderSlug: string, locale: Locale): string {
  return store ? folderViewerRoute(store, folderSlug, locale) : siteRoute('/folders', locale);
}

const SHORT_CONTENT_LENGTH = 180;

/** Plain text of possibly-HTML content, shortened for a card. */
export function toShortContent(content: string | null | undefined): string | null {
  if (!content) return null;
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (text.length <= SHORT_CONTENT_LENGTH) return text;
  const cut = text.slice(0, SHORT_CONTENT_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHORT_CONTENT_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Whole percent off when both prices make sense. */
export function discountPercent(newPrice: number | null, oldPrice: number | null): number | null {
  if (newPrice === null || oldPrice === null || oldPrice <= 0 || newPrice < 0 || newPrice >= oldPrice) return null;
  return Math.round(((oldPrice - newPrice) / oldPrice) * 100);
}

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

const flagKey = (type: string, id: number) => `${type}:${id}`;

/** The viewer's flags on a set of items: ONE query on reactions; guests get none. */
export async function loadFlags(
  db: Db,
  userId: number | null,
  items: readonly { type: MorphableType; id: number }[],
): Promise<Map<string, PromoFlags>> {
  const flags = new Map<string, PromoFlags>();
  if (userId === null || items.length === 0) return flags;
  const idsByType = new Map<MorphableType, number[]>();
  for (const item of items) idsByType.set(item.type, [...(idsByType.get(item.type) ?? []), item.id]);
  const perType = [...idsByType].map(
    ([type, ids]) => and(eq(reactions.reactableType, type), inArray(reactions.reactableId, unique(ids))) as SQL,
  );
  const rows = await db
    .select({
      type: reactions.reactableType,
      id: reactions.reactableId,
      kind: reactions.kind,
      createdAt: reactions.createdAt,
    })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), or(...perType)));
  for (const row of rows) {
    const key = flagKey(row.type, row.id);
    const current = flags.get(key) ?? { ...NO_PROMO_FLAGS };
    switch (row.kind) {
      case 'hit':
        current.is_hit = true;
        break;
      case 'dislike':
        current.is_dislike = true;
        break;
      case 'favourite':
        current.is_favourite = true;
        current.favourite_at = row.createdAt.toISOString();
        break;
      case 'hidden':
        current.is_hidden = true;
        break;
      case 'subscription':
        current.subscriptions = true;
        break;
      case 'reported_expired':
        current.is_reported_expired = true;
        break;
    }
    flags.set(key, current);
  }
  return flags;
}

const postCardColumns = {
  id: posts.id,
  userId: posts.userId,
  typeId: posts.typeId,
  title: posts.title,
  content: posts.content,
  discountCode: posts.discountCode,
  discountType: posts.discountType,
  discountValue: posts.discountValue,
  anotherType: posts.anotherType,
  newPrice: posts.newPrice,
  oldPrice: posts.oldPrice,
  webshopId: posts.webshopId,
  storeId: posts.storeId,
};

const postImageColumns = { postId: postImages.postId, path: postImages.path };

const onlinePromoCardColumns = {
  id: onlinePromos.id,
  webshopId: onlinePromos.webshopId,
  type: onlinePromos.type,
  titleNl: onlinePromos.titleNl,
  titleFr: onlinePromos.titleFr,
  contentNl: onlinePromos.contentNl,
  contentFr: onlinePromos.contentFr,
  discountCode: onlinePromos.discountCode,
  discountTextNl: onlinePromos.discountTextNl,
  discountTextFr: onlinePromos.discountTextFr,
  newPrice: onlinePromos.newPrice,
  oldPrice: onlinePromos.oldPrice,
  imagePath: onlinePromos.imagePath,
};

const folderItemCardColumns = {
  id: folderItems.id,
  folderId: folderItems.folderId,
  titleNl: folderItems.titleNl,
  titleFr: folderItems.titleFr,
  contentNl: folderItems.contentNl,
  contentFr: folderItems.contentFr,
  brandId: folderItems.brandId,
  newPrice: folderItems.newPrice,
  oldPrice: folderItems.oldPrice,
  discountTextNl: folderItems.discountTextNl,
  discountTextFr: folderItems.discountTextFr,
  imagePath: folderItems.imagePath,
  pageNumber: folderPages.pageNumber,
  storeId: folders.storeId,
  validFrom: folders.validFrom,
  validTo: folders.validTo,
  folderSlug: folders.slug,
};

const folderCardColumns = {
  id: folders.id,
  storeId: folders.storeId,
  titleNl: folders.titleNl,
  titleFr: folders.titleFr,
  validFrom: folders.validFrom,
  validTo: folders.validTo,
  slug: folders.slug,
  coverPath: folders.coverPath,
};

const promoTypeColumns = {
  id: promoTypes.id,
  parentId: promoTypes.parentId,
  titleNl: promoTypes.titleNl,
  titleFr: promoTypes.titleFr,
  filterValue: promoTypes.filterValue,
};
type PromoTypeRow = { [K in keyof typeof promoTypeColumns]: (typeof promoTypes.$inferSelect)[K] };

const userCardColumns = { id: users.id, fname: users.fname, lname: users.lname, avatarPath: users.avatarPath };
type UserCardRow = { [K in keyof typeof userCardColumns]: (typeof users.$inferSelect)[K] };

/**
 * Feed index rows to wire items, in the rows' order. At most three statements: the sources of every
 * kind (one batch) and the viewer's flags, then the entities they reference (one batch). Rows whose
 * source is gone are left out.
 */
export async function hydrateFeedRows(db: Db, rows: readonly FeedIndexRow[], viewer: Viewer): Promise<FeedItem[]> {
  if (rows.length === 0) return [];
  const { locale } = viewer;
  const idsOf = (type: MorphableType) => unique(rows.filter((row) => row.morphableType === type).map((row) => row.morphableId));
  const postIds = idsOf('Post');
  const onlinePromoIds = idsOf('OnlinePromo');
  const folderItemIds = idsOf('FolderItem');
  const folderIds = idsOf('Folder');

  const when = (ids: number[], part: () => BatchPart): BatchPart | null => (ids.length === 0 ? null : part());
  const [sources, flags] = await Promise.all([
    selectBatch(db, {
      posts: when(postIds, () => ({
        columns: postCardColumns,
        query: db.select(postCardColumns).from(posts).where(and(inArray(posts.id, postIds), isNull(posts.deletedAt))),
      })),
      images: when(postIds, () => ({
        columns: postImageColumns,
        query: db
          .selectDistinctOn([postImages.postId], postImageColumns)
          .from(postImages)
          .where(inArray(postImages.postId, postIds))
          .orderBy(asc(postImages.postId), asc(postImages.position), asc(postImages.id)),
      })),
      onlinePromos: when(onlinePromoIds, () => ({
        columns: onlinePromoCardColumns,
        query: db.select(onlinePromoCardColumns).from(onlinePromos).where(inArray(onlinePromos.id, onlinePromoIds)),
      })),
      folderItems: when(folderItemIds, () => ({
        columns: folderItemCardColumns,
        query: db
          .select(folderItemCardColumns)
          .from(folderItems)
          .innerJoin(folderPages, eq(folderPages.id, folderItems.folderPageId))
          .innerJoin(folders, eq(folders.id, folderItems.folderId))
          .where(inArray(folderItems.id, folderItemIds)),
      })),
      folders: when(folderIds, () => ({
        columns: folderCardColumns,
        query: db.select(folderCardColumns).from(folders).where(inArray(folders.id, folderIds)),
      })),
    }),
    loadFlags(
      db,
      viewer.userId,
      rows.map((row) => ({ type: row.morphableType, id: row.morphableId })),
    ),
  ]);
  const postRows = rowsById<SelectedRow<typeof postCardColumns>>(sources.posts);
  const onlinePromoRows = rowsById<SelectedRow<typeof onlinePromoCardColumns>>(sources.onlinePromos);
  const folderItemRows = rowsById<SelectedRow<typeof folderItemCardColumns>>(sources.folderItems);
  const folderRows = rowsById<SelectedRow<typeof folderCardColumns>>(sources.folders);
  const firstImage = new Map((sources.images as SelectedRow<typeof postImageColumns>[]).map((row) => [row.postId, row.path]));

  const webshopIds = unique([
    ...rows.map((row) => row.webshopId),
    ...[...postRows.values()].map((row) => row.webshopId),
    ...[...onlinePromoRows.values()].map((row) => row.webshopId),
  ]);
  const storeIds = unique([
    ...rows.map((row) => row.storeId),
    ...[...postRows.values()].map((row) => row.storeId),
    ...[...folderItemRows.values()].map((row) => row.storeId),
    ...[...folderRows.values()].map((row) => row.storeId),
  ]);
  const brandIds = unique([...rows.map((row) => row.brandId), ...[...folderItemRows.values()].map((row) => row.brandId)]);
  const categoryIds = unique(rows.flatMap((row) => row.categoryIds));
  const userIds = unique([...postRows.values()].map((row) => row.userId));
  const typeIds = unique([...rows.map((row) => row.typeId), ...[...postRows.values()].map((row) => row.typeId)]);

  const byIds = (ids: number[], columns: Record<string, AnyPgColumn>, table: PgTable, id: AnyPgColumn): BatchPart | null =>
    ids.length === 0 ? null : { columns, query: db.select(columns).from(table).where(inArray(id, ids)) };
  const batch = await selectBatch(db, {
    webshops: byIds(webshopIds, webshopColumns, webshops, webshops.id),
    stores: byIds(storeIds, storeColumns, stores, stores.id),
    brands: byIds(brandIds, brandColumns, brands, brands.id),
    categories: byIds(categoryIds, categoryColumns, categories, categories.id),
    users: byIds(userIds, userCardColumns, users, users.id),
    // A post's subtype and its parent (whose filter value the card falls back to).
    types:
      typeIds.length === 0
        ? null
        : {
            columns: promoTypeColumns,
            query: db
              .select(promoTypeColumns)
              .from(promoTypes)
              .where(
                or(
                  inArray(promoTypes.id, typeIds),
                  inArray(promoTypes.id, db.select({ id: promoTypes.parentId }).from(promoTypes).where(inArray(promoTypes.id, typeIds))),
                ),
              ),
          },
  });
  const webshopRows = rowsById<WebshopRow>(batch.webshops);
  const storeRows = rowsById<StoreRow>(batch.stores);
  const brandRows = rowsById<BrandRow>(batch.brands);
  const categoryRows = rowsById<CategoryRow>(batch.categories);
  const userRows = rowsById<UserCardRow>(batch.users);
  const typeRows = rowsById<PromoTypeRow>(batch.types);

  const context: CardContext = {
    locale,
    webshops: webshopRows,
    stores: storeRows,
    brands: brandRows,
    categories: categoryRows,
    types: typeRows,
    now: Date.now(),
  };

  const items: FeedItem[] = [];
  for (const row of rows) {
    const base = baseCard(row, context, flags.get(flagKey(row.morphableType, row.morphableId)) ?? NO_PROMO_FLAGS);
    let data: FeedItemData | null = null;
    switch (row.morphableType) {
      case 'Post': {
        const post = postRows.get(row.morphableId);
        if (!post) break;
        const author = userRows.get(post.userId);
        const user: FeedUser | null = author
          ? { id: author.id, fname: author.fname, lname: author.lname, avatar_url: mediaUrl(author.avatarPath) }
          : null;
        const webshop = webshopRows.get(row.webshopId ?? post.webshopId ?? -1);
        const store = storeRows.get(row.storeId ?? post.storeId ?? -1);
        data = {
          ...base,
          title: post.title,
          short_content: toShortContent(post.content),
          image_url: mediaUrl(firstImage.get(post.id)) ?? base.webshop?.image_url ?? base.store?.image_url ?? null,
          new_price: post.newPrice,
          old_price: post.oldPrice,
          discount:
            discountPercent(post.newPrice, post.oldPrice) ??
            (post.discountType === 'percent' && post.discountValue !== null ? Math.round(post.discountValue) : null),
          discount_code: post.discountCode,
          discount_text: postDiscountText(post),
          webshop: webshop ? webshopEntity(webshop, locale) : null,
          store: store ? storeEntity(store, locale) : null,
          type: postType(post.typeId, row.promoType, context),
          user,
        };
        break;
      }
      case 'OnlinePromo': {
        const promo = onlinePromoRows.get(row.morphableId);
        if (!promo) break;
        const webshop = webshopRows.get(promo.webshopId);
        const webshopCard = webshop ? webshopEntity(webshop, locale) : null;
        data = {
          ...base,
          title: pick(locale, promo.titleNl, promo.titleFr),
          short_content: toShortContent(pick(locale, promo.contentNl, promo.contentFr)),
          image_url: mediaUrl(promo.imagePath) ?? webshopCard?.image_url ?? null,
          new_price: promo.newPrice,
          old_price: promo.oldPrice,
          discount: discountPercent(promo.newPrice, promo.oldPrice),
          discount_code: promo.discountCode,
          discount_text: pick(locale, promo.discountTextNl, promo.discountTextFr),
          webshop: webshopCard,
          type: filterType(promo.type, context),
        };
        break;
      }
      case 'FolderItem': {
        const item = folderItemRows.get(row.morphableId);
        if (!item) break;
        const store = storeRows.get(item.storeId);
        const storeCard = store ? storeEntity(store, locale) : null;
        const brand = brandRows.get(item.brandId ?? row.brandId ?? -1);
        data = {
          ...base,
          title: pick(locale, item.titleNl, item.titleFr),
          short_content: toShortContent(pick(locale, item.contentNl, item.contentFr)),
          image_url: mediaUrl(item.imagePath) ?? storeCard?.image_url ?? null,
          new_price: item.newPrice,
          old_price: item.oldPrice,
          discount: discountPercent(item.newPrice, item.oldPrice),
          discount_text: pick(locale, item.discountTextNl, item.discountTextFr),
          store: storeCard,
          brand: brand ? brandEntity(brand, locale) : null,
          type: filterType('folder_promos', context),
          folder: {
            id: item.folderId,
            valid_from: item.validFrom,
            valid_to: item.validTo,
            store: storeCard,
            page_number: item.pageNumber,
            route: folderRoute(store, item.folderSlug, locale),
          },
        };
        break;
      }
      case 'Folder': {
        const folder = folderRows.get(row.morphableId);
        if (!folder) break;
        const store = storeRows.get(folder.storeId);
        const storeCard = store ? storeEntity(store, locale) : null;
        const route = folderRoute(store, folder.slug, locale);
        data = {
          ...base,
          title: pick(locale, folder.titleNl, folder.titleFr),
          image_url: mediaUrl(folder.coverPath) ?? storeCard?.image_url ?? null,
          store: storeCard,
          type: filterType('folder_promos', context),
          folder: { id: folder.id, valid_from: folder.validFrom, valid_to: folder.validTo, store: storeCard, page_number: 1, route },
          route,
        };
        break;
      }
    }
    if (data) items.push({ morphable_type: row.morphableType, morphable_id: row.morphableId, data });
  }
  return items;
}

type CardContext = {
  locale: Locale;
  webshops: Map<number, WebshopRow>;
  stores: Map<number, StoreRow>;
  brands: Map<number, BrandRow>;
  categories: Map<number, CategoryRow>;
  types: Map<number, PromoTypeRow>;
  now: number;
};

const DETAIL_ROUTES = {
  Post: '/posts/[id]',
  OnlinePromo: '/online-promos/[id]',
  FolderItem: '/folder-promos/[id]',
  Folder: '/folders',
} as const;

/** What every kind shares, from the feed index row; the kind's source then fills in the rest. */
function baseCard(row: FeedIndexRow, context: CardContext, flags: PromoFlags): FeedItemData {
  const { locale } = context;
  const webshop = context.webshops.get(row.webshopId ?? -1);
  const store = context.stores.get(row.storeId ?? -1);
  const brand = context.brands.get(row.brandId ?? -1);
  return {
    ...flags,
    id: row.morphableId,
    title: pick(locale, row.titleNl, row.titleFr),
    short_content: null,
    image_url: null,
    new_price: row.price,
    old_price: row.oldPrice,
    discount: discountPercent(row.price, row.oldPrice),
    discount_code: null,
    discount_text: null,
    webshop: webshop ? webshopEntity(webshop, locale) : null,
    store: store ? storeEntity(store, locale) : null,
    brand: brand ? brandEntity(brand, locale) : null,
    categories: unique(row.categoryIds)
      .map((id) => context.categories.get(id))
      .filter((category): category is CategoryRow => category !== undefined)
      .map((category) => categoryEntity(category, locale)),
    type: row.promoType ? filterType(row.promoType, context) : null,
    started_at: iso(row.startedAt),
    expired_at: iso(row.expiredAt),
    published_at: row.publishedAt.toISOString(),
    is_expired: row.expiredAt !== null && row.expiredAt.getTime() < context.now,
    rating_calculated: row.rating,
    hits_count: row.hitsCount,
    dislikes_count: row.dislikesCount,
    user: null,
    folder: null,
    route:
      row.morphableType === 'Folder'
        ? siteRoute(DETAIL_ROUTES.Folder, locale)
        : siteRoute(DETAIL_ROUTES[row.morphableType], locale, { id: row.morphableId }),
  };
}

function filterType(value: PromoTypeFilter, context: CardContext): FeedPromoTypeRef {
  const row = [...context.types.values()].find((type) => type.parentId === null && type.filterValue === value);
  return {
    id: row?.id ?? null,
    filter_value: value,
    translation: { title: row ? pick(context.locale, row.titleNl, row.titleFr) : PROMO_FILTER_TITLES[value][context.locale] },
  };
}

/** A post's chosen subtype, with the filter value of the subtype or its parent type. */
function postType(typeId: number, promoType: PromoTypeFilter | null, context: CardContext): FeedPromoTypeRef | null {
  const row = context.types.get(typeId);
  if (!row) return promoType ? filterType(promoType, context) : null;
  const parent = row.parentId !== null ? context.types.get(row.parentId) : undefined;
  return {
    id: row.id,
    filter_value: row.filterValue ?? parent?.filterValue ?? promoType,
    translation: { title: pick(context.locale, row.titleNl, row.titleFr) },
  };
}

function formatAmount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function postDiscountText(post: {
  anotherType: string | null;
  discountType: 'percent' | 'euro';
  discountValue: number | null;
}): string | null {
  if (post.anotherType) return post.anotherType;
  if (post.discountValue === null) return null;
  return post.discountType === 'percent' ? `-${formatAmount(post.discountValue)}%` : `-€${formatAmount(post.discountValue)}`;
}

// ---- Details ---------------------------------------------------------------------------------------

const RELATED_LIMIT = 6;

/** The feed row of an item whatever its state (details show expired and pending items too). */
async function feedRowOf(db: Db, type: MorphableType, id: number): Promise<FeedIndexRow | undefined> {
  const [row] = await db
    .select(feedRowColumns)
    .from(feedItems)
    .where(and(eq(feedItems.morphableType, type), eq(feedItems.morphableId, id)))
    .limit(1);
  return row;
}

/** A stand-in index row for an item the index does not hold (e.g. a pending post seen by its author). */
function syntheticRow(row: Partial<FeedIndexRow> & Pick<FeedIndexRow, 'morphableType' | 'morphableId' | 'titleNl' | 'titleFr' | 'publishedAt'>): FeedIndexRow {
  return {
    id: 0,
    promoType: null,
    typeId: null,
    categoryIds: [],
    webshopId: null,
    storeId: null,
    brandId: null,
    userId: null,
    price: null,
    oldPrice: null,
    rating: 0,
    hitsCount: 0,
    dislikesCount: 0,
    startedAt: null,
    expiredAt: null,
    isActive: false,
    ...row,
  };
}

/** Up to 6 current items sharing a category, the webshop or the store, newest first, itself excluded. */
export async function relatedFeedItems(
  db: Db,
  viewer: Viewer,
  item: { type: MorphableType; id: number; categoryIds: readonly number[]; webshopId: number | null; storeId: number | null },
): Promise<FeedItem[]> {
  const matches: SQL[] = [];
  if (item.categoryIds.length > 0) matches.push(sql`${feedItems.categoryIds} && ${intArray(item.categoryIds)}`);
  if (item.webshopId !== null) matches.push(eq(feedItems.webshopId, item.webshopId));
  if (item.storeId !== null) matches.push(eq(feedItems.storeId, item.storeId));
  if (matches.length === 0) return [];
  const rows = await db
    .select(feedRowColumns)
    .from(feedItems)
    .where(
      and(
        ...currentFeedConditions(),
        ...notHiddenCondition(viewer.userId),
        or(...matches),
        sql`not (${feedItems.morphableType} = ${item.type} and ${feedItems.morphableId} = ${item.id})`,
      ),
    )
    .orderBy(desc(feedItems.publishedAt), desc(feedItems.id))
    .limit(RELATED_LIMIT);
  return hydrateFeedRows(db, rows, viewer);
}

async function detailEntities(
  db: Db,
  ids: { webshopId: number | null; storeId: number | null; categoryIds: number[] },
  locale: Locale,
): Promise<{ webshop: FeedWebshopDetail | null; store: FeedStoreDetail | null; categories: FeedCategory[] }> {
  const [webshopRows, storeRows, categoryRows] = await Promise.all([
    loadWebshops(db, unique([ids.webshopId])),
    loadStores(db, unique([ids.storeId])),
    loadCategories(db, unique(ids.categoryIds)),
  ]);
  const webshop = webshopRows.get(ids.webshopId ?? -1);
  const store = storeRows.get(ids.storeId ?? -1);
  return {
    webshop: webshop ? webshopDetail(webshop, locale) : null,
    store: store ? storeDetail(store, locale) : null,
    categories: unique(ids.categoryIds)
      .map((id) => categoryRows.get(id))
      .filter((row): row is CategoryRow => row !== undefined)
      .map((row) => categoryEntity(row, locale)),
  };
}

/** A post for its detail page; null when unknown, deleted, or not approved (except for its author). */
export async function getPostDetail(db: Db, viewer: Viewer, id: number): Promise<PostDetail | null> {
  const [post] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  if (!post) return null;
  if (post.status !== 'approved' && post.userId !== viewer.userId) return null;

  const [indexed, images, categoryLinks] = await Promise.all([
    feedRowOf(db, 'Post', id),
    db
      .select({ id: postImages.id, path: postImages.path, position: postImages.position })
      .from(postImages)
      .where(eq(postImages.postId, id))
      .orderBy(asc(postImages.position), asc(postImages.id)),
    db.select({ categoryId: postCategories.categoryId }).from(postCategories).where(eq(postCategories.postId, id)),
  ]);
  const categoryIds = categoryLinks.map((link) => link.categoryId);
  const row =
    indexed ??
    syntheticRow({
      morphableType: 'Post',
      morphableId: id,
      typeId: post.typeId,
      categoryIds,
      webshopId: post.webshopId,
      storeId: post.storeId,
      userId: post.userId,
      price: post.newPrice,
      oldPrice: post.oldPrice,
      titleNl: post.title,
      titleFr: post.title,
      startedAt: post.startedAt,
      expiredAt: post.expiredAt,
      publishedAt: post.approvedAt ?? post.createdAt,
    });
  // The source is the truth for dates on a detail page; the index may lag behind an edit.
  const detailRow = { ...row, startedAt: post.startedAt, expiredAt: post.expiredAt };
  const [[card], entities, related] = await Promise.all([
    hydrateFeedRows(db, [detailRow], viewer),
    detailEntities(db, { webshopId: post.webshopId, storeId: post.storeId, categoryIds }, viewer.locale),
    relatedFeedItems(db, viewer, { type: 'Post', id, categoryIds, webshopId: post.webshopId, storeId: post.storeId }),
  ]);
  if (!card) return null;
  return {
    ...card.data,
    ...entities,
    morphable_type: 'Post',
    content: post.content,
    origin_url: post.originUrl,
    images: images.map((image) => ({ id: image.id, url: mediaUrl(image.path), position: image.position })),
    discount_type: post.discountType,
    discount_value: post.discountValue,
    another_type: post.anotherType,
    free_shipping: post.freeShipping,
    shipping_number: post.shippingNumber,
    quote: post.quote,
    not_started: post.notStarted,
    locale: post.locale,
    status: post.status,
    deal_url:
      post.originUrl ??
      entities.webshop?.translation.affiliate_url ??
      entities.webshop?.website_url ??
      entities.store?.website_url ??
      null,
    related,
  };
}

/** An online promo for its detail page; null when unknown or withdrawn from the index. */
export async function getOnlinePromoDetail(db: Db, viewer: Viewer, id: number): Promise<OnlinePromoDetail | null> {
  const [promo] = await db.select().from(onlinePromos).where(eq(onlinePromos.id, id)).limit(1);
  if (!promo) return null;
  const [indexed, categoryLinks] = await Promise.all([
    feedRowOf(db, 'OnlinePromo', id),
    db
      .select({ categoryId: onlinePromoCategories.categoryId })
      .from(onlinePromoCategories)
      .where(eq(onlinePromoCategories.onlinePromoId, id)),
  ]);
  if (indexed && !indexed.isActive) return null;
  const categoryIds = categoryLinks.map((link) => link.categoryId);
  const row =
    indexed ??
    syntheticRow({
      morphableType: 'OnlinePromo',
      morphableId: id,
      promoType: promo.type,
      categoryIds,
      webshopId: promo.webshopId,
      price: promo.newPrice,
      oldPrice: promo.oldPrice,
      titleNl: promo.titleNl,
      titleFr: promo.titleFr,
      publishedAt: promo.createdAt,
    });
  const detailRow = { ...row, startedAt: promo.startedAt, expiredAt: promo.expiredAt };
  const [[card], entities, related] = await Promise.all([
    hydrateFeedRows(db, [detailRow], viewer),
    detailEntities(db, { webshopId: promo.webshopId, storeId: null, categoryIds }, viewer.locale),
    relatedFeedItems(db, viewer, { type: 'OnlinePromo', id, categoryIds, webshopId: promo.webshopId, storeId: null }),
  ]);
  if (!card) return null;
  return {
    ...card.data,
    ...entities,
    morphable_type: 'OnlinePromo',
    content: pick(viewer.locale, promo.contentNl, promo.contentFr),
    url: promo.url,
    deal_url: promo.url ?? entities.webshop?.translation.affiliate_url ?? entities.webshop?.website_url ?? null,
    related,
  };
}

/** A folder item for its detail page; null when unknown or its folder is unpublished. */
export async function getFolderItemDetail(db: Db, viewer: Viewer, id: number): Promise<FolderItemDetail | null> {
  const [found] = await db
    .select({ item: folderItems, folder: folders })
    .from(folderItems)
    .innerJoin(folders, eq(folders.id, folderItems.folderId))
    .where(eq(folderItems.id, id))
    .limit(1);
  if (!found) return null;
  const { item, folder } = found;
  if (folder.publishedAt === null || folder.publishedAt.getTime() > Date.now()) return null;
  const [indexed, productRows] = await Promise.all([
    feedRowOf(db, 'FolderItem', id),
    item.productId === null
      ? Promise.resolve([])
      : db
          .select({
            id: products.id,
            titleNl: products.titleNl,
            titleFr: products.titleFr,
            slugNl: products.slugNl,
            slugFr: products.slugFr,
            imagePath: products.imagePath,
          })
          .from(products)
          .where(eq(products.id, item.productId))
          .limit(1),
  ]);
  if (indexed && !indexed.isActive) return null;
  const categoryIds = indexed?.categoryIds.length ? indexed.categoryIds : unique([item.categoryId]);
  const startedAt = brusselsMidnight(folder.validFrom);
  const row =
    indexed ??
    syntheticRow({
      morphableType: 'FolderItem',
      morphableId: id,
      promoType: 'folder_promos',
      categoryIds,
      storeId: folder.storeId,
      brandId: item.brandId,
      price: item.newPrice,
      oldPrice: item.oldPrice,
      titleNl: item.titleNl,
      titleFr: item.titleFr,
      startedAt,
      publishedAt: folder.publishedAt,
    });
  const detailRow = { ...row, expiredAt: row.expiredAt ?? endOfBrusselsDay(folder.validTo) };
  const [[card], entities, related] = await Promise.all([
    hydrateFeedRows(db, [detailRow], viewer),
    detailEntities(db, { webshopId: null, storeId: folder.storeId, categoryIds }, viewer.locale),
    relatedFeedItems(db, viewer, { type: 'FolderItem', id, categoryIds, webshopId: null, storeId: folder.storeId }),
  ]);
  if (!card) return null;
  const product = productRows[0];
  const productSlug = product ? pick(viewer.locale, product.slugNl, product.slugFr) : null;
  return {
    ...card.data,
    ...entities,
    morphable_type: 'FolderItem',
    content: pick(viewer.locale, item.contentNl, item.contentFr),
    rectangle: { x: item.x, y: item.y, width: item.width, height: item.height },
    product:
      product && productSlug
        ? {
            id: product.id,
            image_url: mediaUrl(product.imagePath),
            translation: {
              title: pick(viewer.locale, product.titleNl, product.titleFr),
              slug: productSlug,
              route: siteRoute('/product/[productSlug]', viewer.locale, { productSlug }),
            },
          }
        : null,
    deal_url: entities.store?.website_url ?? null,
    related,
  };
}

// ---- Promoted promos, types, bonus actions ---------------------------------------------------------

const MAX_PROMOTED = 50;

/** A category by id or by its slug in either language; null when unknown. */
export async function findCategoryId(db: Db, idOrSlug: string): Promise<number | null> {
  const value = idOrSlug.trim();
  if (value === '' || value.length > 255) return null;
  const digits = /^\d{1,10}$/.test(value) ? Number(value) : null;
  // Beyond int4 no id exists, and PostgreSQL rejects such a parameter next to an int4 column (the ORDER BY too).
  const asId = digits !== null && digits <= 2_147_483_647 ? digits : null;
  const bySlug = or(eq(categories.slugNl, value), eq(categories.slugFr, value));
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(asId !== null ? or(eq(categories.id, asId), bySlug) : bySlug)
    .orderBy(asId !== null ? sql`${categories.id} = ${asId} desc` : asc(categories.id))
    .limit(1);
  return row?.id ?? null;
}

/** The current promoted items of a section in position order (only items the feed shows). */
export async function listPromoted(
  db: Db,
  viewer: Viewer,
  section: PromotedSection,
  categoryId: number | null,
): Promise<FeedItem[]> {
  const rows = await db
    .select(feedRowColumns)
    .from(promotedPromos)
    .innerJoin(
      feedItems,
      and(eq(feedItems.morphableType, promotedPromos.morphableType), eq(feedItems.morphableId, promotedPromos.morphableId)),
    )
    .where(
      and(
        eq(promotedPromos.section, section),
        categoryId !== null ? eq(promotedPromos.categoryId, categoryId) : undefined,
        sql`(${promotedPromos.startsAt} is null or ${promotedPromos.startsAt} <= now())`,
        sql`(${promotedPromos.endsAt} is null or ${promotedPromos.endsAt} > now())`,
        ...currentFeedConditions(),
        ...notHiddenCondition(viewer.userId),
      ),
    )
    .orderBy(asc(promotedPromos.position), asc(promotedPromos.id))
    .limit(MAX_PROMOTED);
  return hydrateFeedRows(db, rows, viewer);
}

/** Post types in `order` with their subtypes. */
export async function listPromoTypes(db: Db, locale: Locale): Promise<PromoType[]> {
  const rows = await db
    .select()
    .from(promoTypes)
    .orderBy(asc(promoTypes.order), sql`${promoTypes.additionalOrder} asc nulls last`, asc(promoTypes.id));
  const toWire = (row: typeof promoTypes.$inferSelect): PromoTypeChild => ({
    id: row.id,
    order: row.order,
    additional_order: row.additionalOrder,
    kind: row.kind,
    filter_value: row.filterValue,
    translation: { title: pick(locale, row.titleNl, row.titleFr) },
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((parent) => ({
      ...toWire(parent),
      children: rows.filter((row) => row.parentId === parent.id).map(toWire),
    }));
}

export async function listBonusActions(db: Db): Promise<BonusAction[]> {
  const rows = await db.select().from(bonusActions).orderBy(asc(bonusActions.id));
  return rows.map((row) => ({
    type: row.type,
    bonusable_type: row.bonusableType,
    bonusable_id: row.bonusableId,
    impact_on_balance: row.impactOnBalance,
    optional_impact: row.optionalImpact,
  }));
}
