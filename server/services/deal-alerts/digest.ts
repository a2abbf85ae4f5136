import { createHash } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import { dealAlertDeliveries, outgoingMails } from '../../db/schema';
import { LOCALE_IDS } from '../../db/schema/enums';
import { logger } from '../../logger';
import { deliverOnce, type OutboxEntry } from '../../mail/outbox';
import { defineQueue, DEFAULT_QUEUE_OPTIONS, type JobDeps } from '../../jobs/types';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import { renderDigestMail, type DigestPayload } from './digest-mail';

/**
 * The daily and weekly deal-alert digests (docs/deal-alerts.md, Digests). A run walks the recipients
 * with fired, undigested matches of that period's alerts in keyset batches; each recipient is one
 * transaction that takes their matches, keeps the promos that are still current and that no digest
 * brought them before, records those as delivered, marks the matches digested and puts the mail in
 * the outbox. Then the run sends what the outbox holds for digests. A run that dies halfway and is
 * retried finds the recipients it did as having nothing new, and the outbox sends each mail once.
 */

export type DigestPeriod = 'daily' | 'weekly';

/** Promos one mail lists; the rest are behind its "see all" link. */
export const DIGEST_MAX_PROMOS = 20;
/** Recipients read per keyset step. */
export const RECIPIENT_BATCH = 500;
export const DIGEST_MAIL_KIND = 'deal-alert-digest';
/** A digest mail the mail server kept refusing is given up after this many attempts. */
const MAX_SEND_ATTEMPTS = 5;
/** Mails sent side by side at the end of a run. */
const SEND_CONCURRENCY = 4;

const PERIOD_COLUMN: Record<DigestPeriod, SQL> = {
  daily: sql`s.daily_email_notification`,
  weekly: sql`s.weekly_email_notification`,
};

/** `user:<id>` for a member's alerts, `email:<lower-case address>` for a guest's (as in deal_alert_deliveries). */
const RECIPIENT = sql`case when s.user_id is not null then 'user:' || s.user_id else 'email:' || lower(s.email) end`;

/** The alerts a period's digest reads: of that period, confirmed, with a match that fired and was not digested yet. */
function pendingWhere(period: DigestPeriod): SQL {
  return sql`${PERIOD_COLUMN[period]} and s.confirmed_at is not null and m.fired_at is not null and m.digested_at is null`;
}

/** Where the keyset walk is: members by user id first, then guests by address. */
type Cursor = { kind: 'user'; after: number } | { kind: 'email'; after: string };

const PENDING_EXISTS = sql`exists (select 1 from deal_alert_matches m where m.subscription_id = s.id and m.fired_at is not null and m.digested_at is null)`;

/**
 * The next recipients with something pending for the period, and the cursor after them (null at the
 * end). Each step reads the alerts in index order (by user id, then by address) and probes the
 * pending-matches index, so it costs the batch, not the whole table.
 */
async function nextRecipients(db: Db, period: DigestPeriod, cursor: Cursor, limit: number): Promise<{ recipients: string[]; next: Cursor | null }> {
  const alerts = sql`${PERIOD_COLUMN[period]} and s.confirmed_at is not null and ${PENDING_EXISTS}`;
  if (cursor.kind === 'user') {
    const rows = await executeRows<{ id: number }>(
      db,
      sql`select distinct s.user_id as id from deal_alert_subscriptions s
          where s.user_id > ${cursor.after} and ${alerts} order by s.user_id limit ${limit}`,
    );
    const ids = rows.map((row) => Number(row.id));
    const last = ids.at(-1);
    const next: Cursor = ids.length === limit && last !== undefined ? { kind: 'user', after: last } : { kind: 'email', after: '' };
    return { recipients: ids.map((id) => `user:${id}`), next };
  }
  const rows = await executeRows<{ email: string }>(
    db,
    sql`select distinct lower(s.email) as email from deal_alert_subscriptions s
        where s.user_id is null and lower(s.email) > ${cursor.after} and ${alerts} order by 1 limit ${limit}`,
  );
  const emails = rows.map((row) => row.email);
  const last = emails.at(-1);
  return { recipients: emails.map((email) => `email:${email}`), next: emails.length === limit && last !== undefined ? { kind: 'email', after: last } : null };
}

