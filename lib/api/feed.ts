import type { FeedFilters, FeedSort, MorphableType, PromoTypeFilter } from '@/lib/schemas/feed-filters';
import type { ApiClient } from './client';
import type { PageMeta } from './types';

/** The promo feed and promo details (docs/product.md, Entities and API). */

export type FeedEntityTranslation = { title: string; slug: string; route: string };

/** A webshop, store or brand as a feed card shows it. */
export type FeedEntity = { id: number; image_url: string | null; translation: FeedEntityTranslation };

export type FeedCategory = {
  id: number;
  translation: { title: string; simplified_title: string | null; slug: string; route: string };
};

export type FeedPromoTypeRef = {
  /** The promo_types row (for posts: the chosen subtype); null for kinds without a type row. */
  id: number | null;
  filter_value: PromoTypeFilter | null;
  translation: { title: string };
};

export type FeedUser = { id: number; fname: string; lname: string; avatar_url: string | null };

export type FeedFolderRef = {
  id: number;
  /** 'YYYY-MM-DD' */
  valid_from: string;
  valid_to: string;
  store: FeedEntity | null;
  /** The page of the folder the item is on; 1 for a whole folder. */
  page_number: number;
  /** The folder viewer's site path. */
  route: string;
};

/** Personal flags from the viewer's reactions; false (and null) for guests. */
export type PromoFlags = {
  is_hit: boolean;
  is_dislike: boolean;
  is_favourite: boolean;
  favourite_at: string | null;
  subscriptions: boolean;
  is_hidden: boolean;
  is_reported_expired: boolean;
};

/** The flags of someone without reactions on an item (every guest): the API's answer and the tests' base. */
export const NO_PROMO_FLAGS: Readonly<PromoFlags> = {
  is_hit: false,
  is_dislike: false,
  is_favourite: false,
  favourite_at: null,
  subscriptions: false,
  is_hidden: false,
  is_reported_expired: false,
};

export type FeedItemData = PromoFlags & {
  /** The id of the Post, OnlinePromo, FolderItem or Folder. */
  id: number;
  title: string;
  short_content: string | null;
  image_url: string | null;
  new_price: number | null;
  old_price: number | null;
  /** Percentage off (0–100) when known: from both prices, else a post's percent discount. */
  discount: number | null;
  discount_code: string | null;
  discount_text: string | null;
  webshop: FeedEntity | null;
  store: FeedEntity | null;
  brand: FeedEntity | null;
  categories: FeedCategory[];
  type: FeedPromoTypeRef | null;
  /** ISO instants. */
  started_at: string | null;
  expired_at: string | null;
  published_at: string;
  is_expired: boolean;
  rating_calculated: number;
  hits_count: number;
  dislikes_count: number;
  /** The author of a post; null for the other kinds. */
  user: FeedUser | null;
  /** For folder items and folders. */
  folder: FeedFolderRef | null;
  /** The language a member's post is written in ('nl' or 'fr'); null for the other kinds, which have both. */
  language: 'nl' | 'fr' | null;
  /** The site path of the item's detail page (a folder: its viewer), in the request's locale. */
  route: string;
};

export type FeedItem = { morphable_type: MorphableType; morphable_id: number; data: FeedItemData };

/** A facet option of an entity (category, webshop, store, brand). */
export type FacetIdOption = { id: number; title: string; count: number };
/** A facet option of a fixed value set (promo type filter values, morphable types). */
export type FacetValueOption<V extends string> = { value: V; title: string; count: number };

/** What `q` names exactly, when it is the title of a store, webshop or brand (either language). */
export type SearchEntity = { type: 'store' | 'webshop' | 'brand' } & FeedEntity;

/**
 * Facets of `GET /feed-items?include_filters=1`. Each facet counts the current items that match
 * every OTHER active filter (its own selection left out), so the options of a group stay
 * selectable side by side; counts are over all matching items, not only the top-100 of home.
 * Options with no items are left out; they are sorted by count, then title.
 */
export type FeedFacets = {
  types: FacetValueOption<PromoTypeFilter>[];
  morphable_types: FacetValueOption<MorphableType>[];
  categories: FacetIdOption[];
  webshops: FacetIdOption[];
  stores: FacetIdOption[];
  brands: FacetIdOption[];
  /** Price range of the matching priced items (price filter left out); null when none has a price. */
  prices: { min: number; max: number } | null;
};

/** Page meta; the facets only with `include_filters`; `search_entity` only when `filters[q]` is given. */
export type FeedMeta = PageMeta & Partial<FeedFacets> & { search_entity?: SearchEntity | null };

