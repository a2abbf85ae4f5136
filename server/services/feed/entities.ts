import { inArray } from 'drizzle-orm';
import type { FeedCategory, FeedEntity, FeedStoreDetail, FeedWebshopDetail } from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { brands, categories, stores, webshops } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { folderViewerRoute } from '../folders/address';
import { byId } from './batch';

/** The stores, webshops, brands and categories cards and details show: their columns, batch loaders and wire shapes. */

export const categoryColumns = {
  id: categories.id,
  titleNl: categories.titleNl,
  titleFr: categories.titleFr,
  simplifiedTitleNl: categories.simplifiedTitleNl,
  simplifiedTitleFr: categories.simplifiedTitleFr,
  slugNl: categories.slugNl,
  slugFr: categories.slugFr,
};
export type CategoryRow = { [K in keyof typeof categoryColumns]: (typeof categories.$inferSelect)[K] };

export const loadCategories = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(categoryColumns).from(categories).where(inArray(categories.id, list)));

export const webshopColumns = {
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
export type WebshopRow = { [K in keyof typeof webshopColumns]: (typeof webshops.$inferSelect)[K] };

export const loadWebshops = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(webshopColumns).from(webshops).where(inArray(webshops.id, list)));

export const storeColumns = {
  id: stores.id,
  titleNl: stores.titleNl,
  titleFr: stores.titleFr,
  slugNl: stores.slugNl,
  slugFr: stores.slugFr,
  logoPath: stores.logoPath,
  websiteUrl: stores.websiteUrl,
  folderClientType: stores.folderClientType,
};
export type StoreRow = { [K in keyof typeof storeColumns]: (typeof stores.$inferSelect)[K] };

export const loadStores = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(storeColumns).from(stores).where(inArray(stores.id, list)));

export const brandColumns = {
  id: brands.id,
  titleNl: brands.titleNl,
  titleFr: brands.titleFr,
  slugNl: brands.slugNl,
  slugFr: brands.slugFr,
  logoPath: brands.logoPath,
};
export type BrandRow = { [K in keyof typeof brandColumns]: (typeof brands.$inferSelect)[K] };

export const loadBrands = (db: Db, ids: number[]) =>
  byId(ids, (list) => db.select(brandColumns).from(brands).where(inArray(brands.id, list)));

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
