import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outgoingMails } from '../db/schema';
import type { JobDeps } from '../jobs/types';
import { mailOutboxDir } from '../services/accounts/config';
import type { MailMessage } from './mailer';

/**
 * The mail outbox (table outgoing_mails): every mail a job sends is a row keyed by what it is about,
 * and the row, not the queue, guarantees it goes out once. Jobs run at least once (a retry, a worker
 * that died mid-job), so a sender first claims the row (pending/failed → sending) and only the one
 * claim that succeeds sends. A row left in `sending` by a crash after the mail server accepted the
 * message counts as sent: a possibly lost mail over a certainly doubled one.
 */

export type OutboxRow = typeof outgoingMails.$inferSelect;

export type OutboxEntry = {
  /** What the mail is about, unique for all time (e.g. `account-mail:<job id>`). */
  key: string;
  kind: string;
  userId: number | null;
  to: string;
  /** What the mail is rendered from; never a secret (links with tokens are made when it is sent). */
  payload?: Record<string, unknown>;
};

/** Adds a mail to the outbox; the same key again is ignored. */
export async function addToOutbox(db: Pick<Db, 'insert'>, entry: OutboxEntry): Promise<void> {
  await db
    .insert(outgoingMails)
    .values({ idempotencyKey: entry.key, kind: entry.kind, userId: entry.userId, toAddress: entry.to, payload: entry.payload ?? {} })
    .onConflictDoNothing({ target: outgoingMails.idempotencyKey });
}

/** Takes the row for sending, or null when it is sent, being sent, or unknown. */
async function claim(db: Db, key: string): Promise<OutboxRow | null> {
  const [row] = await db
    .update(outgoingMails)
    .set({ status: 'sending', attempts: sql`${outgoingMails.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(outgoingMails.idempotencyKey, key), inArray(outgoingMails.status, ['pending', 'failed'])))
    .returning();
  return row ?? null;
}

/** A Message-ID of our own, the same for every attempt at one mail. */
export function outboxMessageId(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/**
 * What to send for a claimed row, or null when there is nothing to send after all (the recipient is
 * gone): rendered at send time, so tokens are created then and never stored in the outbox. Headers
 * with links (List-Unsubscribe) are rendered here too, for the same reason.
 */
export type OutboxRenderer = (row: OutboxRow) => Promise<Omit<MailMessage, 'messageId'> | null>;

export type DeliveryResult = 'sent' | 'skipped' | 'dropped';

/**
 * Sends the outbox row `key` at most once. A failure marks the row `failed` (claimable again) and
 * rethrows, so the job is retried with its backoff.
 */
export async function deliverOnce(deps: JobDeps, key: string, render: OutboxRenderer): Promise<DeliveryResult> {
  const row = await claim(deps.db, key);
  if (!row) return 'skipped';
  const done = (values: Partial<typeof outgoingMails.$inferInsert>) =>
    deps.db.update(outgoingMails).set({ ...values, updatedAt: deps.clock() }).where(eq(outgoingMails.id, row.id));
  let result: Awaited<ReturnType<JobDeps['mailer']>>;
  try {
    const message = await render(row);
    if (!message) {
      await done({ status: 'sent', lastError: 'nothing to send (recipient gone)' });
      return 'dropped';
    }
    const config = deps.config();
    result = await deps.mailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: mailOutboxDir(config) },
      { ...message, messageId: outboxMessageId(key, config.mailFrom) },
    );
  } catch (error) {
    await done({ status: 'failed', lastError: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  // Accepted by the mail server: from here on a failure leaves the row `sending`, which is never sent again.
  await done({ status: 'sent', sentAt: deps.clock(), messageId: result.messageId.slice(0, 255), lastError: null });
  return 'sent';
}
