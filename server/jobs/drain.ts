import { logger } from '../logger';
import type { JobQueue } from './job-queue';

export type DrainResult = { completed: number; failed: number; rounds: number };

export type DrainOptions = {
  /** Only these queues (default: all). */
  queues?: readonly string[];
  /** Stop after this many rounds even if jobs keep coming (a job that enqueues itself). */
  maxRounds?: number;
};

/**
 * Runs what is queued now with the production handlers, without a worker: fetch from every queue,
 * run each job, complete or fail it, and again until a round finds nothing. Tests use it (the API
 * harness's `runJobs()`) instead of waiting for a poll. A failed job is retried later (its backoff),
 * so it is not fetched again in the same drain.
 */
export async function drainJobs(queue: JobQueue, options: DrainOptions = {}): Promise<DrainResult> {
  const names = options.queues ?? [...queue.handlers.keys()];
  const result: DrainResult = { completed: 0, failed: 0, rounds: 0 };
  for (let found = true; found && result.rounds < (options.maxRounds ?? 20); ) {
    found = false;
    result.rounds += 1;
    for (const name of names) {
      const handler = queue.handlers.get(name);
      if (!handler) throw new Error(`jobs: no queue named "${name}"`);
      const jobs = await queue.boss.fetch<object>(name, { batchSize: 50, includeMetadata: true });
      for (const job of jobs) {
        found = true;
        try {
          await handler(job);
          await queue.boss.complete(name, job.id);
          result.completed += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          logger.warn('job_failed', { queue: name, id: job.id, retry: job.retryCount, message });
          await queue.boss.fail(name, job.id, { message });
          result.failed += 1;
        }
      }
    }
  }
  return result;
}
