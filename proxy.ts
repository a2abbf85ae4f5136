import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE, CAMPAIGN_TAG_COOKIE, CAMPAIGN_TAG_COOKIE_DAYS } from '@/lib/auth/cookies';
import { campaignTagOf } from '@/lib/auth/referral-params';
import { cookieDomainFor } from '@/lib/cookies/cookie-domain';
import { env } from '@/lib/env';
import { isMalformedPagePath, isMalformedPath, routeNotFoundBody, safeDecodeURI } from '@/lib/http/url-text';
import { memoiseIntl } from '@/lib/i18n/intl-memo';
import { matchRoute, splitLocale } from '@/lib/i18n/match-route';
import { guestOnlyRoutes, loggedInOnlyRoutes, REDIRECT_PARAM, routing, type Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { changesPage, publicPathOfQueryView, QUERY_VIEW_ROUTES, queryViewPath } from '@/lib/i18n/query-view';
import { lookupRedirect } from '@/lib/api/content';
import { getProxyApi } from '@/lib/api/proxy-client';
import { createRedirectResolver, isRedirectCandidate, redirectLocation } from '@/lib/navigation/redirect-lookup';

// next-intl's decisions memoised per kind of request (lib/i18n/intl-memo.ts; docs/performance-history.md, Throughput).
const intl = memoiseIntl(createIntlMiddleware(routing));

// One per process: lookups are shared by every visitor for a minute.
const resolveRedirect = createRedirectResolver((path) => lookupRedirect(getProxyApi(splitLocale(path).locale), path));

/**
 * The stored redirect for a path no static route serves (docs/product.md, Routes):
 * internal → same-site redirect, external → off-site (http/https only). It runs before the locale
 * redirects so an old Dutch link still works for a visitor whose locale cookie says French.
 */
async function storedRedirect(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { pathname } = request.nextUrl;
  if (!isRedirectCandidate(pathname)) return null;
  const target = await resolveRedirect(pathname);
  if (!target) return null;
  const location = redirectLocation(target, request.nextUrl);
  return location ? NextResponse.redirect(location, target.status) : null;
}

function redirectTo(request: NextRequest, pathname: string, search?: URLSearchParams): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search ? `?${search.toString()}` : '';
  return NextResponse.redirect(url, 307);
}

/**
 * A list page whose query changes what it shows renders through the per-request query page (see
 * lib/i18n/query-view.ts); the bare page stays cached. The query page is rewritten to, never redirected
 * to: the address bar keeps the public URL.
 */
function toQueryView(request: NextRequest, response: NextResponse, locale: Locale): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  const internal = rewrite ? new URL(rewrite) : request.nextUrl.clone();
  internal.pathname = queryViewPath(internal.pathname.startsWith(`/${locale}`) ? internal.pathname : `/${locale}${internal.pathname}`, locale);
  const rewritten = NextResponse.rewrite(internal);
  // Keep what next-intl added: its cookie and the request headers it passes on.
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite' && key !== 'x-middleware-next' && key !== 'set-cookie') rewritten.headers.set(key, value);
  });
  for (const cookie of response.cookies.getAll()) rewritten.cookies.set(cookie);
  return rewritten;
}

/** The paths of config.matcher's first entry (pages); the second one only brings addresses with a `%`. */
const PAGE_PATH = /^\/(?!api|_next|_vercel|.*\.)/;

/**
 * An address with a malformed escape (`/fr/%ZZ`, `/api/posts/%`, `/store/%C3%28`; for a page also
 * one malformed once decoded, `/store/%25`) or a control character (`/a%00b`) names nothing.
 * Next.js cannot even match a route to the first kind (its decoding throws and it answers a bare
 * 500), so it is answered here: the API's JSON 404, or the page's 404 view in the address's language
 * (app/[locale]/malformed-address, with status 404). Null for any other address.
 */
