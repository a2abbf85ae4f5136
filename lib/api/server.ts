import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { AUTH_COOKIE } from '@/lib/auth/cookies';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/lib/http/client-address';
import { createApiClient, type ApiClient } from './client';
import { logToConsole, type LogContext } from './log';
import { serverApiTarget } from './server-target';

export { serverApiTarget } from './server-target';

async function requestLogContext(): Promise<Partial<LogContext>> {
  const list = await headers();
  return {
    referrer: list.get('referer'),
    pageUrl: list.get('x-page-url'),
    userAgent: list.get('user-agent'),
    ip: clientAddress(list.get(CLIENT_ADDRESS_HEADER)),
  };
}

type ServerApiOptions = {
  /** Send the visitor's token. Off by default so public HTML stays identical for every guest. */
  withAuth?: boolean;
  locale?: string;
};

async function build(withAuth: boolean, locale: string | undefined): Promise<ApiClient> {
  const resolvedLocale = locale ?? (await getLocale());
  const token = withAuth ? (await cookies()).get(AUTH_COOKIE)?.value : undefined;
  const target = serverApiTarget();
  return createApiClient({
    ...target,
    domain: env().SITE_DOMAIN,
    locale: () => resolvedLocale,
    token: () => token,
    // Public renders are cached and shared by every guest: there is no visitor to describe, and
    // reading request headers would make the page uncacheable. Personal calls log the visitor.
    ...(withAuth ? { logContext: requestLogContext } : {}),
    logError: logToConsole,
  });
}

const cachedBuild = cache(build);

/**
 * The guest API client in a given language, for loaders cached across requests (lib/cache/cached.ts):
 * it reads no cookie, header or request locale, so its answers are the same for every visitor.
 */
export function getPublicApi(locale: string): Promise<ApiClient> {
  return build(false, locale);
}

/** The API client for server components and route handlers, one per request and option set. */
export function getServerApi(options: ServerApiOptions = {}): Promise<ApiClient> {
  return cachedBuild(options.withAuth ?? false, options.locale);
}
