import { pathnames, locales, defaultLocale, type Locale } from '@/lib/i18n/routing';
import type { Rng } from './prng';

/**
 * What the fuzzer aims at: every API route of the API's OpenAPI document (GET /api/openapi.json, read
 * from the server at run time, so a new route is covered without touching this file) and every page route of lib/i18n/routing.ts in
 * both locales, each with its dynamic segments filled from the demo catalogue as the API serves it.
 */

export type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string; values: string[] };

export type FuzzRoute = {
  /** How reports name the route: `api PUT /api/posts/:id/:action`, `page fr /depliants/[storeSlug]`. */
  id: string;
  kind: 'api' | 'page';
  /** The declared method (pages: GET). */
  method: string;
  segments: Segment[];
  /** Never sent with the member's session: it would end the session (logout) or the account. */
  noSession: boolean;
};

/** Real values from the demo catalogue, by kind. Every list has at least one entry. */
export type Catalogue = Record<CatalogueKey, string[]>;

const CATALOGUE_KEYS = [
  'storeSlugNl', 'storeSlugFr', 'storeId', 'webshopSlugNl', 'webshopSlugFr', 'webshopId', 'brandSlug', 'brandId',
  'productSlug', 'productId', 'categorySlugNl', 'categorySlugFr', 'categoryId', 'newsCategorySlug', 'articleId',
  'articlePath', 'folderId', 'folderPathNl', 'folderDate', 'folderItemId', 'onlinePromoId', 'postId', 'userId',
  'cmsSlugNl', 'cmsSlugFr', 'gotoKey', 'prizeId',
] as const;
export type CatalogueKey = (typeof CATALOGUE_KEYS)[number];

type Json = Record<string, unknown>;
const asList = (value: unknown): Json[] => (Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : []);
const field = (item: Json, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Json)[key] : undefined), item);
const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const collect = (items: Json[], ...path: string[]): string[] => items.map((item) => text(field(item, ...path))).filter((value): value is string => value !== null);

/** Reads the catalogue through the API; `get` answers the parsed JSON body of a GET (null on failure). */
export async function loadCatalogue(get: (path: string, locale: Locale) => Promise<unknown>): Promise<Catalogue> {
  const data = async (path: string, locale: Locale = 'nl') => asList(field(((await get(path, locale)) ?? {}) as Json, 'data'));
  const [storesNl, storesFr, webshopsNl, webshopsFr, brands, products, categoriesNl, categoriesFr, newsCategories, news, folders, feed, pages] =
    await Promise.all([
      data('/api/stores?per_page=40'),
      data('/api/stores?per_page=40', 'fr'),
      data('/api/webshops?per_page=40'),
      data('/api/webshops?per_page=40', 'fr'),
      data('/api/brands?per_page=40'),
      data('/api/products?per_page=40'),
      data('/api/categories'),
      data('/api/categories', 'fr'),
      data('/api/news-categories'),
      data('/api/news?per_page=30'),
      data('/api/folders?per_page=40'),
      data('/api/feed-items?per_page=100'),
      data('/api/pages'),
    ]);
  const folderId = collect(folders, 'id');
  const firstFolder = folderId[0];
  const folderDetail = firstFolder ? ((await get(`/api/folders/${firstFolder}?include=pages.items`, 'nl')) as Json | null) : null;
  const feedIds = (type: string) => collect(feed.filter((item) => item.morphable_type === type), 'morphable_id');
  const folderItems = asList(field(folderDetail ?? {}, 'data', 'pages')).flatMap((page) => asList(page.items));
  const folderRoutes = collect(folders, 'route');
  const found: Record<CatalogueKey, string[]> = {
    storeSlugNl: collect(storesNl, 'translation', 'slug'),
    storeSlugFr: collect(storesFr, 'translation', 'slug'),
    storeId: collect(storesNl, 'id'),
    webshopSlugNl: collect(webshopsNl, 'translation', 'slug'),
    webshopSlugFr: collect(webshopsFr, 'translation', 'slug'),
    webshopId: collect(webshopsNl, 'id'),
    brandSlug: collect(brands, 'translation', 'slug'),
    brandId: collect(brands, 'id'),
    productSlug: collect(products, 'translation', 'slug'),
    productId: collect(products, 'id'),
    categorySlugNl: collect(categoriesNl, 'translation', 'slug'),
    categorySlugFr: collect(categoriesFr, 'translation', 'slug'),
    categoryId: collect(categoriesNl, 'id'),
    newsCategorySlug: collect(newsCategories, 'translation', 'slug'),
    articleId: collect(news, 'id'),
    articlePath: news.map((item) => `${text(field(item, 'category', 'slug')) ?? ''}/${text(field(item, 'translation', 'slug')) ?? ''}`),
    folderId,
    folderPathNl: folderRoutes.map((route) => route.split('/').slice(2).join('/')),
    folderDate: collect(folders, 'valid_from'),
    folderItemId: [...collect(folderItems, 'id'), ...feedIds('FolderItem')],
    onlinePromoId: feedIds('OnlinePromo'),
    postId: feedIds('Post'),
    userId: collect(feed, 'data', 'user', 'id'),
    cmsSlugNl: collect(pages.filter((page) => field(page, 'locale', 'slug') === 'nl'), 'slug'),
    cmsSlugFr: collect(pages.filter((page) => field(page, 'locale', 'slug') === 'fr'), 'slug'),
    gotoKey: ['app-ios', 'app-android', 'facebook', 'nieuwsbrief'],
    prizeId: ['1', '2', '3'],
  };
  // A list the API did not fill (an empty demo table) still gets a plausible value.
  for (const key of CATALOGUE_KEYS) if (found[key].length === 0) found[key] = key.endsWith('Id') ? ['1'] : ['demo'];
  for (const key of CATALOGUE_KEYS) found[key] = [...new Set(found[key])].slice(0, 40);
  return found;
}

