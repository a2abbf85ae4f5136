import type { MetadataRoute } from 'next';
import type { Brand, Category, Product, Store, Webshop } from '@/lib/api/catalogue';
import type { Article, CmsPageSummary, NewsCategory } from '@/lib/api/content';
import { matchRoute } from '@/lib/i18n/match-route';
import { localizedPath } from '@/lib/i18n/paths';
import { defaultLocale, locales, type AppPathname, type Locale } from '@/lib/i18n/routing';
import { safeInternalPath } from '@/lib/navigation/safe-url';
import { contentLanguageOf } from './content-language';

export type SitemapEntry = MetadataRoute.Sitemap[number];

/** URLs per sitemap file (search engines accept 50,000; smaller files are quicker to build and fetch). */
export const SITEMAP_CHUNK_SIZE = 5_000;

/** List routes every visitor can open, in the order they are listed. */
export const SITEMAP_LIST_ROUTES: readonly AppPathname[] = [
  '/promos',
  '/folders',
  '/store',
  '/webshop',
  '/brand',
  '/product',
  '/nieuws',
  '/deal-alerts',
];

export type SitemapPromo = { type: 'Post' | 'OnlinePromo' | 'FolderItem'; id: number; published_at?: string | null };

const PROMO_ROUTES: Record<SitemapPromo['type'], AppPathname> = {
  Post: '/posts/[id]',
  OnlinePromo: '/online-promos/[id]',
  FolderItem: '/folder-promos/[id]',
};

type PerLocale<T> = Record<Locale, readonly T[]>;

/** What the sitemap is built from: lists whose slugs differ per language come once per locale. */
export type SitemapData = {
  pages: readonly CmsPageSummary[];
  categories: PerLocale<Category>;
  /** With their `active_folders` (the current folders). */
  stores: PerLocale<Store>;
  webshops: PerLocale<Webshop>;
  brands: PerLocale<Brand>;
  products: PerLocale<Product>;
  /** News is Dutch content on both sites: listed at its Dutch addresses only (content-language.ts). */
  newsCategories: readonly NewsCategory[];
  articles: readonly Article[];
  /** Current promos (posts, online promos, folder promos). */
  promos: readonly SitemapPromo[];
};

type Paths = Partial<Record<Locale, string>>;
type EntryOptions = { lastModified?: string | Date | null };

/**
 * One entry per locale of a page, each listing every language version (plus x-default, the Dutch
 * one) as `alternates.languages`, so search engines see the pair from both sides.
 */
export function localeEntries(paths: Paths, toAbsolute: (path: string) => string, options: EntryOptions = {}): SitemapEntry[] {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = safeInternalPath(paths[locale]);
    if (path !== null) languages[locale] = toAbsolute(path);
  }
  const present = locales.filter((locale) => languages[locale]);
  if (present.length === 0) return [];
  const xDefault = languages[defaultLocale] ?? languages[present[0] as Locale];
  if (xDefault) languages['x-default'] = xDefault;
  const lastModified = options.lastModified ? new Date(options.lastModified) : undefined;
  const validDate = lastModified && !Number.isNaN(lastModified.getTime()) ? lastModified : undefined;
  return present.map((locale) => ({
    url: languages[locale] as string,
    ...(validDate ? { lastModified: validDate } : {}),
    alternates: { languages: { ...languages } },
  }));
}

/** The same route in both locales with the same params; only in its language for one-language content. */
function routePaths(route: AppPathname, params: Record<string, string | number> = {}): Paths {
  const only = contentLanguageOf(route);
  return Object.fromEntries((only ? [only] : locales).map((locale) => [locale, localizedPath(route, locale, params)]));
}

/** Per-locale lists joined by id into the paths of each item (`pick` reads the `route` field of a locale's copy). */
function joinById<T extends { id: number }>(lists: PerLocale<T>, pick: (item: T) => string | null | undefined): Map<number, Paths> {
  const joined = new Map<number, Paths>();
  for (const locale of locales) {
    for (const item of lists[locale]) {
      const path = pick(item);
      if (!path) continue;
      const paths = joined.get(item.id) ?? {};
      paths[locale] = path;
      joined.set(item.id, paths);
    }
  }
  return joined;
}

