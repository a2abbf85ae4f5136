import type { ApiClient } from '@/lib/api/client';
import { getBrands, getProducts, getStores, getWebshops, type CatalogueSort } from '@/lib/api/catalogue';

/** The four catalogue sections (docs/product.md, Routes) with an index and detail route each. */
export const CATALOGUE_KINDS = ['store', 'webshop', 'brand', 'product'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** A store, webshop, brand or product as the index pages show it. */
export type CatalogueEntry = {
  id: number;
  title: string;
  /** The detail page as the API gives it, already localized (`/fr/store/{slug}` in French). */
  route: string;
  imageUrl: string | null;
  /** Stores only: current folders. */
  foldersCount?: number;
};

export type CatalogueEntryPage = { entries: CatalogueEntry[]; page: number; lastPage: number; total: number };

export type CatalogueEntryQuery = {
  page?: number;
  per_page: number;
  sort: CatalogueSort;
  q?: string;
  /** Products only: those of these brands. */
  brands?: number[];
};

type Listed = { id: number; image_url: string | null; translation: { title: string; route: string }; folders_count?: number };

function toEntry(item: Listed): CatalogueEntry {
  return {
    id: item.id,
    title: item.translation.title,
    route: item.translation.route,
    imageUrl: item.image_url,
    ...(item.folders_count === undefined ? {} : { foldersCount: item.folders_count }),
  };
}

/** One page of a catalogue list, on the server (`getServerApi()`) or in the browser (`getBrowserApi()`). */
export async function listCatalogueEntries(api: ApiClient, kind: CatalogueKind, query: CatalogueEntryQuery): Promise<CatalogueEntryPage> {
  const { brands, ...rest } = query;
  const params = { ...rest, q: query.q || undefined };
  const list =
    kind === 'store'
      ? await getStores(api, params)
      : kind === 'webshop'
        ? await getWebshops(api, params)
        : kind === 'brand'
          ? await getBrands(api, params)
          : await getProducts(api, { ...params, filters: brands ? { brands } : undefined });
  const items: Listed[] = list.data;
  return { entries: items.map(toEntry), page: list.meta.current_page, lastPage: list.meta.last_page, total: list.meta.total };
}
