import type { ApiClient } from './client';
import type { FolderSummary } from './folders';
import type { Paginated } from './types';

/** docs/product.md, Limits: previews of stores, webshops, brands and products show 13. */
export const CATALOGUE_PAGE_SIZE = 13;
/** Webshop autocomplete of the post wizard. */
export const WEBSHOP_SEARCH_LIMIT = 20;
export const WEBSHOP_SEARCH_MIN_LENGTH = 2;

export const CATALOGUE_SORTS = ['popular', 'az'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** docs/product.md, Entities: paid 1, semi-paid 2, free 3. */
export const FOLDER_CLIENT_TYPE = { paid: 1, semiPaid: 2, free: 3 } as const;
export type FolderClientType = (typeof FOLDER_CLIENT_TYPE)[keyof typeof FOLDER_CLIENT_TYPE];

// ---- Categories

export type CategoryTranslation = {
  title: string;
  /** Only categories with a simplified title appear in the category strip. */
  simplified_title: string | null;
  slug: string;
  /** The category's promos page, e.g. `/fr/promos/mode`. */
  route: string;
  description: string | null;
};

export type Category = {
  id: number;
  parent_id: number | null;
  icon: string | null;
  translation: CategoryTranslation;
};

/** A popular category with the number of its current promos. */
export type PopularCategory = Category & { promos_count: number };

// ---- Stores

export type StoreTranslation = {
  title: string;
  slug: string;
  /** `/store/{slug}` in the request locale. */
  route: string;
  /** The store's folders page, `/folders/{slug}` (French `/fr/depliants/{slug}`). */
  folders_route: string;
  description: string | null;
};

export type StoreSummary = {
  id: number;
  image_url: string | null;
  folder_client_type: FolderClientType;
  /** folder_client_type is paid (1). */
  is_paid_client: boolean;
  /** Current folders only. */
  folders_count: number;
  /** Personal; false for guests. */
  is_subscribed: boolean;
  translation: StoreTranslation;
};

export type Store = StoreSummary & { active_folders: FolderSummary[] };

export type StoreDetail = Store & {
  website_url: string | null;
  upcoming_folders: FolderSummary[];
  /** Folders that expired in the last 60 days, most recent first. */
  expired_folders: FolderSummary[];
};

// ---- Webshops, brands, products

export type CatalogueTranslation = {
  title: string;
  slug: string;
  route: string;
  simplified_title: string | null;
  description: string | null;
};

export type Webshop = {
  id: number;
  image_url: string | null;
  is_subscribed: boolean;
  translation: CatalogueTranslation & { affiliate_url: string | null };
};

export type WebshopDetail = Webshop & {
  website_url: string | null;
  /** `/goto/{key}` when a goto link points to this webshop. */
  goto_url: string | null;
  /** Current (not expired) promos of this webshop. */
  promos_count: number;
};

/** An autocomplete suggestion of `/webshops/search`. */
export type WebshopSuggestion = { id: number; image_url: string | null; translation: { title: string; slug: string } };

export type Brand = {
  id: number;
  image_url: string | null;
  is_subscribed: boolean;
  translation: CatalogueTranslation;
};

export type Product = {
  id: number;
  image_url: string | null;
  brand_id: number | null;
  category_id: number | null;
  is_subscribed: boolean;
  translation: CatalogueTranslation;
};

export type ProductDetail = Product & { brand: Brand | null; category: Category | null };

// ---- Calls

export type CatalogueListParams = {
  page?: number;
  per_page?: number;
  sort?: CatalogueSort;
  q?: string;
};

export type StoreListParams = CatalogueListParams & {
  /** Only paid clients (folder_client_type 1): the "popular stores" block. */
  filters?: { paid?: boolean };
};

export type ProductListParams = CatalogueListParams & {
  filters?: { brands?: number[]; categories?: number[] };
};

const path = (prefix: string, key: string | number) => `${prefix}/${encodeURIComponent(String(key))}`;

export async function getCategories(api: ApiClient): Promise<Category[]> {
  return (await api.get<{ data: Category[] }>('/categories')).data.data;
}

export async function getCategory(api: ApiClient, slugOrId: string | number): Promise<Category> {
  return (await api.get<{ data: Category }>(path('/category', slugOrId))).data.data;
}

export async function getPopularCategories(api: ApiClient): Promise<PopularCategory[]> {
  return (await api.get<{ data: PopularCategory[] }>('/categories/popular')).data.data;
}

export async function getStores(api: ApiClient, params: StoreListParams = {}): Promise<Paginated<Store>> {
  const { filters, ...rest } = params;
  const query = { ...rest, filters: filters?.paid ? { paid: 1 } : undefined };
  return (await api.get<Paginated<Store>>('/stores', { params: query })).data;
}

export async function getLatestStores(api: ApiClient): Promise<Store[]> {
  return (await api.get<{ data: Store[] }>('/stores/latest-stores')).data.data;
}

export async function getStore(api: ApiClient, slug: string): Promise<StoreDetail> {
  return (await api.get<{ data: StoreDetail }>(path('/store', slug))).data.data;
}

export async function getWebshops(api: ApiClient, params: CatalogueListParams = {}): Promise<Paginated<Webshop>> {
  return (await api.get<Paginated<Webshop>>('/webshops', { params })).data;
}

export async function getLatestWebshops(api: ApiClient): Promise<Webshop[]> {
  return (await api.get<{ data: Webshop[] }>('/webshops/latest-webshops')).data.data;
}

/** Autocomplete; a query shorter than WEBSHOP_SEARCH_MIN_LENGTH answers an empty list. */
export async function searchWebshops(api: ApiClient, q: string): Promise<WebshopSuggestion[]> {
  return (await api.get<{ data: WebshopSuggestion[] }>('/webshops/search', { params: { q } })).data.data;
}

export async function getWebshop(api: ApiClient, slug: string): Promise<WebshopDetail> {
  return (await api.get<{ data: WebshopDetail }>(path('/webshop', slug))).data.data;
}

export async function getBrands(api: ApiClient, params: CatalogueListParams = {}): Promise<Paginated<Brand>> {
  return (await api.get<Paginated<Brand>>('/brands', { params })).data;
}

export async function getBrand(api: ApiClient, slug: string): Promise<Brand> {
  return (await api.get<{ data: Brand }>(path('/brand', slug))).data.data;
}

export async function getProducts(api: ApiClient, params: ProductListParams = {}): Promise<Paginated<Product>> {
  return (await api.get<Paginated<Product>>('/products', { params })).data;
}

export async function getProduct(api: ApiClient, slug: string): Promise<ProductDetail> {
  return (await api.get<{ data: ProductDetail }>(path('/product', slug))).data.data;
}
