import type { Context, MiddlewareHandler } from 'hono';
import { siteUrl } from '@/lib/env';
import type { AppEnv } from './context';
import { WRITE_METHODS } from './request-body';

/**
 * No writes from other websites through a visitor's browser (CSRF). A POST/PUT/PATCH/DELETE that a
 * browser marks as coming from another site — an `Origin` that is neither the site's own (SITE_URL)
 * nor the host the request was sent to, or `Sec-Fetch-Site: cross-site` — is refused with 403,
 * unless it carries a bearer token: a page on another site cannot attach one (the header needs a
 * CORS preflight this API never grants), so a token shows the caller is an app or API client acting
 * on its own behalf. Requests without either header (curl, server-to-server calls, the in-process
 * client of server rendering) are not from a browser page and pass.
 */

export const CROSS_SITE_MESSAGE = 'Requests from other websites are not accepted.';

function hasBearer(c: Context): boolean {
  return /^Bearer\s+\S/i.test(c.req.header('authorization') ?? '');
}

/** The host (with port) an origin or URL names, lower case; null when it is not an http(s) URL. */
function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The hosts the site itself is served from: SITE_URL's, and the one the request was addressed to
 * (`Host`, or the first `X-Forwarded-Host` a proxy set). A page on another site cannot set either
 * header on a request it makes, so the comparison cannot be forged from there.
 */
function ownHosts(c: Context): Set<string> {
  const hosts = new Set<string>();
  const site = hostOf(siteUrl());
  if (site) hosts.add(site);
  for (const header of [c.req.header('x-forwarded-host')?.split(',', 1)[0], c.req.header('host')]) {
    const host = header?.trim().toLowerCase();
    if (host) hosts.add(host);
  }
  return hosts;
}

export function isCrossSite(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    // `null` is sent by sandboxed frames and file pages: never the site itself.
    const host = hostOf(origin.trim());
    return host === null || !ownHosts(c).has(host);
  }
  return c.req.header('sec-fetch-site')?.trim().toLowerCase() === 'cross-site';
}

export const crossSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (WRITE_METHODS.has(c.req.method.toUpperCase()) && !hasBearer(c) && isCrossSite(c)) {
    return c.json({ message: CROSS_SITE_MESSAGE }, 403);
  }
  return next();
};
