import { eq } from 'drizzle-orm';
import { localizedPath } from '@/lib/i18n/paths';
import type { Db } from '../../db/client';
import { prizeRequests, prizes, users } from '../../db/schema';
import type { Tx } from '../../jobs/job-queue';
import { defineQueue, DEFAULT_QUEUE_OPTIONS, type JobDeps } from '../../jobs/types';
import type { MailMessage } from '../../mail/mailer';
import { addToOutbox, deliverOnce, type OutboxRow } from '../../mail/outbox';
import { pick } from '../../http/locale';
import { availablePoints } from './ledger';
import { prizeRequestMail } from './prize-texts';

/**
 * The confirmation mail of a prize request: its outbox row is written in the request's transaction
 * (so a request always has its mail, and a rolled-back one none), and a job sends it once.
 */

export type PrizeMailJob = { requestId: number };

export const PRIZE_MAIL_QUEUE = 'prize-request-mail';
const outboxKey = (requestId: number) => `prize-request:${requestId}`;

/** In the request's transaction: the outbox row and the job that sends it. */
export async function queuePrizeMail(
  tx: Db,
  jobs: { enqueue(tx: Tx, name: typeof PRIZE_MAIL_QUEUE, data: PrizeMailJob): Promise<string | null> },
  requestId: number,
): Promise<void> {
  const [row] = await tx
    .select({ userId: prizeRequests.userId, email: users.email })
    .from(prizeRequests)
    .innerJoin(users, eq(users.id, prizeRequests.userId))
    .where(eq(prizeRequests.id, requestId))
    .limit(1);
  if (!row) return;
  await addToOutbox(tx, { key: outboxKey(requestId), kind: 'prize_request', userId: row.userId, to: row.email, payload: { requestId } });
  await jobs.enqueue(tx, PRIZE_MAIL_QUEUE, { requestId });
}

async function renderPrizeMail(deps: JobDeps, row: OutboxRow): Promise<Omit<MailMessage, 'messageId'> | null> {
  const requestId = Number(row.payload.requestId);
  if (!Number.isSafeInteger(requestId)) return null;
  const [found] = await deps.db
    .select({ request: prizeRequests, prize: prizes, user: { fname: users.fname, email: users.email, locale: users.locale, deletedAt: users.deletedAt } })
    .from(prizeRequests)
    .innerJoin(prizes, eq(prizes.id, prizeRequests.prizeId))
    .innerJoin(users, eq(users.id, prizeRequests.userId))
    .where(eq(prizeRequests.id, requestId))
    .limit(1);
  if (!found || found.user.deletedAt) return null;
  const { request, prize, user } = found;
  const locale = user.locale;
  const url = new URL(localizedPath('/prijzenpot/[prizeId]', locale, { prizeId: prize.id }), `${deps.config().siteUrl}/`).toString();
  const mail = prizeRequestMail(locale, {
    fname: user.fname,
    title: pick(locale, prize.titleNl, prize.titleFr),
    cost: request.pointsSpent,
    available: await availablePoints(deps.db, request.userId),
    address: {
      fullName: request.fullName,
      street: request.street,
      houseNumber: request.houseNumber,
      postalCode: request.postalCode,
      city: request.city,
      country: request.country,
    },
    url,
  });
  return { ...mail, to: user.email, link: url, kind: 'prize_request' };
}

export const prizeMailQueue = defineQueue<PrizeMailJob>({
  name: PRIZE_MAIL_QUEUE,
  options: DEFAULT_QUEUE_OPTIONS,
  handler: (deps) => (job) => deliverOnce(deps, outboxKey(job.data.requestId), (row) => renderPrizeMail(deps, row)).then(() => undefined),
});
