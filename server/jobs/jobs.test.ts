import { QUEUES, SCHEDULED_QUEUES } from './queues';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows } from '../db/client';
import * as schema from '../db/schema';
import { createTestDb, type TestDbHandle } from '../db/test-db';
import type { MailMessage, MailSettings } from '../mail/mailer';
import { insertUser } from '../routes/account.fixtures';
import { drainJobs } from './drain';
import { EXPIRY_SWEEP_QUEUE } from './expiry-sweep';
import { SCHEDULE_TIME_ZONE } from './job-queue';
import { openJobQueue, type SiteJobQueue } from './open';
import { DEAD_LETTER_QUEUE } from './types';

/** The job queue on a real (PGlite or, in the PostgreSQL pass, PostgreSQL) database, with no worker. */

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let handle: TestDbHandle;
let jobs: SiteJobQueue;
/** What the mailer was asked to send; it refuses while `refusals` > 0. */
const sent: MailMessage[] = [];
let refusals = 0;
const mailer = async (_settings: MailSettings, message: MailMessage) => {
  if (refusals > 0) {
    refusals -= 1;
    throw new Error('451 try again later');
  }
  sent.push(message);
  return { transport: 'smtp' as const, messageId: message.messageId ?? '<none>' };
};

beforeAll(async () => {
  handle = await createTestDb();
  jobs = await openJobQueue(handle, { supervise: false, deps: { mailer } });
});

afterAll(async () => {
  await jobs?.stop();
  await handle?.close();
});

const jobsIn = (queue: string) =>
  executeRows<{ id: string; state: string; retry_count: number; start_after: Date | string }>(
    handle.db,
    sql`select id, state, retry_count, start_after from pgboss.job where name = ${queue} order by created_on`,
  );

describe('enqueue', () => {
  it('writes through the caller transaction: a rolled-back write leaves no job, a committed one leaves one', async () => {
    const before = (await jobsIn('account-mail')).length;
    await expect(
      handle.db.transaction(async (tx) => {
        await jobs.enqueue(tx, 'account-mail', { kind: 'password_changed', userId: 1 });
        // Visible inside the transaction (and this did not wait for pg-boss's own connection).
        expect((await executeRows(tx, sql`select 1 from pgboss.job where name = 'account-mail'`)).length).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobsIn('account-mail')).toHaveLength(before);

    await handle.db.transaction(async (tx) => {
      await jobs.enqueue(tx, 'account-mail', { kind: 'password_changed', userId: 1 });
    });
    expect(await jobsIn('account-mail')).toHaveLength(before + 1);
    await drainJobs(jobs);
  });
});

describe('retries and the outbox', () => {
  it('a failed send is retried with backoff and the mail goes out once, however often the job runs', async () => {
    const email = `retry.${Date.now()}@example.be`;
    const userId = await insertUser(handle.db, { email });
    sent.length = 0;
    refusals = 1;
    const id = await jobs.enqueue(handle.db, 'account-mail', { kind: 'password_changed', userId });
    expect(id).not.toBeNull();

    expect(await drainJobs(jobs)).toMatchObject({ completed: 0, failed: 1 });
    const [job] = (await jobsIn('account-mail')).filter((row) => row.id === id);
    expect(job).toMatchObject({ state: 'retry' });
    // Backoff: not before the queue's 30 s retry delay has (about) passed; a drain now runs nothing.
    expect(new Date(job!.start_after).getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(await drainJobs(jobs)).toMatchObject({ completed: 0, failed: 0 });
    const [failed] = await handle.db.select().from(schema.outgoingMails).where(eq(schema.outgoingMails.userId, userId));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: '451 try again later', idempotencyKey: `account-mail:${id}` });

    // The retry falls due.
    await handle.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);
    expect(await drainJobs(jobs)).toMatchObject({ completed: 1, failed: 0 });
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
    const [row] = await handle.db.select().from(schema.outgoingMails).where(eq(schema.outgoingMails.userId, userId));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row?.messageId).toMatch(/^<[0-9a-f]{32}@/);
    expect(row?.payload).toEqual({});

    // The same job run again (a worker that died before completing it): nothing is sent twice.
    const handler = jobs.handlers.get('account-mail')!;
    await handler({ id: id!, name: 'account-mail', data: { kind: 'password_changed', userId }, expireInSeconds: 900, heartbeatSeconds: null, retryCount: 2, signal: new AbortController().signal });
    expect(sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('a job out of retries ends in the dead-letter queue', async () => {
    const userId = await insertUser(handle.db, { email: `dead.${Date.now()}@example.be` });
    refusals = 10;
    const id = await jobs.enqueue(handle.db, 'account-mail', { kind: 'password_changed', userId });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await handle.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);
      await drainJobs(jobs, { queues: ['account-mail'] });
    }
    refusals = 0;
    expect((await jobsIn('account-mail')).find((row) => row.id === id)).toMatchObject({ state: 'failed', retry_count: 2 });
    expect(await jobsIn(DEAD_LETTER_QUEUE)).toHaveLength(1);
  });
});

describe('schedules', () => {
  it('the expiry sweep runs every 15 minutes, the deal-alert digests at 07:00 daily and on Mondays, Brussels time', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map(({ name, cron, timezone }) => ({ name, cron, timezone }))).toEqual(
      expect.arrayContaining([
        { name: EXPIRY_SWEEP_QUEUE, cron: '*/15 * * * *', timezone: SCHEDULE_TIME_ZONE },
        { name: 'deal-alerts-visible', cron: '*/5 * * * *', timezone: SCHEDULE_TIME_ZONE },
        { name: 'deal-alerts-daily', cron: '0 7 * * *', timezone: SCHEDULE_TIME_ZONE },
        { name: 'deal-alerts-weekly', cron: '0 7 * * 1', timezone: SCHEDULE_TIME_ZONE },
      ]),
    );
    expect(schedules).toHaveLength(SCHEDULED_QUEUES.length);
    expect(SCHEDULE_TIME_ZONE).toBe('Europe/Brussels');
  });

  it('setting the queues up again changes nothing (every start does it)', async () => {
    await jobs.ensureQueues();
    expect((await jobs.boss.getSchedules()).map((schedule) => schedule.name).sort()).toEqual([...SCHEDULED_QUEUES].sort());
    expect((await jobs.boss.getQueues()).map((queue) => queue.name).sort()).toEqual([DEAD_LETTER_QUEUE, ...Object.keys(QUEUES)].sort());
  });
});