/** The alerts of these recipients: members by user id, guests by address (both indexed). */
function recipientsWhere(recipients: readonly string[]): SQL {
  const userIds = recipients.filter((r) => r.startsWith('user:')).map((r) => Number(r.slice(5)));
  const emails = recipients.filter((r) => r.startsWith('email:')).map((r) => r.slice(6));
  const parts: SQL[] = [];
  if (userIds.length > 0) parts.push(sql`s.user_id in ${userIds}`);
  if (emails.length > 0) parts.push(sql`(s.user_id is null and lower(s.email) in ${emails})`);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}

type PendingRow = {
  recipient: string;
  alert_id: number;
  locale_id: number;
  morphable_type: MorphableType;
  morphable_id: number;
  /** The mail address: the member's current one, or the guest's. */
  address: string | null;
  user_id: number | null;
  /** Null when the promo has no feed row (gone). */
  rating: number | null;
  published_at: Date | string | null;
  current: boolean;
  delivered: boolean;
};

export type RecipientDigest = { recipient: string; listed: number; dropped: number; key: string | null };

/** The outbox key of one recipient's mail of one run: the same for every retry of the run. */
export function digestMailKey(period: DigestPeriod, runId: string, recipient: string): string {
  return `deal-alerts-${period}:${runId}:${createHash('sha256').update(recipient).digest('hex').slice(0, 32)}`;
}

const localeOf = (localeId: number): Locale => (localeId === LOCALE_IDS.fr ? 'fr' : 'nl');
const time = (value: PendingRow['published_at']) => (value ? new Date(value).getTime() : 0);

type Planned = { digest: RecipientDigest; deliveries: PendingRow[]; mail: OutboxEntry | null };

/** What one recipient's digest holds: their current promos not delivered before, one entry each, best first, capped. */
function plan(period: DigestPeriod, runId: string, recipient: string, rows: PendingRow[]): Planned {
  const promos = new Map<string, PendingRow>();
  for (const row of rows) {
    if (!row.current || row.delivered) continue;
    const key = `${row.morphable_type}:${row.morphable_id}`;
    if (!promos.has(key)) promos.set(key, row);
  }
  // Temperature first, then the newest.
  const ranked = [...promos.values()].sort(
    (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || time(b.published_at) - time(a.published_at) || b.morphable_id - a.morphable_id,
  );
  const listed = ranked.slice(0, DIGEST_MAX_PROMOS);
  const address = rows.find((row) => row.address)?.address ?? null;
  if (listed.length === 0 || !address) return { digest: { recipient, listed: 0, dropped: rows.length, key: null }, deliveries: [], mail: null };
  // The language of the newest alert among those that brought something.
  const newest = listed.reduce((a, b) => (b.alert_id > a.alert_id ? b : a));
  const payload: DigestPayload = {
    period,
    locale: localeOf(newest.locale_id),
    member: recipient.startsWith('user:'),
    promos: listed.map((row) => ({ type: row.morphable_type, id: row.morphable_id })),
    more: ranked.length - listed.length,
  };
  const key = digestMailKey(period, runId, recipient);
  return {
    digest: { recipient, listed: listed.length, dropped: rows.length - listed.length, key },
    deliveries: listed,
    mail: { key, kind: DIGEST_MAIL_KIND, userId: listed[0]?.user_id ?? null, to: address, payload },
  };
}

/** Adds mails to the outbox in one statement (addToOutbox for many); a key already there is ignored. */
async function addManyToOutbox(tx: Db, entries: OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(outgoingMails)
    .values(entries.map((entry) => ({ idempotencyKey: entry.key, kind: entry.kind, userId: entry.userId, toAddress: entry.to, payload: entry.payload ?? {} })))
    .onConflictDoNothing({ target: outgoingMails.idempotencyKey });
}

/** The first key of the digests' per-recipient advisory locks (the second is the recipient's hash). */
const DIGEST_LOCK_CLASS = 16_016;

/** Rows per multi-row insert: well under PostgreSQL's parameter limit. */
const INSERT_CHUNK = 1_000;
const chunks = <T>(items: T[]): T[][] => Array.from({ length: Math.ceil(items.length / INSERT_CHUNK) }, (_, i) => items.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK));

