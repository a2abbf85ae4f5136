import { inArray } from 'drizzle-orm';
import type { FeedCategory, FeedEntity, FeedStoreDetail, FeedWebshopDetail } from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { brands, categories, stores, webshops } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { folderViewerRoute } from '../folders/address';
import { brandCardColumns, categoryCardColumns, storeCardColumns, webshopCardColumns } from '../catalogue/columns';
import { byId, type SelectedRow } from './batch';

/** The stores, webshops, brands and categories cards and details show: their batch loaders and wire shapes (columns: catalogue/columns.ts). */

export type CategoryRow = SelectedRow<typeof categoryCardColumns>;
export type WebshopRow = SelectedRow<typeof webshopCardColumns>;
export type StoreRow = SelectedRow<typeof storeCardColumns>;
export type BrandRow = SelectedRow<typeof brandCardColumns>;

export const loadCategories = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(categoryCardColumns).from(categories).where(inArray(categories.id, list)));

export const loadWebshops = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(webshopCardColumns).from(webshops).where(inArray(webshops.id, list)));

export const loadStores = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(storeCardColumns).from(stores).where(inArray(stores.id, list)));

export const loadBrands = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(brandCardColumns).from(brands).where(inArray(brands.id, list)));

// ---- Mapping to the wire ---------------------------------------------------------------------------

/** The columns every store, webshop and brand on a card has. */
type EntityRow = Pick<WebshopRow, 'id' | 'titleNl' | 'titleFr' | 'slugNl' | 'slugFr' | 'logoPath'>;

function entity(row: EntityRow, locale: Locale, routeOf: (slug: string) => string): FeedEntity {
  const { title, slug } = localized(row, locale);
  return { id: row.id, image_url: mediaUrl(row.logoPath), translation: { title, slug, route: routeOf(slug) } };
}

export function webshopEntity(row: WebshopRow, locale: Locale): FeedEntity {
  return entity(row, locale, (webshopSlug) => siteRoute('/webshop/[webshopSlug]', locale, { webshopSlug }));
}

export function storeEntity(row: StoreRow, locale: Locale): FeedEntity {
  return entity(row, locale, (storeSlug) => siteRoute('/store/[storeSlug]', locale, { storeSlug }));
}

export function brandEntity(row: BrandRow, locale: Locale): FeedEntity {
  return entity(row, locale, (brandSlug) => siteRoute('/brand/[brandSlug]', locale, { brandSlug }));
}

export function categoryEntity(row: CategoryRow, locale: Locale): FeedCategory {
  const { title, simplifiedTitle, slug } = localized(row, locale);
  return {
    id: row.id,
    translation: {
      title,
      simplified_title: simplifiedTitle,
      slug,
      route: siteRoute('/promos/[categorySlug]', locale, { categorySlug: slug }),
    },
  };
}

export function webshopDetail(row: WebshopRow, locale: Locale): FeedWebshopDetail {
  const entity = webshopEntity(row, locale);
  return {
    id: row.id,
    image_url: entity.image_url,
    website_url: row.websiteUrl,
    translation: {
      ...entity.translation,
      simplified_title: localized(row, locale).simplifiedTitle,
      affiliate_url: row.affiliateUrl,
    },
  };
}

export function storeDetail(row: StoreRow, locale: Locale): FeedStoreDetail {
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
export function folderRoute(store: StoreRow | undefined, folderSlug: string, locale: Locale): string {
  return store ? folderViewerRoute(store, folderSlug, locale) : siteRoute('/folders', locale);
}
