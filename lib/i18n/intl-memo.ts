import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from './routing';

type Middleware = (request: NextRequest) => NextResponse;

/** What next-intl decided for one kind of request; the request's own headers are added on each replay. */
type Cookies = ReturnType<NextResponse['cookies']['getAll']>;
type Decision =
  | { kind: 'answer'; status: number; headers: Array<[string, string]>; cookies: Cookies }
  | {
      kind: 'pass';
      /** The internal address of a rewrite; null to go on with the request as it is. */
      rewrite: string | null;
      locale: string;
      headers: Array<[string, string]>;
      cookies: Cookies;
    };

/** The header next-intl hands the locale to the render with (next-intl's HEADER_LOCALE_NAME). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const MAX_ENTRIES = 2000;

/**
 * Everything next-intl's middleware reads (next-intl/dist/…/middleware/middleware.js, resolveLocale.js,
 * syncCookie.js): the full address (host, path, query), the locale cookie, Accept-Language and
 * Sec-Fetch-Dest. Two requests with the same key get the same decision.
 */
function keyOf(request: NextRequest): string {
  const { headers } = request;
  return [request.url, request.cookies.get(LOCALE_COOKIE)?.value ?? '\u0000', headers.get('accept-language') ?? '', headers.get('sec-fetch-dest') ?? ''].join('\n');
}

/** next-intl's copy of the request headers into the rewrite: rebuilt per request, never memoised. */
function isRequestCopy(name: string): boolean {
  return name.startsWith('x-middleware-request-') || name === 'x-middleware-override-headers' || name === 'x-middleware-rewrite' || name === 'x-middleware-next' || name === 'set-cookie';
}

function decide(response: NextResponse): Decision {
  const rewrite = response.headers.get('x-middleware-rewrite');
  const locale = response.headers.get(`x-middleware-request-${LOCALE_HEADER.toLowerCase()}`);
  // Set again on each replay: ResponseCookies dates a cookie with a max-age from the time it is set.
  const cookies = response.cookies.getAll();
  if (locale === null || (rewrite === null && response.headers.get('x-middleware-next') === null)) {
    const headers = [...response.headers.entries()].filter(([name]) => name !== 'set-cookie');
    return { kind: 'answer', status: response.status, headers, cookies };
  }
  return { kind: 'pass', rewrite, locale, headers: [...response.headers.entries()].filter(([name]) => !isRequestCopy(name)), cookies };
}

function replay(decision: Decision, request: NextRequest): NextResponse {
  if (decision.kind === 'answer') {
    const headers = new Headers();
    for (const [name, value] of decision.headers) headers.append(name, value);
    const answer = new NextResponse(null, { status: decision.status, headers });
    for (const cookie of decision.cookies) answer.cookies.set(cookie);
    return answer;
  }
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, decision.locale);
  const response = decision.rewrite === null ? NextResponse.next({ request: { headers } }) : NextResponse.rewrite(decision.rewrite, { request: { headers } });
  for (const [name, value] of decision.headers) response.headers.set(name, value);
  for (const cookie of decision.cookies) response.cookies.set(cookie);
  return response;
}

/**
 * next-intl's middleware with its decisions memoised (docs/performance-history.md, Throughput): per request it
 * sorts the whole `pathnames` table and negotiates Accept-Language, the same work for every guest of a
 * page. The decision (redirect, rewrite target, locale, cookie) is kept per key (see keyOf) and
 * rebuilt around each request's own headers. Bounded: the memo starts over when full.
 */
export function memoiseIntl(middleware: Middleware): Middleware {
  const memo = new Map<string, Decision>();
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return middleware(request);
    const key = keyOf(request);
    const known = memo.get(key);
    if (known) return replay(known, request);
    const response = middleware(request);
    if (memo.size >= MAX_ENTRIES) memo.clear();
    memo.set(key, decide(response));
    return response;
  };
}
