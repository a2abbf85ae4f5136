import { createApiApp, type ApiApp, type ApiDeps } from './app';
import { getDb } from './db/client';
import { getJobs } from './jobs/runtime';

const KEY = Symbol.for('deals.api.app');
type Holder = { [KEY]?: ApiApp };

/**
 * One API app per process. Next may evaluate the mount module more than once (route bundle and
 * instrumentation), so the instance lives on globalThis.
 */
export function getApiApp(options: Omit<ApiDeps, 'db' | 'jobs'> = {}): ApiApp {
  const holder = globalThis as Holder;
  holder[KEY] ??= createApiApp({ db: getDb, jobs: getJobs, ...options });
  return holder[KEY];
}

export { createApiApp, type ApiApp };
