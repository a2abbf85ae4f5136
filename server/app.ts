import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { env } from '@/lib/env';
import { routeNotFoundBody } from '@/lib/http/url-text';
import type { Db } from './db/client';
import type { SiteJobQueue } from './jobs/open';
import type { AppEnv, ContentChangeListener } from './http/context';
import { errorResponse, HttpError } from './http/errors';
import { optionalUser } from './http/auth';
import { crossSite } from './http/cross-site';
import { idempotency } from './http/idempotency';
import { requestBody } from './http/request-body';
import { refuseMalformedPath } from './http/malformed-path';
import { OPENAPI_PATH, serveOpenApi } from './http/openapi';
import { logger } from './logger';
import { accountRoutes } from './routes/account/index';
import { actionRoutes } from './routes/actions';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { dealAlertRoutes } from './routes/deal-alerts/subscriptions';
import { dealAlertGuestRoutes } from './routes/deal-alert-guests';
import { favouriteRoutes } from './routes/favourites';
import { feedRoutes } from './routes/feed';
import { folderRoutes } from './routes/folders';
import { expiredReportRoutes } from './routes/expired-report';
import { mediaRoutes } from './routes/media';
import { notificationRoutes } from './routes/notifications';
import { operatorRoutes } from './routes/operator';
import { memberFlagRoutes } from './routes/member-flags';
import { pageViewRoutes } from './routes/page-views';
import { postUploadRoutes } from './routes/post-uploads';
import { prizeRoutes } from './routes/prizes';
import { postRoutes } from './routes/posts';
import { profileRoutes } from './routes/profile';
import { referralPointsRoutes } from './routes/referral-points';
import { searchRoutes } from './routes/search';
import { systemRoutes } from './routes/system';

export const API_BASE_PATH = '/api';

export type ApiDeps = {
  /** A database, or a function giving one (the process-wide `getDb`, opened lazily on first request). */
  db: Db | (() => Promise<Db>);
  /**
   * Called after a change with the cache tags of what changed (lib/api/cache-tags.ts), so the site can
   * expire its cached pages and data at once instead of after their lifetime. The Next.js mount wires
   * this to `revalidateTag`; the standalone API and tests leave it out.
   */
  onContentChange?: ContentChangeListener;
  /** The job queue over the same database (server/jobs); routes that enqueue fail without it. */
  jobs?: () => Promise<SiteJobQueue>;
  /** The operator routes' bearer token (default: OPERATOR_TOKEN); none switches them off. */
  operatorToken?: () => string | undefined;
};

const noJobQueue = () => Promise.reject(new Error('no job queue configured for this API app (ApiDeps.jobs)'));

/** The reference API (docs/product.md, API), as one Hono app mounted at /api. */
export function createApiApp(deps: ApiDeps) {
  const { db } = deps;
  const contentChanged: ContentChangeListener = (tags) => {
    try {
      deps.onContentChange?.(tags);
    } catch (error) {
      // The change is saved; the pages then refresh on their own revalidation.
      logger.warn('content_change_not_propagated', { tags: tags.join(' '), error: error instanceof Error ? error.message : String(error) });
    }
  };
  const resolveDb = typeof db === 'function' ? db : () => Promise.resolve(db);
  const app = new Hono<AppEnv>().basePath(API_BASE_PATH);

  // Refusals that need no database come first: addresses that cannot be decoded, other websites'
  // writes, then bodies of the wrong type or over the route's size limit (read with a byte count,
  // never buffered past it).
  app.use(refuseMalformedPath);
  app.use(crossSite);
  app.use(requestBody);
  // The contract of every route below, generated from their endpoint specs; it needs no database.
  app.use(OPENAPI_PATH, serveOpenApi(() => app.routes, API_BASE_PATH));
  app.use(async (c, next) => {
    c.set('db', await resolveDb());
    c.set('contentChanged', contentChanged);
    c.set('jobs', deps.jobs ?? noJobQueue);
    await next();
  });

  app.use(optionalUser);
  app.use(idempotency);

  app.route('/', systemRoutes);
  app.route('/', feedRoutes);
  app.route('/', postRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', folderRoutes);
  app.route('/', profileRoutes);
  app.route('/', contentRoutes);
  app.route('/', mediaRoutes);
  app.route('/', accountRoutes);
  app.route('/', actionRoutes);
  app.route('/', dealAlertRoutes);
  app.route('/', notificationRoutes);
  app.route('/', expiredReportRoutes);
  app.route('/', favouriteRoutes);
  app.route('/', operatorRoutes(deps.operatorToken ?? (() => env().OPERATOR_TOKEN)));
  app.route('/', searchRoutes);
  app.route('/', memberFlagRoutes);
  app.route('/', pageViewRoutes);
  app.route('/', dealAlertGuestRoutes);
  app.route('/', referralPointsRoutes);
  app.route('/', postUploadRoutes);
  app.route('/', prizeRoutes);

  app.notFound((c) => c.json(routeNotFoundBody(c.req.path), 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ message: error.message || 'Bad request.' }, status);
    }
    logger.error('api_unhandled_error', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    return c.json({ message: 'Server Error' }, 500);
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
