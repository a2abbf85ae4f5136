import 'server-only';
import { getBrands, getCategories, getProducts, getStores, getWebshops } from '@/lib/api/catalogue';
import type { ApiClient } from '@/lib/api/client';
import { getNews, getNewsCategories, getPages } from '@/lib/api/content';
import { getFeedItems } from '@/lib/api/feed';
import { getServerApi } from '@/lib/api/server';
import type { Paginated } from '@/lib/api/types';
import { absoluteUrl } from '@/lib/seo/metadata';
import { locales, type Locale } from '@/lib/i18n/routing';
import { errorMessage, logger } from '@/lib/log/logger';
import { buildSitemapEntries, type SitemapData, type SitemapEntry, type SitemapPromo } from './sitemap';

/** The API's largest page. */
const PER_PAGE = 100;
/** A runaway `last_page` must not keep a sitemap request busy forever. */
const MAX_PAGES = 2_000;
/** How long the built list is reused: crawlers fetch the index and every file within minutes. */
export const SITEMAP_TTL_MS = 60 * 60 * 1000;

/** Every item of a paginated list, page by page until the last. */
export async function collectPages<T>(fetchPage: (page: number) => Promise<Paginated<T>>, maxPages = MAX_PAGES): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await fetchPage(page);
    items.push(...result.data);
    if (result.data.length === 0 || page >= result.meta.last_page) break;
  }
  return items;
}

async function perLocale<T>(load: (api: ApiClient) => Promise<T[]>, apis: Record<Locale, ApiClient>): Promise<Record<Locale, T[]>> {
  const [nl, fr] = await Promise.all(locales.map((locale) => load(apis[locale])));
  return { nl: nl ?? [], fr: fr ?? [] };
}

/** Everything the sitemap lists, from the public API (one client per locale: slugs differ per language). */
export async function loadSitemapData(apis: Record<Locale, ApiClient>): Promise<SitemapData> {
  const nlApi = apis.nl;
  const [pages, categories, stores, webshops, brands, products, newsCategories, articles, feed] = await Promise.all([
    getPages(nlApi),
    perLocale((api) => getCategories(api), apis),
    perLocale((api) => collectPages((page) => getStores(api, { page, per_page: PER_PAGE })), apis),
    perLocale((api) => collectPages((page) => getWebshops(api, { page, per_page: PER_PAGE })), apis),
    perLocale((api) => collectPages((page) => getBrands(api, { page, per_page: PER_PAGE })), apis),
    perLocale((api) => collectPages((page) => getProducts(api, { page, per_page: PER_PAGE })), apis),
    getNewsCategories(nlApi),
    collectPages((page) => getNews(nlApi, { page, per_page: PER_PAGE })),
    collectPages((page) =>
      getFeedItems(nlApi, {
        page,
        per_page: PER_PAGE,
        sort: 'newest',
        filters: { morphable_types: ['Post', 'OnlinePromo', 'FolderItem'] },
      }),
    ),
  ]);
  const promos: SitemapPromo[] = feed.flatMap((item) =>
    item.morphable_type === 'Folder' ? [] : [{ type: item.morphable_type, id: item.morphable_id, published_at: item.data.published_at }],
  );
  return { pages, categories, stores, webshops, brands, products, newsCategories, articles, promos };
}

type Cached = { entries: SitemapEntry[]; builtAt: number };
type Holder = { value?: Cached; pending?: Promise<Cached> };

// The index route and the sitemap files are separate bundles; one list per process serves both.
const KEY = Symbol.for('deals.seo.sitemap');
const holder: Holder = ((globalThis as { [KEY]?: Holder })[KEY] ??= {});

async function build(): Promise<Cached> {
  const [nl, fr] = await Promise.all(locales.map((locale) => getServerApi({ locale })));
  if (!nl || !fr) throw new Error('No API client');
  const data = await loadSitemapData({ nl, fr });
  return { entries: buildSitemapEntries(data, absoluteUrl), builtAt: Date.now() };
}

function logBuildFailure(error: unknown): void {
  logger.error('sitemap_build_failed', { message: errorMessage(error) });
}

function rebuild(): Promise<Cached> {
  holder.pending ??= build()
    .then((built) => {
      holder.value = built;
      return built;
    })
    .finally(() => {
      holder.pending = undefined;
    });
  return holder.pending;
}

/**
 * The sitemap entries, built at most once an hour per process and shared by simultaneous requests.
 * Only the very first request waits for the build: afterwards an expired list is served while a new
 * one is built in the background, and a failed rebuild (logged) keeps the previous list.
 */
export async function sitemapEntries(now = Date.now()): Promise<Cached> {
  const current = holder.value;
  if (current) {
    if (now - current.builtAt >= SITEMAP_TTL_MS) rebuild().catch(logBuildFailure);
    return current;
  }
  try {
    return await rebuild();
  } catch (error) {
    logBuildFailure(error);
    throw error;
  }
}
