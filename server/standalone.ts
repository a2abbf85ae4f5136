import { serve } from '@hono/node-server';
import { env } from '@/lib/env';
import { getApiApp } from './index';
import { logger } from './logger';

// `npm run api`: the reference API on its own, for operators who deploy it apart from the site.
const port = env().PORT;
serve({ fetch: getApiApp().fetch, port }, (info) => {
  logger.info('api_listening', { url: `http://localhost:${info.port}/api` });
});