/**
 * The digests of a batch of recipients, in one transaction (a recipient's work is never split, and a
 * crash leaves the whole batch to the retry): their pending matches locked (a concurrent run waits,
 * then finds them digested), every one marked digested (kept or dropped), the kept promos written as
 * deliveries and the mails put in the outbox. A handful of statements per batch, whatever its size.
 */
export async function digestBatch(deps: JobDeps, period: DigestPeriod, runId: string, recipients: readonly string[]): Promise<RecipientDigest[]> {
  const now = deps.clock();
  if (recipients.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    // The daily and the weekly run may hold the same recipient at once (Mondays at 07:00, or an
    // operator's run beside the schedule): each recipient's lock, taken in one global order (no
    // deadlock), makes the second wait and then see the first one's deliveries.
    await tx.execute(sql`select count(pg_advisory_xact_lock(${DIGEST_LOCK_CLASS}, k))
      from (select hashtext(r) as k from unnest(array[${sql.join(
        recipients.map((recipient) => sql`${recipient}`),
        sql`, `,
      )}]::text[]) r order by 1) keys`);
    const rows = await executeRows<PendingRow>(
      tx,
      sql`select ${RECIPIENT} as recipient, s.id as alert_id, s.locale_id, m.morphable_type, m.morphable_id,
            case when s.user_id is null then s.email else u.email end as address, s.user_id,
            f.rating, f.published_at,
            (f.id is not null and f.is_active and (f.expired_at is null or f.expired_at > ${now})) as current,
            exists (select 1 from deal_alert_deliveries d
                    where d.recipient = ${RECIPIENT} and d.morphable_type = m.morphable_type and d.morphable_id = m.morphable_id) as delivered
          from deal_alert_subscriptions s
          join deal_alert_matches m on m.subscription_id = s.id
          left join users u on u.id = s.user_id and u.deleted_at is null
          left join feed_items f on f.morphable_type = m.morphable_type and f.morphable_id = m.morphable_id
          where ${recipientsWhere(recipients)} and ${pendingWhere(period)}
          for update of m`,
    );
    if (rows.length === 0) return [];
    // The rows just locked: nobody else can have changed them since.
    await tx.execute(sql`update deal_alert_matches m set digested_at = ${now}
      from deal_alert_subscriptions s
      where s.id = m.subscription_id and ${recipientsWhere(recipients)} and ${pendingWhere(period)}`);

    const byRecipient = new Map<string, PendingRow[]>();
    for (const row of rows) {
      const list = byRecipient.get(row.recipient);
      if (list) list.push(row);
      else byRecipient.set(row.recipient, [row]);
    }
    const planned = [...byRecipient].map(([recipient, own]) => plan(period, runId, recipient, own));
    const delivered = planned.flatMap((each) =>
      each.deliveries.map((row) => ({ recipient: each.digest.recipient, morphableType: row.morphable_type, morphableId: row.morphable_id, sentAt: now })),
    );
    for (const chunk of chunks(delivered)) await tx.insert(dealAlertDeliveries).values(chunk).onConflictDoNothing();
    const mails = planned.flatMap((each) => (each.mail ? [each.mail] : []));
    for (const chunk of chunks(mails)) await addManyToOutbox(tx, chunk);
    return planned.map((each) => each.digest);
  });
}

