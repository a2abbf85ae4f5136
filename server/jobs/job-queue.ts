import { sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss, type SendOptions } from 'pg-boss';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { DEAD_LETTER_QUEUE, type JobDeps, type JobHandler, type QueueDefinition } from './types';

/** Schedules are written in Belgian wall-clock time, summer time included. */
export const SCHEDULE_TIME_ZONE = 'Europe/Brussels';

/** The caller's transaction (or database): drizzle's transaction type is a Db too. */
export type Tx = Pick<Db, 'execute'>;

/** Send options, minus `db`: enqueue always writes through the caller's transaction. */
export type EnqueueOptions = Omit<SendOptions, 'db'>;

type DataOf<Q> = Q extends QueueDefinition<infer Data> ? Data : never;

/**
 * The queues of one database, started, with the registry's handlers bound to their deps. Made by
 * `openJobQueue` (./open.ts); the web process, `npm run worker` and each API test have one.
 */
export class JobQueue<Registry extends Record<string, QueueDefinition<never>> = Record<string, QueueDefinition<never>>> {
  readonly handlers: ReadonlyMap<string, JobHandler<object>>;

  constructor(
    readonly boss: PgBoss,
    readonly registry: Registry,
    readonly deps: JobDeps,
  ) {
    const handlers = new Map<string, JobHandler<object>>();
    for (const [key, definition] of Object.entries(registry)) {
      if (key !== definition.name) throw new Error(`jobs: queue "${definition.name}" is registered as "${key}"`);
      // A handler typed for its own data; the queue name guarantees the data it gets.
      handlers.set(definition.name, definition.handler(deps) as JobHandler<object>);
    }
    this.handlers = handlers;
  }

  /**
   * Adds a job in the caller's transaction, so it exists only if that write commits. Never through
   * pg-boss's own connection: on PGlite that waits for the open transaction forever (one connection).
   */
  async enqueue<N extends keyof Registry & string>(tx: Tx, name: N, data: DataOf<Registry[N]>, options: EnqueueOptions = {}): Promise<string | null> {
    // Our Db types `execute` loosely; both drivers resolve it to `{ rows }`, which is what pg-boss reads.
    return this.boss.send(name, data, { ...options, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
  }

  /** Queues a run of a scheduled job now (its data is empty, as when its schedule queues it). */
  async runNow(tx: Tx, name: string): Promise<string | null> {
    const definition = this.registry[name];
    if (!definition?.schedule) throw new Error(`jobs: "${name}" is not a scheduled job`);
    return this.boss.send(name, {}, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
  }

  /** The queue names, dead letters first (the others name it as theirs). */
  queueNames(): string[] {
    return [DEAD_LETTER_QUEUE, ...Object.values(this.registry).map((definition) => definition.name)];
  }

  /** Creates or updates every queue, then the schedules (pg-boss refuses a schedule before its queue). */
  async ensureQueues(): Promise<void> {
    const existing = new Set((await this.boss.getQueues()).map((queue) => queue.name));
    if (!existing.has(DEAD_LETTER_QUEUE)) await this.boss.createQueue(DEAD_LETTER_QUEUE, { deleteAfterSeconds: 30 * 24 * 60 * 60 });
    for (const { name, options } of Object.values(this.registry)) {
      if (existing.has(name)) await this.boss.updateQueue(name, options);
      else await this.boss.createQueue(name, options);
    }
    for (const { name, schedule } of Object.values(this.registry)) {
      if (schedule) await this.boss.schedule(name, schedule.cron, null, { tz: SCHEDULE_TIME_ZONE });
      else await this.boss.unschedule(name);
    }
  }

  /** Runs every queue's handler as jobs arrive (polling every `pollSeconds`); one job at a time per queue. */
  async work(pollSeconds: number): Promise<void> {
    for (const [name, handler] of this.handlers) {
      await this.boss.work<object>(name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async ([job]) => {
        if (!job) return;
        const started = Date.now();
        try {
          await handler(job);
          logger.info('job_done', { queue: name, id: job.id, ms: Date.now() - started });
        } catch (error) {
          logger.warn('job_failed', { queue: name, id: job.id, retry: job.retryCount, message: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      });
    }
  }

  /** Stops fetching, lets running handlers finish (up to `timeoutMs`), then closes pg-boss's own connections. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
