import { inArray, sql, type SQL } from 'drizzle-orm';
import type { SearchSuggestion } from '@/lib/api/search';
import type { Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import { feedItems, folderItems, folderPages, folders, stores } from '../../db/schema';
import { siteRoute } from '../../http/urls';
import { folderViewerRoute } from '../folders/address';
import { qualified as q } from '../catalogue/sql';
import type { CatalogueEntry } from './catalogue-index';
import { titleTier, vectorMatches } from './match';
import type { SearchQuery } from './query';

/**
 * The entity group: promos (posts, online promos and folder items) from the feed index, which has
 * both languages' search vectors (GIN) and trigram-indexed titles. Ranked in stages so that every
 * stage is one indexed query with a small LIMIT (docs/search.md, "Speed"):
 *
 *  1. current promos matching every word (or a translation of it) as a prefix: the CANDIDATES most
 *     popular ones, re-ranked by tier (exact, title prefix, word prefix) then temperature;
 *  2. when that leaves room, expired promos matched the same way, after the current ones;
 *  3. when there is still room and the query has 3+ letters, typo matches on the titles (trigram).
 */

const ENTITY_TYPES = ['Post', 'OnlinePromo', 'FolderItem'] as const;
type EntityType = (typeof ENTITY_TYPES)[number];
/** How many of the most popular matches are re-ranked by tier. */
const CANDIDATES = 15;

type EntityRow = {
  morphable_type: EntityType;
  morphable_id: number;
  title_nl: string;
  title_fr: string;
  is_expired: boolean;
  store_id: number | null;
  webshop_id: number | null;
};

const current = sql`(${q(feedItems.expiredAt)} is null or ${q(feedItems.expiredAt)} >= now()) and (${q(feedItems.startedAt)} is null or ${q(feedItems.startedAt)} <= now())`;
const expired = sql`${q(feedItems.expiredAt)} < now()`;
const types = sql.raw(`(${ENTITY_TYPES.map((type) => `'${type}'`).join(', ')})`);

/**
 * One stage: the CANDIDATES most popular matches (one indexed query with a small LIMIT), re-ranked
 * by title tier in JavaScript (titleTier), the order kept among equal tiers (temperature first).
 */
async function stage(db: Db, match: SQL, when: SQL, query: SearchQuery, limit: number, exclude: readonly EntityRow[]): Promise<EntityRow[]> {
  const rows = await executeRows<EntityRow>(
    db,
    sql`select ${q(feedItems.morphableType)} as morphable_type, ${q(feedItems.morphableId)} as morphable_id,
        ${q(feedItems.titleNl)} as title_nl, ${q(feedItems.titleFr)} as title_fr, (${expired}) is true as is_expired,
        ${q(feedItems.storeId)} as store_id, ${q(feedItems.webshopId)} as webshop_id
      from ${feedItems}
      where ${q(feedItems.isActive)} and ${q(feedItems.morphableType)} in ${types} and ${when} and ${match}
      order by ${q(feedItems.rating)} desc, ${q(feedItems.publishedAt)} desc, ${q(feedItems.id)} desc
      limit ${CANDIDATES}`,
  );
  const known = new Set(exclude.map((row) => `${row.morphable_type}:${row.morphable_id}`));
  return rows
    .filter((row) => !known.has(`${row.morphable_type}:${row.morphable_id}`))
    .map((row, index) => ({ row, index, tier: titleTier(row.title_nl, row.title_fr, query) }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .slice(0, limit)
    .map(({ row }) => row);
}

export async function entityRows(db: Db, query: SearchQuery, tsquery: string, limit: number): Promise<EntityRow[]> {
  const match = vectorMatches(feedItems.searchNl, feedItems.searchFr, tsquery);
  const rows = await stage(db, match, current, query, limit, []);
  if (rows.length < limit) rows.push(...(await stage(db, match, expired, query, limit - rows.length, rows)));
  return rows;
}

/** Where each folder item is: its folder's viewer on the item's page, with the item to highlight. */
async function folderItemPages(db: Db, ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: folderItems.id,
      pageNumber: folderPages.pageNumber,
      folderSlug: folders.slug,
      slugNl: stores.slugNl,
      slugFr: stores.slugFr,
    })
    .from(folderItems)
    .innerJoin(folderPages, sql`${folderPages.id} = ${folderItems.folderPageId}`)
    .innerJoin(folders, sql`${folders.id} = ${folderItems.folderId}`)
    .innerJoin(stores, sql`${stores.id} = ${folders.storeId}`)
    .where(inArray(folderItems.id, ids));
  return new Map(
    rows.map((row) => [row.id, `${folderViewerRoute(row, row.folderSlug, locale)}?page=${row.pageNumber}&item=${row.id}`]),
  );
}

const DETAIL_ROUTES = {
  Post: '/posts/[id]',
  OnlinePromo: '/online-promos/[id]',
  FolderItem: '/folder-promos/[id]',
} as const satisfies Record<EntityType, string>;

/**
 * The store's or webshop's name of each promo, from the catalogue already in memory (no query): the
 * same product in several stores' folders would otherwise be the same line several times.
 */
function shopNames(catalogue: readonly CatalogueEntry[], locale: Locale): (row: EntityRow) => string | undefined {
  const names = new Map(
    catalogue.filter((entry) => entry.kind === 'store' || entry.kind === 'webshop').map((entry) => [`${entry.kind}:${entry.id}`, locale === 'fr' ? entry.titleFr : entry.titleNl]),
  );
  return (row) => (row.store_id !== null ? names.get(`store:${row.store_id}`) : undefined) ?? (row.webshop_id !== null ? names.get(`webshop:${row.webshop_id}`) : undefined);
}

export async function entitySuggestions(
  db: Db,
  query: SearchQuery,
  tsquery: string,
  ctx: { locale: Locale; catalogue: readonly CatalogueEntry[] },
  limit: number,
): Promise<SearchSuggestion[]> {
  const { locale } = ctx;
  const rows = await entityRows(db, query, tsquery, limit);
  const shopOf = shopNames(ctx.catalogue, locale);
  const pages = await folderItemPages(
    db,
    rows.filter((row) => row.morphable_type === 'FolderItem').map((row) => Number(row.morphable_id)),
    locale,
  );
  return rows.map((row) => {
    const id = Number(row.morphable_id);
    const folderPage = row.morphable_type === 'FolderItem' ? pages.get(id) : undefined;
    const shop = shopOf(row);
    return {
      id,
      title: locale === 'fr' ? row.title_fr : row.title_nl,
      url: siteRoute(DETAIL_ROUTES[row.morphable_type], locale, { id }),
      image_url: null,
      morphable_type: row.morphable_type,
      is_expired: row.is_expired,
      ...(folderPage ? { folder_page_url: folderPage } : {}),
      ...(shop ? { store_title: shop } : {}),
    };
  });
}
