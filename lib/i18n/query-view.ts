import { safeDecodeURIComponent } from '@/lib/http/url-text';
import { localizedPath } from './paths';
import { defaultLocale, type AppPathname, type Locale } from './routing';

/**
 * Query variants of the cacheable list pages (docs/architecture.md, Caching).
 *
 * A page that reads `searchParams` cannot be cached (ISR) in production, yet the bare list pages —
 * home, /promos, a category, /folders, an entity's promos — are what most guests open. So each list
 * route's own `page.tsx` renders it without a query and is cached, and one generic page,
 * `/[locale]/query-view/[...route]`, renders any of them per request with the query (`?page=2`,
 * filters, `q`), through the same body module. The proxy rewrites a request there only when its
 * query changes the page; tracking parameters keep the cached page. Visitors and crawlers only ever
 * see the route's own address.
 */
export const QUERY_VIEW_SEGMENT = 'query-view';

/**
 * The list routes whose query changes the page. One generic page, app/[locale]/query-view/[...route],
 * renders any of them with its query. Moving between a cached page and that page remounts the page
 * (another route tree): focus is carried over by the filter controls (components/filters/keep-focus.ts),
 * and the phone's filter sheet keeps its open state outside the page
 * (components/filters/filter-sheet.ts).
 */
export const QUERY_VIEW_ROUTE_LIST = [
  '/',
  '/promos',
  '/promos/[categorySlug]',
  '/folders',
  '/folders/[storeSlug]/[folderDate]',
  '/store/[storeSlug]',
  '/webshop/[webshopSlug]',
  '/brand/[brandSlug]',
  '/product/[productSlug]',
  '/nieuws',
  '/nieuws/[categorySlug]',
  '/profiel/[userId]',
] as const satisfies readonly AppPathname[];

export type QueryViewRoute = (typeof QUERY_VIEW_ROUTE_LIST)[number];

/**
 * The folder viewer's query page is a page of its own (app/[locale]/query-view/folders/[storeSlug]/[folderDate]):
 * a page's scripts and styles are those of every module it imports, and the viewer's (Swiper and its
 * styles) would otherwise load on every filtered list (docs/performance.md, "The generic query page").
 */
export const OWN_QUERY_PAGE_ROUTE = '/folders/[storeSlug]/[folderDate]' satisfies QueryViewRoute;

/** The list routes the generic query page renders. */
export type GenericQueryViewRoute = Exclude<QueryViewRoute, typeof OWN_QUERY_PAGE_ROUTE>;

export const QUERY_VIEW_ROUTES: ReadonlySet<AppPathname> = new Set<AppPathname>(QUERY_VIEW_ROUTE_LIST);

/** The names of a route template's dynamic segments: `'/folders/[storeSlug]/[folderDate]'` → `'storeSlug' | 'folderDate'`. */
type ParamNames<T extends string> = T extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The params a page of a route receives (the locale and the route's own). */
export type RouteParams<R extends string> = { locale: string } & { [K in ParamNames<R>]: string };

/** The segment the generic page receives for home: `/nl` has no segment of its own. */
const HOME_SEGMENT = 'home';

/**
 * Which list route the generic page's segments name (already decoded by Next, so they are compared
 * as they are), with that route's params; null when they name none (a 404).
 */
export function matchQueryViewRoute(segments: readonly string[]): { route: QueryViewRoute; params: Record<string, string> } | null {
  if (segments.length === 1 && segments[0] === HOME_SEGMENT) return { route: '/', params: {} };
  for (const route of QUERY_VIEW_ROUTE_LIST) {
    const template = route.split('/').slice(1);
    if (route === '/' || template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, index) => {
      const segment = segments[index] ?? '';
      const name = /^\[(\w+)\]$/.exec(part)?.[1];
      if (!name) return part === segment;
      params[name] = segment;
      return segment !== '';
    });
    if (matches) return { route, params };
  }
  return null;
}

/** Parameters that never change what a page shows: campaign tracking, share codes, click ids. */
const IGNORED_PARAM = /^(?:utm_[a-z_]+|share_source|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|tag|ref|invited_by)$/i;

/** Whether a query changes the page, so it must render per request. */
export function changesPage(search: URLSearchParams): boolean {
  for (const key of search.keys()) {
    if (!IGNORED_PARAM.test(key)) return true;
  }
  return false;
}

/**
 * The query page address of an internal path (`/nl/promos/tuin` → `/nl/query-view/promos/tuin`; home `/fr` →
 * `/fr/query-view/home`). The input is the locale-prefixed internal path the app router serves.
 */
export function queryViewPath(internalPath: string, locale: Locale): string {
  const prefix = `/${locale}`;
  const rest = internalPath === prefix || internalPath === `${prefix}/` ? `/${HOME_SEGMENT}` : internalPath.slice(prefix.length);
  return `${prefix}/${QUERY_VIEW_SEGMENT}${rest}`;
}

/**
 * The external path a query page address stands for (`/query-view/promos` → `/promos`), or null
 * for any other path. Someone who opens a query page address directly is sent to the real one.
 */
export function publicPathOfQueryView(pathname: string): string | null {
  const match = new RegExp(`^(/(?:${['fr', defaultLocale].join('|')}))?/${QUERY_VIEW_SEGMENT}(/.*)?$`).exec(pathname);
  if (!match) return null;
  const locale: Locale = match[1] === '/fr' ? 'fr' : defaultLocale;
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const rest = !match[2] || match[2] === `/${HOME_SEGMENT}` ? '' : match[2];
  // A list route's address in this language at once (`/fr/query-view/folders` → `/fr/depliants`, not
  // through `/fr/folders` and a second redirect); anything else as it is (then a 404).
  const segments = rest.split('/').slice(1).map((segment) => safeDecodeURIComponent(segment));
  const route = segments.every((segment): segment is string => segment !== null) ? matchQueryViewRoute(rest === '' ? [HOME_SEGMENT] : segments) : null;
  if (route) return localizedPath(route.route, locale, route.params);
  return `${prefix}${rest}` || '/';
}

/** The `searchParams` a cached route renders with: none. */
export const NO_SEARCH_PARAMS: Promise<Record<string, string | string[] | undefined>> = Promise.resolve({});
