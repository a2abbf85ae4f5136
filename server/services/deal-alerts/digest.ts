import { createHash } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import { dealAlertDeliveries, dealAlertMatches, outgoingMails } from '../../db/schema';
import { LOCALE_IDS } from '../../db/schema/enums';
import { logger } from '../../logger';
import { addToOutbox, deliverOnce } from '../../mail/outbox';
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

/** The next recipients after `after` (text order) with something pending for the period. */
async function nextRecipients(db: Db, period: DigestPeriod, after: string, limit: number): Promise<string[]> {
  const rows = await executeRows<{ recipient: string }>(
    db,
    sql`select distinct ${RECIPIENT} as recipient
        from deal_alert_matches m join deal_alert_subscriptions s on s.id = m.subscription_id
        where ${pendingWhere(period)} and ${RECIPIENT} > ${after}
        order by 1 limit ${limit}`,
  );
  return rows.map((row) => row.recipient);
}

function recipientWhere(recipient: string): SQL {
  if (recipient.startsWith('user:')) return sql`s.user_id = ${Number(recipient.slice(5))}`;
  return sql`s.user_id is null and lower(s.email) = ${recipient.slice(6)}`;
}

type PendingRow = {
  match_id: number;
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

/**
 * One recipient's digest, in one transaction: their pending matches locked (a concurrent run waits and
 * then finds them digested), the promos kept (current, not delivered before, best first, at most
 * DIGEST_MAX_PROMOS), deliveries written, every pending match marked digested, the mail in the outbox.
 */
export async function digestRecipient(deps: JobDeps, period: DigestPeriod, runId: string, recipient: string): Promise<RecipientDigest> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const rows = await executeRows<PendingRow>(
      tx,
      sql`select m.id as match_id, s.id as alert_id, s.locale_id, m.morphable_type, m.morphable_id,
            case when s.user_id is null then s.email else u.email end as address, s.user_id,
            f.rating, f.published_at,
            (f.id is not null and f.is_active and (f.expired_at is null or f.expired_at > ${now})) as current,
            exists (select 1 from deal_alert_deliveries d
                    where d.recipient = ${recipient} and d.morphable_type = m.morphable_type and d.morphable_id = m.morphable_id) as delivered
          from deal_alert_matches m
          join deal_alert_subscriptions s on s.id = m.subscription_id
          left join users u on u.id = s.user_id and u.deleted_at is null
          left join feed_items f on f.morphable_type = m.morphable_type and f.morphable_id = m.morphable_id
          where ${recipientWhere(recipient)} and ${pendingWhere(period)}
          for update of m`,
    );
    if (rows.length === 0) return { recipient, listed: 0, dropped: 0, key: null };
    await tx
      .update(dealAlertMatches)
      .set({ digestedAt: now })
      .where(
        inArray(
          dealAlertMatches.id,
          rows.map((row) => row.match_id),
        ),
      );

    // One entry per promo (several alerts may have matched it), best first: temperature, then newest.
    const promos = new Map<string, PendingRow>();
    for (const row of rows) {
      if (!row.current || row.delivered) continue;
      const key = `${row.morphable_type}:${row.morphable_id}`;
      if (!promos.has(key)) promos.set(key, row);
    }
    const time = (value: PendingRow['published_at']) => (value ? new Date(value).getTime() : 0);
    const ranked = [...promos.values()].sort(
      (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || time(b.published_at) - time(a.published_at) || b.morphable_id - a.morphable_id,
    );
    const listed = ranked.slice(0, DIGEST_MAX_PROMOS);
    const address = rows.find((row) => row.address)?.address ?? null;
    if (listed.length === 0 || !address) return { recipient, listed: 0, dropped: rows.length, key: null };

    await tx
      .insert(dealAlertDeliveries)
      .values(listed.map((row) => ({ recipient, morphableType: row.morphable_type, morphableId: row.morphable_id, sentAt: now })))
      .onConflictDoNothing();
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
    await addToOutbox(tx, { key, kind: DIGEST_MAIL_KIND, userId: listed[0]?.user_id ?? null, to: address, payload });
    return { recipient, listed: listed.length, dropped: rows.length - listed.length, key };
  });
}

export type DigestRunOptions = {
  batchSize?: number;
  /** Called after each recipient's transaction (tests use it to make a run die halfway). */
  afterRecipient?: (digest: RecipientDigest) => void | Promise<void>;
  /** Leave the mails in the outbox (the bench measures the run without sending). */
  send?: boolean;
};

export type DigestRunSummary = { recipients: number; mails: number; promos: number; sent: number };

/** One digest run: every recipient with something pending, then the mails. */
export async function runDigest(deps: JobDeps, period: DigestPeriod, runId: string, options: DigestRunOptions = {}): Promise<DigestRunSummary> {
  const started = Date.now();
  const summary: DigestRunSummary = { recipients: 0, mails: 0, promos: 0, sent: 0 };
  const batchSize = Math.max(1, options.batchSize ?? RECIPIENT_BATCH);
  for (let after = ''; ; ) {
    const recipients = await nextRecipients(deps.db, period, after, batchSize);
    for (const recipient of recipients) {
      const digest = await digestRecipient(deps, period, runId, recipient);
      summary.recipients += 1;
      if (digest.key) summary.mails += 1;
      summary.promos += digest.listed;
      await options.afterRecipient?.(digest);
    }
    if (recipients.length < batchSize) break;
    after = recipients[recipients.length - 1]!;
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