/** CMS pages grouped by translation; pages living on their own app route (`/nieuwsbrief-bijna`) are left out. */
function cmsPagePaths(pages: readonly CmsPageSummary[]): Paths[] {
  const groups = new Map<string, Paths>();
  for (const page of pages) {
    const matched = safeInternalPath(page.route) === null ? null : matchRoute(page.route);
    if (!matched || matched.route !== '/[page]' || matched.locale !== page.locale.slug) continue;
    const paths = groups.get(page.group_key) ?? {};
    paths[page.locale.slug] = page.route;
    groups.set(page.group_key, paths);
  }
  return [...groups.values()];
}

/** Folders of the stores' `active_folders`, joined across locales by folder id. */
function folderPaths(stores: PerLocale<Store>): Map<number, Paths> {
  const joined = new Map<number, Paths>();
  for (const locale of locales) {
    for (const store of stores[locale]) {
      for (const folder of store.active_folders ?? []) {
        const paths = joined.get(folder.id) ?? {};
        paths[locale] = folder.route;
        joined.set(folder.id, paths);
      }
    }
  }
  return joined;
}

/**
 * Every public URL of the site in both locales (docs/product.md, Routes): home, the list routes, CMS pages,
 * promo categories, stores and their folder pages, current folders, webshops, brands, products,
 * news categories and articles (Dutch only), and current promos.
 */
export function buildSitemapEntries(data: SitemapData, toAbsolute: (path: string) => string): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const add = (paths: Paths, options?: EntryOptions) => entries.push(...localeEntries(paths, toAbsolute, options));

  add(routePaths('/'));
  for (const route of SITEMAP_LIST_ROUTES) add(routePaths(route));
  for (const paths of cmsPagePaths(data.pages)) add(paths);
  for (const paths of joinById(data.categories, (category) => category.translation.route).values()) add(paths);
  for (const paths of joinById(data.stores, (store) => store.translation.route).values()) add(paths);
  for (const paths of joinById(data.stores, (store) => store.translation.folders_route).values()) add(paths);
  for (const paths of folderPaths(data.stores).values()) add(paths);
  for (const paths of joinById(data.webshops, (webshop) => webshop.translation.route).values()) add(paths);
  for (const paths of joinById(data.brands, (brand) => brand.translation.route).values()) add(paths);
  for (const paths of joinById(data.products, (product) => product.translation.route).values()) add(paths);
  for (const category of data.newsCategories) {
    add(routePaths('/nieuws/[categorySlug]', { categorySlug: category.translation.slug }));
  }
  for (const article of data.articles) {
    add(
      routePaths('/nieuws/[categorySlug]/[articleSlug]', {
        categorySlug: article.category.translation.slug,
        articleSlug: article.translation.slug,
      }),
      { lastModified: article.published_at },
    );
  }
  const seen = new Set<string>();
  for (const promo of data.promos) {
    const key = `${promo.type}:${promo.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    add(routePaths(PROMO_ROUTES[promo.type], { id: promo.id }), { lastModified: promo.published_at });
  }

  const unique = new Set<string>();
  return entries.filter((entry) => {
    if (unique.has(entry.url)) return false;
    unique.add(entry.url);
    return true;
  });
}

/** How many sitemap files the entries need (at least one, so the index is never empty). */
export function sitemapCount(entries: readonly SitemapEntry[], chunkSize = SITEMAP_CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(entries.length / chunkSize));
}

/** The entries of sitemap file `id` (0-based); empty for an id out of range. */
export function sitemapChunk(entries: readonly SitemapEntry[], id: number, chunkSize = SITEMAP_CHUNK_SIZE): SitemapEntry[] {
  if (!Number.isInteger(id) || id < 0) return [];
  return entries.slice(id * chunkSize, (id + 1) * chunkSize);
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A sitemap index (sitemaps.org) listing the sitemap files. */
export function sitemapIndexXml(urls: readonly string[], lastModified?: Date): string {
  const stamp = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  const items = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc>${stamp}</sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** The path of sitemap file `id`, as Next serves `app/sitemaps/sitemap.ts` with `generateSitemaps`. */
export function sitemapFilePath(id: number): string {
  return `/sitemaps/sitemap/${id}.xml`;
}
