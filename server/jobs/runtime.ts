import { env } from '@/lib/env';
import { beforeDbClose, getDatabaseHandle } from '../db/client';
import { logger } from '../logger';
import { openJobQueue, type SiteJobQueue } from './open';

const KEY = Symbol.for('deals.jobs.queue');
type Holder = { [KEY]?: Promise<SiteJobQueue> };

/**
 * The process-wide job queue over the process-wide database, with its worker running: `npm start`
 * (from instrumentation.ts) and `npm run worker`. It lives on globalThis, as Next may evaluate this
 * module more than once; `closeDb()` stops it before the database closes. A failed start is
 * forgotten so the next call retries.
 */
export function getJobs(): Promise<SiteJobQueue> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const opening = (async () => {
      const started = Date.now();
      const handle = await getDatabaseHandle();
      const queue = await openJobQueue(handle, { supervise: true });
      const poll = env().JOBS_POLL_SECONDS;
      await queue.work(poll);
      beforeDbClose(async () => {
        if (holder[KEY] === opening) delete holder[KEY];
        await queue.stop();
      });
      logger.info('jobs_ready', { kind: handle.kind, poll_seconds: poll, ms: Date.now() - started });
      return queue;
    })();
    holder[KEY] = opening;
    opening.catch((error: unknown) => {
      if (holder[KEY] === opening) delete holder[KEY];
      logger.error('jobs_start_failed', { message: error instanceof Error ? error.message : String(error) });
    });
  }
  return holder[KEY];
}