export type DigestRunOptions = {
  /** Recipients per transaction. */
  batchSize?: number;
  /** Called after each batch's transaction (tests use it to make a run die halfway). */
  afterBatch?: (digests: RecipientDigest[]) => void | Promise<void>;
  /** Leave the mails in the outbox (the bench measures the run without sending). */
  send?: boolean;
};

export type DigestRunSummary = { recipients: number; mails: number; promos: number; sent: number };

/** One digest run: every recipient with something pending, then the mails. */
export async function runDigest(deps: JobDeps, period: DigestPeriod, runId: string, options: DigestRunOptions = {}): Promise<DigestRunSummary> {
  const started = Date.now();
  const summary: DigestRunSummary = { recipients: 0, mails: 0, promos: 0, sent: 0 };
  const batchSize = Math.max(1, options.batchSize ?? RECIPIENT_BATCH);
  for (let cursor: Cursor | null = { kind: 'user', after: 0 }; cursor; ) {
    const { recipients, next } = await nextRecipients(deps.db, period, cursor, batchSize);
    cursor = next;
    if (recipients.length === 0) continue;
    const digests = await digestBatch(deps, period, runId, recipients);
    for (const digest of digests) {
      summary.recipients += 1;
      if (digest.key) summary.mails += 1;
      summary.promos += digest.listed;
    }
    await options.afterBatch?.(digests);
  }
  if (options.send !== false) Object.assign(summary, await sendPendingDigests(deps));
  logger.info('deal_alert_digest', { period, run: runId, ...summary, ms: Date.now() - started });
  return summary;
}

/**
 * Sends every digest mail the outbox holds unsent: this run's, and any an earlier run left behind
 * (it died after its transactions, or the mail server failed). Throws when one failed, so the job is
 * retried and tries again; the outbox row is claimed before sending, so no mail goes twice.
 */
export async function sendPendingDigests(deps: JobDeps): Promise<{ sent: number }> {
  const rows = await deps.db
    .select({ key: outgoingMails.idempotencyKey })
    .from(outgoingMails)
    .where(
      and(
        eq(outgoingMails.kind, DIGEST_MAIL_KIND),
        inArray(outgoingMails.status, ['pending', 'failed']),
        sql`${outgoingMails.attempts} < ${MAX_SEND_ATTEMPTS}`,
      ),
    )
    .orderBy(outgoingMails.id);
  let sent = 0;
  const errors: unknown[] = [];
  const keys = rows.map((row) => row.key);
  const worker = async () => {
    for (let key = keys.shift(); key !== undefined; key = keys.shift()) {
      try {
        if ((await deliverOnce(deps, key, (row) => renderDigestMail(deps, row))) === 'sent') sent += 1;
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
  if (errors.length > 0) {
    const first = errors[0];
    throw new Error(`${errors.length} digest mail(s) failed: ${first instanceof Error ? first.message : String(first)}`);
  }
  return { sent };
}

const digestQueueOptions = { ...DEFAULT_QUEUE_OPTIONS, expireInSeconds: 30 * 60 };

/** Every day at 07:00 Brussels time: the daily alerts' digest. */
export const dailyDigestQueue = defineQueue<Record<string, never>>({
  name: 'deal-alerts-daily',
  options: digestQueueOptions,
  schedule: { cron: '0 7 * * *' },
  handler: (deps) => async (job) => {
    await runDigest(deps, 'daily', job.id);
  },
});

/** Mondays at 07:00 Brussels time: the weekly alerts' digest. */
export const weeklyDigestQueue = defineQueue<Record<string, never>>({
  name: 'deal-alerts-weekly',
  options: digestQueueOptions,
  schedule: { cron: '0 7 * * 1' },
  handler: (deps) => async (job) => {
    await runDigest(deps, 'weekly', job.id);
  },
});
