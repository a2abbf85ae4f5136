import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE } from '@/lib/auth/cookies';
import { matchRoute, splitLocale } from '@/lib/i18n/match-route';
import { guestOnlyRoutes, loggedInOnlyRoutes, REDIRECT_PARAM, routing, type Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';
import { changesPage, publicPathOfQueryView, QUERY_VIEW_ROUTES, queryViewPath } from '@/lib/i18n/query-view';
import { lookupRedirect } from '@/lib/api/content';
import { getProxyApi } from '@/lib/api/proxy-client';
import { createRedirectResolver, isRedirectCandidate, redirectLocation } from '@/lib/navigation/redirect-lookup';

const intl = createIntlMiddleware(routing);

// One per process: lookups are shared by every visitor for a minute.
const resolveRedirect = createRedirectResolver((path) => lookupRedirect(getProxyApi(splitLocale(path).locale), path));

/**
 * The stored redirect for a path no static route serves (SPEC point 2, "Route-level behaviour"):
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
 * A list page whose query changes what it shows renders through its per-request twin (see
 * lib/i18n/query-view.ts); the bare page stays cached. The twin is rewritten to, never redirected
 * to: the address bar keeps the public URL.
 */
function toQueryView(request: NextRequest, response: NextResponse, locale: Locale): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  const internal = rewrite ? new URL(rewrite) : request.nextUrl.clone();
  internal.pathname = queryViewPath(internal.pathname.startsWith(`/${locale}`) ? internal.pathname : `/${locale}${internal.pathname}`, locale);
  const twin = NextResponse.rewrite(internal);
  // Keep what next-intl added: its cookie and the request headers it passes on.
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite' && key !== 'x-middleware-next' && key !== 'set-cookie') twin.headers.set(key, value);
  });
  for (const cookie of response.cookies.getAll()) twin.cookies.set(cookie);
  return twin;
}

/**
 * Stored redirects, then locale negotiation (path → `locale` cookie → Accept-Language → nl, by
 * next-intl), then the route guards of SPEC point 6. API routes, `_next` and static files never
 * reach this function.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const redirect = await storedRedirect(request);
  if (redirect) return redirect;
  const publicPath = publicPathOfQueryView(request.nextUrl.pathname);
  if (publicPath !== null) return redirectTo(request, publicPath, request.nextUrl.searchParams);

  const response = intl(request);
  // next-intl answered with a redirect (wrong-language slug, /nl prefix, cookie or browser locale).
  if (response.headers.has('location')) return response;

  const matched = matchRoute(request.nextUrl.pathname);
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
  // Everything except the API, Next internals and files with an extension (images, robots.txt, …).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
