import type { TestDbHandle } from '../db/test-db';
import { drainJobs, type DrainOptions, type DrainResult } from '../jobs/drain';
import { openJobQueue, type SiteJobQueue } from '../jobs/open';
import type { JobDeps } from '../jobs/types';

/**
 * The job queue of a test database: pg-boss started with no worker and no schedules, so nothing runs
 * by itself; `run()` drains what is queued with the production handlers (server/jobs/drain.ts).
 * Started on first use (and by the API harness when it has `accounts`); stopped before the
 * database closes.
 */
export type TestJobs = {
  get(): Promise<SiteJobQueue>;
  run(options?: DrainOptions): Promise<DrainResult>;
  close(): Promise<void>;
};

export function testJobs(handle: () => TestDbHandle, deps: () => Partial<JobDeps> = () => ({})): TestJobs {
  let opening: Promise<SiteJobQueue> | undefined;
  const get = () => {
    opening ??= openJobQueue(handle(), { supervise: false, deps: deps() });
    opening.catch(() => {
      opening = undefined;
    });
    return opening;
  };
  return {
    get,
    run: async (options) => drainJobs(await get(), options),
    async close() {
      const queue = await opening?.catch(() => undefined);
      opening = undefined;
      await queue?.stop();
    },
  };
}
