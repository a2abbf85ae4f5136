import type { DatabaseHandle } from '../db/client';
import { sendMail } from '../mail/mailer';
import { accountConfig } from '../services/accounts/config';
import { createBoss } from './boss';
import { JobQueue } from './job-queue';
import { QUEUES, type Queues } from './queues';
import type { JobDeps } from './types';

export type SiteJobQueue = JobQueue<Queues>;

/** The deps of production handlers: the settings in force, real mail, the wall clock. */
export function defaultJobDeps(handle: DatabaseHandle): JobDeps {
  return { db: handle.db, config: accountConfig, mailer: sendMail, clock: () => new Date() };
}

export type OpenJobQueueOptions = {
  /** Run maintenance and schedules in this process (the worker); off in tests and prepare-cli. */
  supervise: boolean;
  deps?: Partial<JobDeps>;
};

/**
 * Starts pg-boss on the database (installing or migrating its schema the first time) and makes sure
 * every queue and schedule exists. Nothing runs jobs until `work()` (the worker) or a test drains them.
 * Stop it before closing the database.
 */
export async function openJobQueue(handle: DatabaseHandle, options: OpenJobQueueOptions): Promise<SiteJobQueue> {
  const boss = createBoss(handle, { supervise: options.supervise });
  await boss.start();
  const queue = new JobQueue(boss, QUEUES, { ...defaultJobDeps(handle), ...options.deps });
  try {
    await queue.ensureQueues();
  } catch (error) {
    await queue.stop().catch(() => undefined);
    throw error;
  }
  return queue;
}
