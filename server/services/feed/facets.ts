import { and, asc, isNull, sql, type SQL } from 'drizzle-orm';
import type { FacetIdOption, FacetValueOption, FeedFacets } from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import { MORPHABLE_TYPES, PROMO_TYPE_FILTERS, priceBounds, type FeedFilters, type PromoTypeFilter } from '@/lib/schemas/feed-filters';
import { countValue, executeRows, parseMoney, type Db } from '../../db/client';
import { feedItems, promoTypes } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { loadBrands, loadCategories, loadStores, loadWebshops } from './entities';
import { MORPHABLE_TYPE_TITLES, PROMO_FILTER_TITLES } from './filter-titles';
import { listWhere, type FacetKey, type ListFilters } from './filters';
import type { Viewer } from './index-rows';

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
export async function feedFacets(db: Db, viewer: Viewer, filters: ListFilters): Promise<FeedFacets> {
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
      return row && localized(row, locale).title;
    }),
    webshops: idOptions('webshops', (id) => {
      const row = webshopRows.get(id);
      return row && localized(row, locale).title;
    }),
    stores: idOptions('stores', (id) => {
      const row = storeRows.get(id);
      return row && localized(row, locale).title;
    }),
    brands: idOptions('brands', (id) => {
      const row = brandRows.get(id);
      return row && localized(row, locale).title;
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
    if (row.filterValue && !titles.has(row.filterValue)) titles.set(row.filterValue, localized(row, locale).title);
  }
  return titles;
}
