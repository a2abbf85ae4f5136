import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE } from '@/lib/auth/cookies';
import { matchRoute } from '@/lib/i18n/match-route';
import { guestOnlyRoutes, loggedInOnlyRoutes, REDIRECT_PARAM, routing, type Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/paths';

const intl = createIntlMiddleware(routing);

function redirectTo(request: NextRequest, pathname: string, search?: URLSearchParams): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search ? `?${search.toString()}` : '';
  return NextResponse.redirect(url, 307);
}

/**
 * Locale negotiation (path → `locale` cookie → Accept-Language → nl, by next-intl), then the route
 * guards of SPEC point 6. API routes, `_next` and static files never reach this function.
 */
export default function proxy(request: NextRequest): NextResponse {
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
  return response;
}

export const config = {
  // Everything except the API, Next internals and files with an extension (images, robots.txt, …).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
