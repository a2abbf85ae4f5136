import type { MiddlewareHandler } from 'hono';
import { isMalformedPath, routeNotFoundBody } from '@/lib/http/url-text';

/**
 * A path with a malformed escape (`/api/%ZZ`) or a control character (`/api/store/a%00b`) names no
 * resource: it is the API's JSON 404 before any route sees it, so no handler decodes it and no NUL
 * reaches the database as a path parameter. (The Next.js mount never gets such a path: `proxy.ts`
 * answers it first, as Next.js cannot match a route to it.)
 */
export const refuseMalformedPath: MiddlewareHandler = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (isMalformedPath(pathname)) return c.json(routeNotFoundBody(pathname), 404);
  await next();
};