// ---- API routes

/** Which catalogue list fills an API path parameter, by the segment before it (or the param's own name). */
const API_PARAM_SOURCES: Record<string, CatalogueKey> = {
  'store:slug': 'storeSlugNl', 'webshop:slug': 'webshopSlugNl', 'brand:slug': 'brandSlug', 'product:slug': 'productSlug',
  'category:key': 'categorySlugNl', 'folders:id': 'folderId', 'posts:id': 'postId', 'online-promos:id': 'onlinePromoId',
  'folder-items:id': 'folderItemId', 'profile:userId': 'userId', 'pages:slug': 'cmsSlugNl', 'news-categories:slug': 'newsCategorySlug',
  'news:id': 'articleId', 'goto:key': 'gotoKey', 'webshops:id': 'webshopId', 'stores:id': 'storeId', 'brands:id': 'brandId',
  'products:id': 'productId', 'folders:date': 'folderDate',
};

/** Values for a parameter the document constrains with a pattern (Hono's, anchored), e.g. `^step-[0-9]+$`. */
function patternValues(pattern: string): string[] | null {
  if (pattern === '^step-[0-9]+$') return ['step-1', 'step-2', 'step-3'];
  if (pattern === '^.+$') return ['avatars/1.png', 'posts/2026/photo.jpg'];
  return null;
}

type ParamSchema = { enum?: unknown[]; pattern?: string };

function apiParamValues(previous: string, name: string, schema: ParamSchema, catalogue: Catalogue): string[] {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.map(String);
  const constrained = schema.pattern ? patternValues(schema.pattern) : null;
  if (constrained) return constrained;
  if (name === 'provider') return ['google', 'facebook', 'apple'];
  if (name === 'kind') return ['store', 'webshop', 'brand', 'product', 'folder-cover', 'avatar'];
  if (name === 'file') return ['1.svg', '5.png'];
  if (name === 'date' || name === 'folderSlug') return catalogue.folderDate;
  const source = API_PARAM_SOURCES[`${previous}:${name}`] ?? API_PARAM_SOURCES[`${previous.replace(/s$/, '')}:${name}`];
  return source ? catalogue[source] : ['1'];
}

/** The part of GET /api/openapi.json the fuzzer reads: paths, methods and path parameters' schemas. */
export type ApiDocument = {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; schema?: ParamSchema }> }>>;
};

const NO_SESSION = new Set(['POST /api/token/logout', 'POST /api/me/request-account-delete']);
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

export function apiRoutes(document: ApiDocument, catalogue: Catalogue): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      if (!METHODS.has(lowerMethod)) continue;
      const method = lowerMethod.toUpperCase();
      const schemas = new Map((operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, parameter.schema ?? {}]));
      const parts = path.split('/').slice(1);
      const segments: Segment[] = parts.map((part, index) => {
        const param = /^\{(\w+)\}$/.exec(part);
        if (!param?.[1]) return { kind: 'static', text: part };
        return { kind: 'param', name: param[1], values: apiParamValues(parts[index - 1] ?? '', param[1], schemas.get(param[1]) ?? {}, catalogue) };
      });
      const label = path.replace(/\{(\w+)\}/g, ':$1');
      routes.push({ id: `api ${method} ${label}`, kind: 'api', method, segments, noSession: NO_SESSION.has(`${method} ${path}`) });
    }
  }
  return routes;
}

