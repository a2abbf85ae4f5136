import {
  type FeedItemData,
  type FeedPromoTypeRef,
  type FeedUser,
  type PromoFlags,
} from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import type { PromoTypeFilter } from '@/lib/schemas/feed-filters';
import { folderItems, folderPages, folders, onlinePromos, postImages, posts, promoTypes, users } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { plainText, truncateText } from '../plain-text';
import { folderIdentityColumns } from '../folders/build';
import { uniqueIds } from '../ids';
import { type SelectedRow } from './batch';
import {
  brandEntity,
  categoryEntity,
  folderRoute,
  storeEntity,
  webshopEntity,
  type BrandRow,
  type CategoryRow,
  type StoreRow,
  type WebshopRow,
} from './entities';
import { PROMO_FILTER_TITLES } from './filter-titles';
import type { FeedIndexRow } from './index-rows';

/** A card of each kind: the columns its source row gives, and how an index row plus that source becomes wire data. */

const SHORT_CONTENT_LENGTH = 180;

/** Plain text of possibly-HTML content, shortened for a card. */
export function toShortContent(content: string | null | undefined): string | null {
  const text = plainText(content);
  return text ? truncateText(text, SHORT_CONTENT_LENGTH) : null;
}

/** Whole percent off when both prices make sense. */
export function discountPercent(newPrice: number | null, oldPrice: number | null): number | null {
  if (newPrice === null || oldPrice === null || oldPrice <= 0 || newPrice < 0 || newPrice >= oldPrice) return null;
  return Math.round(((oldPrice - newPrice) / oldPrice) * 100);
}

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

export const postCardColumns = {
  id: posts.id,
  locale: posts.locale,
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


export const postImageColumns = { postId: postImages.postId, path: postImages.path };

export const onlinePromoCardColumns = {
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


export const folderItemCardColumns = {
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


export const folderCardColumns = { ...folderIdentityColumns, coverPath: folders.coverPath };


export const promoTypeColumns = {
  id: promoTypes.id,
  parentId: promoTypes.parentId,
  titleNl: promoTypes.titleNl,
  titleFr: promoTypes.titleFr,
  filterValue: promoTypes.filterValue,
};
export type PromoTypeRow = { [K in keyof typeof promoTypeColumns]: (typeof promoTypes.$inferSelect)[K] };

export const userCardColumns = { id: users.id, fname: users.fname, lname: users.lname, avatarPath: users.avatarPath, deletedAt: users.deletedAt };
export type UserCardRow = { [K in keyof typeof userCardColumns]: (typeof users.$inferSelect)[K] };

export type CardContext = {
  locale: Locale;
  webshops: Map<number, WebshopRow>;
  stores: Map<number, StoreRow>;
  brands: Map<number, BrandRow>;
  categories: Map<number, CategoryRow>;
  types: Map<number, PromoTypeRow>;
  users: Map<number, UserCardRow>;
  /** Each post's first image. */
  postImages: Map<number, string>;
  now: number;
};


const DETAIL_ROUTES = {
  Post: '/posts/[id]',
  OnlinePromo: '/online-promos/[id]',
  FolderItem: '/folder-promos/[id]',
  Folder: '/folders',
} as const;

/** What every kind shares, from the feed index row; the kind's source then fills in the rest. */
export function baseCard(row: FeedIndexRow, context: CardContext, flags: PromoFlags): FeedItemData {
  const { locale } = context;
  const webshop = context.webshops.get(row.webshopId ?? -1);
  const store = context.stores.get(row.storeId ?? -1);
  const brand = context.brands.get(row.brandId ?? -1);
  return {
    ...flags,
    id: row.morphableId,
    title: localized(row, locale).title,
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
    categories: uniqueIds(row.categoryIds)
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
    language: row.locale ?? null,
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
    translation: { title: row ? localized(row, context.locale).title : PROMO_FILTER_TITLES[value][context.locale] },
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
    translation: { title: localized(row, context.locale).title },
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

type PostCardRow = SelectedRow<typeof postCardColumns>;
type OnlinePromoCardRow = SelectedRow<typeof onlinePromoCardColumns>;
type FolderItemCardRow = SelectedRow<typeof folderItemCardColumns>;
type FolderCardRow = SelectedRow<typeof folderCardColumns>;

export function postCard(row: FeedIndexRow, post: PostCardRow, base: FeedItemData, context: CardContext): FeedItemData {
  const { locale } = context;
  const author = context.users.get(post.userId);
  // A deleted account's posts stay readable without a name (its row keeps a placeholder, its profile is gone).
  const user: FeedUser | null =
    author && author.deletedAt === null ? { id: author.id, fname: author.fname, lname: author.lname, avatar_url: mediaUrl(author.avatarPath) } : null;
  const webshop = context.webshops.get(row.webshopId ?? post.webshopId ?? -1);
  const store = context.stores.get(row.storeId ?? post.storeId ?? -1);
  return {
    ...base,
    title: post.title,
    language: post.locale,
    short_content: toShortContent(post.content),
    image_url: mediaUrl(context.postImages.get(post.id)) ?? base.webshop?.image_url ?? base.store?.image_url ?? null,
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
}

export function onlinePromoCard(promo: OnlinePromoCardRow, base: FeedItemData, context: CardContext): FeedItemData {
  const { locale } = context;
  const text = localized(promo, locale);
  const webshop = context.webshops.get(promo.webshopId);
  const webshopCard = webshop ? webshopEntity(webshop, locale) : null;
  return {
    ...base,
    title: text.title,
    short_content: toShortContent(text.content),
    image_url: mediaUrl(promo.imagePath) ?? webshopCard?.image_url ?? null,
    new_price: promo.newPrice,
    old_price: promo.oldPrice,
    discount: discountPercent(promo.newPrice, promo.oldPrice),
    discount_code: promo.discountCode,
    discount_text: text.discountText,
    webshop: webshopCard,
    type: filterType(promo.type, context),
  };
}

export function folderItemCard(row: FeedIndexRow, item: FolderItemCardRow, base: FeedItemData, context: CardContext): FeedItemData {
  const { locale } = context;
  const text = localized(item, locale);
  const store = context.stores.get(item.storeId);
  const storeCard = store ? storeEntity(store, locale) : null;
  const brand = context.brands.get(item.brandId ?? row.brandId ?? -1);
  return {
    ...base,
    title: text.title,
    short_content: toShortContent(text.content),
    image_url: mediaUrl(item.imagePath) ?? storeCard?.image_url ?? null,
    new_price: item.newPrice,
    old_price: item.oldPrice,
    discount: discountPercent(item.newPrice, item.oldPrice),
    discount_text: text.discountText,
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
}

export function folderCard(folder: FolderCardRow, base: FeedItemData, context: CardContext): FeedItemData {
  const { locale } = context;
  const store = context.stores.get(folder.storeId);
  const storeCard = store ? storeEntity(store, locale) : null;
  const route = folderRoute(store, folder.slug, locale);
  return {
    ...base,
    title: localized(folder, locale).title,
    image_url: mediaUrl(folder.coverPath) ?? storeCard?.image_url ?? null,
    store: storeCard,
    type: filterType('folder_promos', context),
    folder: { id: folder.id, valid_from: folder.validFrom, valid_to: folder.validTo, store: storeCard, page_number: 1, route },
    route,
  };
}