function malformedAddress(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return isMalformedPath(pathname) ? NextResponse.json(routeNotFoundBody(pathname), { status: 404 }) : null;
  }
  if (!isMalformedPagePath(pathname)) return null;
  const { locale } = splitLocale(pathname);
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/malformed-address`;
  url.search = '';
  // The header next-intl's middleware hands the locale to the render with (a not-found view reads
  // its messages by it); that middleware is skipped here, as it cannot decode the address either.
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  return NextResponse.rewrite(url, { request: { headers } });
}

/**
 * A guest's campaign tag (docs/referral.md), remembered here on whatever this answers: the address may
 * be redirected (a members-only page to login, a wrong-language slug) before any page script could read it.
 */
function rememberCampaignTag(request: NextRequest, response: NextResponse): NextResponse {
  if (request.cookies.get(AUTH_COOKIE)?.value) return response;
  const tag = campaignTagOf(request.nextUrl.searchParams);
  if (!tag || request.cookies.get(CAMPAIGN_TAG_COOKIE)?.value === tag) return response;
  response.cookies.set(CAMPAIGN_TAG_COOKIE, tag, {
    path: '/',
    maxAge: CAMPAIGN_TAG_COOKIE_DAYS * 24 * 60 * 60,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
  });
  return response;
}

/** The cookies of the answer (next-intl's locale, the campaign tag) on the parent domain, when one is set. */
function onCookieDomain(request: NextRequest, response: NextResponse): NextResponse {
  const domain = cookieDomainFor(request.nextUrl.hostname, env().COOKIE_DOMAIN);
  if (domain) for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, domain });
  return response;
}

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = await answer(request);
  return PAGE_PATH.test(request.nextUrl.pathname) ? onCookieDomain(request, rememberCampaignTag(request, response)) : response;
}

/**
 * Stored redirects, then locale negotiation (path → `locale` cookie → Accept-Language → nl, by
 * next-intl), then the route guards (docs/product.md, Access). API routes, `_next` and static files reach this
 * function only when their address has a `%`, and then only for the malformed-address check.
 */
async function answer(request: NextRequest): Promise<NextResponse> {
  const malformed = malformedAddress(request);
  if (malformed) return malformed;
  if (!PAGE_PATH.test(request.nextUrl.pathname)) return NextResponse.next();
  const redirect = await storedRedirect(request);
  if (redirect) return redirect;
  const publicPath = publicPathOfQueryView(request.nextUrl.pathname);
  if (publicPath !== null) return redirectTo(request, publicPath, request.nextUrl.searchParams);

  const response = intl(request);
  // next-intl answered with a redirect (wrong-language slug, /nl prefix, cookie or browser locale).
  if (response.headers.has('location')) return response;

  // The route as Next routes it: decoded (`/setting%73` renders the settings page, so it is guarded as
  // one); malformed escapes never get here (malformedAddress above).
  const matched = matchRoute(safeDecodeURI(request.nextUrl.pathname) ?? request.nextUrl.pathname);
  if (!matched) return response;
  const locale: Locale = matched.locale;
  const hasToken = Boolean(request.cookies.get(AUTH_COOKIE)?.value);

  if (!hasToken && loggedInOnlyRoutes.includes(matched.route)) {
    const search = new URLSearchParams({ [REDIRECT_PARAM]: `${request.nextUrl.pathname}${request.nextUrl.search}` });
    return redirectTo(request, localizedPath('/login', locale), search);
  }
  if (hasToken && guestOnlyRoutes.includes(matched.route)) {
    return redirectTo(request, localizedPath('/', locale));
  }
  if (QUERY_VIEW_ROUTES.has(matched.route) && changesPage(request.nextUrl.searchParams)) return toQueryView(request, response, locale);
  return response;
}

export const config = {
  matcher: [
    // Everything except the API, Next internals and files with an extension (images, robots.txt, …).
    '/((?!api|_next|_vercel|.*\\..*).*)',
    // Any address with a `%`, those included: it may be malformed (see malformedAddress).
    '/(.*%.*)',
  ],
};