// ---- Page routes

type PageParam = Partial<Record<Locale, CatalogueKey>> & { any?: CatalogueKey; values?: string[] };

/** Which catalogue list fills a page's dynamic segment, per route and param name. */
function pageParamSource(route: string, name: string): PageParam {
  switch (`${route.split('/')[1] ?? ''}:${name}`) {
    case 'brand:brandSlug': return { any: 'brandSlug' };
    case 'folder-promos:id': return { any: 'folderItemId' };
    case 'folders:storeSlug': return { nl: 'storeSlugNl', fr: 'storeSlugFr' };
    case 'folders:folderDate': return { any: 'folderDate' };
    case 'goto:key': return { any: 'gotoKey' };
    case 'nieuws:categorySlug': return { any: 'newsCategorySlug' };
    case 'online-promos:id': return { any: 'onlinePromoId' };
    case 'posts:id': return { any: 'postId' };
    case 'prijzenpot:prizeId': return { any: 'prizeId' };
    case 'product:productSlug': return { any: 'productSlug' };
    case 'profiel:userId': return { any: 'userId' };
    case 'promos:categorySlug': return { nl: 'categorySlugNl', fr: 'categorySlugFr' };
    case 'store:storeSlug': return { nl: 'storeSlugNl', fr: 'storeSlugFr' };
    case 'webshop:webshopSlug': return { nl: 'webshopSlugNl', fr: 'webshopSlugFr' };
    case ':page': return { nl: 'cmsSlugNl', fr: 'cmsSlugFr' };
    default: return { values: ['demo'] };
  }
}

/** Pages that are not in the routing table but answer on the site (metadata routes, the query-view page). */
const EXTRA_PAGE_PATHS = ['/sitemap.xml', '/robots.txt', '/query-view/promos', '/nl'];

export function pageRoutes(catalogue: Catalogue): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const locale of locales) {
    for (const [route, value] of Object.entries(pathnames)) {
      const template: string = typeof value === 'string' ? value : value[locale];
      const prefix: Segment[] = locale === defaultLocale ? [] : [{ kind: 'static', text: locale }];
      const segments: Segment[] = [...prefix];
      for (const part of template.split('/').slice(1)) {
        if (part === '') continue;
        const param = /^\[(\w+)\]$/.exec(part);
        if (!param?.[1]) {
          segments.push({ kind: 'static', text: part });
          continue;
        }
        const source = pageParamSource(route, param[1]);
        const key = source[locale] ?? source.any;
        let values = key ? catalogue[key] : (source.values ?? ['demo']);
        // A news article lives under its own category: fill both segments from one article path.
        if (route === '/nieuws/[categorySlug]/[articleSlug]') values = catalogue.articlePath.map((path) => path.split('/')[param[1] === 'categorySlug' ? 0 : 1] ?? 'demo');
        if (route === '/folders/[storeSlug]/[folderDate]' && locale === 'nl') {
          values = catalogue.folderPathNl.map((path) => path.split('/')[param[1] === 'storeSlug' ? 0 : 1] ?? 'demo');
        }
        segments.push({ kind: 'param', name: param[1], values });
      }
      routes.push({ id: `page ${locale} ${template}`, kind: 'page', method: 'GET', segments, noSession: false });
    }
  }
  for (const path of EXTRA_PAGE_PATHS) {
    routes.push({ id: `page ${path}`, kind: 'page', method: 'GET', segments: path.split('/').slice(1).map((text) => ({ kind: 'static', text })), noSession: false });
  }
  return routes;
}

/**
 * The route's path with real values; `pairIndex` keeps related params (article category + slug, folder
 * store + date) from the same catalogue entry. Values are percent-encoded as a browser would.
 */
export function realPath(route: FuzzRoute, rng: Rng): string {
  const pairIndex = rng.int(1_000);
  const parts = route.segments.map((segment) =>
    segment.kind === 'static' ? segment.text : encodeURIComponent(segment.values[pairIndex % segment.values.length] ?? '1'),
  );
  return `/${parts.join('/')}`;
}
