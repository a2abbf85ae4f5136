import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from './db/client';
import type { AppEnv } from './http/context';
import { errorResponse, HttpError } from './http/errors';
import { optionalUser } from './http/auth';
import { idempotency } from './http/idempotency';
import { logger } from './logger';
import { accountRoutes } from './routes/account';
import { actionRoutes } from './routes/actions';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { feedRoutes } from './routes/feed';
import { mediaRoutes } from './routes/media';
import { systemRoutes } from './routes/system';

export const API_BASE_PATH = '/api';

export type ApiDeps = {
  /** A database, or a function giving one (the process-wide `getDb`, opened lazily on first request). */
  db: Db | (() => Promise<Db>);
};

/** The reference API of SPEC point 7, as one Hono app mounted at /api. */
export function createApiApp(deps: ApiDeps) {
  const { db } = deps;
  const resolveDb = typeof db === 'function' ? db : () => Promise.resolve(db);
  const app = new Hono<AppEnv>().basePath(API_BASE_PATH);

  app.use(async (c, next) => {
    c.set('db', await resolveDb());
    await next();
  });

  app.use(optionalUser);
  app.use(idempotency);

  app.route('/', systemRoutes);
  app.route('/', feedRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', contentRoutes);
  app.route('/', mediaRoutes);
  app.route('/', accountRoutes);
  app.route('/', actionRoutes);

  app.notFound((c) => c.json({ message: `The route ${c.req.path} could not be found.` }, 404));

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
