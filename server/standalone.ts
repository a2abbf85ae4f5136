import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { env } from '@/lib/env';
import { frontHandler, frontOptionsFromEnv } from '../scripts/front-server.mjs';
import { getDb } from './db/client';
import { getApiApp } from './index';
import { getJobs } from './jobs/runtime';
import { logger } from './logger';
import { warmSearchInBackground } from './services/search/warm-up';

// `npm run api`: the reference API on its own, for operators who deploy it apart from the site. It
// goes through the same front layer as the site (the caller's address, security headers, 414).
const config = env();
const server = createServer(frontHandler(getRequestListener(getApiApp().fetch), frontOptionsFromEnv(config)));
// The job worker runs here too (on the embedded database this is the only process that may open it).
void getJobs().catch(() => undefined);
// The search engine's words, built in the background so the first search does not wait for them.
warmSearchInBackground(getDb);
server.listen(config.PORT, () => {
  logger.info('api_listening', { url: `http://localhost:${config.PORT}/api` });
});
