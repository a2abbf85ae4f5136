import { defaultLocale, type AppPathname, type Locale } from './routing';

/**
 * Query variants of the cacheable list pages (docs/architecture.md, Caching).
 *
 * A page that reads `searchParams` cannot be cached (ISR) in production, yet the bare list pages —
 * home, /promos, a category, /folders, an entity's promos — are what most guests open. So each of
 * them exists twice: the route itself, cached and rendered without a query, and a twin under
 * `/[locale]/query-view/…` that renders per request with the query (`?page=2`, filters, `q`).
 * The proxy rewrites a request to the twin only when its query changes the page; tracking
 * parameters keep the cached page. Visitors and crawlers only ever see the route's own address.
 */
export const QUERY_VIEW_SEGMENT = 'query-view';

/**
 * The routes that have a `query-view` twin. Moving between a cached page and its twin remounts the
 * page (another route tree): state that must survive the first filter choice lives outside it, like
 * the phone's filter sheet (components/filters/filter-sheet-state.ts).
 */
export const QUERY_VIEW_ROUTES: ReadonlySet<AppPathname> = new Set<AppPathname>([
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
]);

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
 * The twin of an internal path (`/nl/promos/tuin` → `/nl/query-view/promos/tuin`; home `/fr` →
 * `/fr/query-view/home`). The input is the locale-prefixed internal path the app router serves.
 */
export function queryViewPath(internalPath: string, locale: Locale): string {
  const prefix = `/${locale}`;
  const rest = internalPath === prefix || internalPath === `${prefix}/` ? '/home' : internalPath.slice(prefix.length);
  return `${prefix}/${QUERY_VIEW_SEGMENT}${rest}`;
}

/**
 * The external path a twin address stands for (`/query-view/promos` → `/promos`), or null when
 * the path is no twin. Someone who opens a twin address directly is sent to the real one.
 */
export function publicPathOfQueryView(pathname: string): string | null {
  const match = new RegExp(`^(/(?:${['fr', defaultLocale].join('|')}))?/${QUERY_VIEW_SEGMENT}(/.*)?$`).exec(pathname);
  if (!match) return null;
  const prefix = match[1] === `/${defaultLocale}` ? '' : (match[1] ?? '');
  const rest = !match[2] || match[2] === '/home' ? '' : match[2];
  return `${prefix}${rest}` || '/';
}

/** The `searchParams` a cached route renders with: none. */
export const NO_SEARCH_PARAMS: Promise<Record<string, string | string[] | undefined>> = Promise.resolve({});