export type FeedPage = { data: FeedItem[]; meta: FeedMeta };

export type FeedWebshopDetail = {
  id: number;
  image_url: string | null;
  website_url: string | null;
  translation: FeedEntityTranslation & { simplified_title: string | null; affiliate_url: string | null };
};

export type FeedStoreDetail = {
  id: number;
  image_url: string | null;
  website_url: string | null;
  folder_client_type: number;
  is_paid_client: boolean;
  translation: FeedEntityTranslation;
};

type PromoDetailBase = Omit<FeedItemData, 'webshop' | 'store'> & {
  content: string | null;
  webshop: FeedWebshopDetail | null;
  store: FeedStoreDetail | null;
  /** Where the "go to deal" button leads: the promo's own link, else the webshop's affiliate or website URL. */
  deal_url: string | null;
  /** Up to 6 current feed items of the same category, webshop or store. */
  related: FeedItem[];
};

export type PostImage = { id: number; url: string | null; position: number };

export type PostDetail = PromoDetailBase & {
  morphable_type: 'Post';
  origin_url: string | null;
  images: PostImage[];
  discount_type: 'percent' | 'euro';
  discount_value: number | null;
  another_type: string | null;
  free_shipping: boolean;
  shipping_number: number | null;
  quote: string | null;
  not_started: boolean;
  locale: 'nl' | 'fr';
  status: 'pending' | 'approved' | 'rejected';
};

export type OnlinePromoDetail = PromoDetailBase & {
  morphable_type: 'OnlinePromo';
  url: string | null;
};

export type FolderItemDetail = PromoDetailBase & {
  morphable_type: 'FolderItem';
  /** Where the item sits on its folder page, in fractions 0..1 of the page. */
  rectangle: { x: number; y: number; width: number; height: number };
  product: FeedEntity | null;
};

export type PromoDetail = PostDetail | OnlinePromoDetail | FolderItemDetail;

export type PromoTypeChild = {
  id: number;
  order: number;
  additional_order: number | null;
  /** 1 default, 2 discount, 3 question. */
  kind: number;
  filter_value: PromoTypeFilter | null;
  translation: { title: string };
};

export type PromoType = PromoTypeChild & { children: PromoTypeChild[] };

export type BonusAction = {
  type: string;
  bonusable_type: string | null;
  bonusable_id: number | null;
  impact_on_balance: number;
  optional_impact: number;
};

/** The bonus action the optional content of a post pays (docs/points.md, "The bonuses"). */
export const OPTIONAL_CONTENT_ACTION = 'optional_content';
/** The generic post bonus, for a type without its own post_approved_<type> action. */
export const POST_APPROVED_ACTION = 'post_approved';

export const PROMOTED_SECTIONS = ['hero-section', 'category-hero-section'] as const;
export type PromotedSection = (typeof PROMOTED_SECTIONS)[number];

export type FeedItemsParams = {
  page?: number;
  per_page?: number;
  include_filters?: boolean;
  filters?: FeedFilters;
  sort?: FeedSort;
};

export async function getFeedItems(api: ApiClient, params: FeedItemsParams = {}): Promise<FeedPage> {
  const { include_filters, ...rest } = params;
  const query = include_filters ? { ...rest, include_filters: 1 } : rest;
  return (await api.get<FeedPage>('/feed-items', { params: query })).data;
}

export async function getPost(api: ApiClient, id: number): Promise<PostDetail> {
  return (await api.get<{ data: PostDetail }>(`/posts/${encodeURIComponent(id)}`)).data.data;
}

export async function getOnlinePromo(api: ApiClient, id: number): Promise<OnlinePromoDetail> {
  return (await api.get<{ data: OnlinePromoDetail }>(`/online-promos/${encodeURIComponent(id)}`)).data.data;
}

export async function getFolderItem(api: ApiClient, id: number): Promise<FolderItemDetail> {
  return (await api.get<{ data: FolderItemDetail }>(`/folder-items/${encodeURIComponent(id)}`)).data.data;
}

export async function getPromotedPromos(
  api: ApiClient,
  params: { section: PromotedSection; category?: number | string },
): Promise<FeedItem[]> {
  return (await api.get<{ data: FeedItem[] }>('/promoted-promo', { params })).data.data;
}

export async function getTypes(api: ApiClient): Promise<PromoType[]> {
  return (await api.get<{ data: PromoType[] }>('/types')).data.data;
}

export async function getBonusActions(api: ApiClient): Promise<BonusAction[]> {
  return (await api.get<{ data: BonusAction[] }>('/bonus-actions')).data.data;
}
