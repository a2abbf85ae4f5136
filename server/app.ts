import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorResponse, HttpError } from './http/errors';
import { logger } from './logger';
import { systemRoutes } from './routes/system';

export const API_BASE_PATH = '/api';

/** The reference API of SPEC point 7, as one Hono app mounted at /api. */
export function createApiApp() {
  const app = new Hono().basePath(API_BASE_PATH);

  app.route('/', systemRoutes);

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
