import type { Job, QueueOptions } from 'pg-boss';
import type { Db } from '../db/client';
import type { sendMail } from '../mail/mailer';
import type { AccountConfig } from '../services/accounts/config';

/**
 * What every job handler may use, handed over once when the handlers are registered (never carried
 * in a job's data): the database, the account/mail settings in force, the mail sender and the clock.
 */
export type JobDeps = {
  db: Db;
  /** Read at run time, so a test's settings (and a changed environment) hold for its jobs. */
  config: () => AccountConfig;
  mailer: typeof sendMail;
  clock: () => Date;
};

/** Retries, expiry, dead letter and retention of one queue (pg-boss queue options). */
export type JobQueueOptions = QueueOptions & { deadLetter?: string };

/** A cron schedule; the time zone is always Brussels (SCHEDULE_TIME_ZONE in ./job-queue.ts). */
export type JobSchedule = { cron: string };

export type JobHandler<Data> = (job: Job<Data>) => Promise<void>;

/** One queue: its name, options, optional schedule, and the handler made from the deps at registration. */
export type QueueDefinition<Data extends object = object> = {
  name: string;
  options: JobQueueOptions;
  schedule?: JobSchedule;
  handler: (deps: JobDeps) => JobHandler<Data>;
};

/** Types a queue definition by its data (the phantom parameter is what enqueue checks against). */
export function defineQueue<Data extends object>(definition: QueueDefinition<Data>): QueueDefinition<Data> {
  return definition;
}

export const DEAD_LETTER_QUEUE = 'dead-letters';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The options every queue starts from: two retries 30 s then 60 s apart (backoff), a job that runs
 * longer than 15 minutes counts as failed, a job nobody picked up in 7 days is dropped, finished jobs
 * are kept 7 days, and a job out of retries moves to the dead-letter queue for an operator to inspect.
 */
export const DEFAULT_QUEUE_OPTIONS: JobQueueOptions = {
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 15 * 60,
  expireInSeconds: 15 * 60,
  retentionSeconds: 7 * DAY_SECONDS,
  deleteAfterSeconds: 7 * DAY_SECONDS,
  deadLetter: DEAD_LETTER_QUEUE,
};
