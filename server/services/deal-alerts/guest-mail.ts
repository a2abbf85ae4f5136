import type { AlertTargetType } from '@/lib/api/deal-alerts';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { Tx } from '../../jobs/job-queue';
import { defineQueue, DEFAULT_QUEUE_OPTIONS, type JobDeps } from '../../jobs/types';
import { dealAlertConfirmMail } from '../../mail/deal-alert-guest-mails';
import type { MailMessage } from '../../mail/mailer';
import { addToOutbox, deliverOnce, type OutboxRow } from '../../mail/outbox';
import { CONFIRM_TOKEN_HOURS, findGuestAlert, issueConfirmToken, pendingGuestAlert, type GuestAlertRequest } from './guest-alerts';
import { findAlertTarget } from './subscriptions';

/**
 * The guest's confirmation mail, through the job queue and the outbox like the account mails. The
 * request only queues what was typed; the job finds or creates the alert, so the answer takes the
 * same time whatever the address already has. A confirmed alert gets no second mail.
 */

export type GuestAlertMailJob = GuestAlertRequest;

const localeOf = (localeId: number): Locale => (localeId === 2 ? 'fr' : 'nl');

/** Renders the mail from its outbox row at send time: the confirmation secret is made now, never stored in the outbox. */
async function renderConfirmMail(deps: JobDeps, row: OutboxRow): Promise<Omit<MailMessage, 'messageId'> | null> {
  const alertId = Number(row.payload.alertId);
  const alert = Number.isSafeInteger(alertId) ? await findGuestAlert(deps.db, alertId) : null;
  if (!alert || alert.confirmedAt) return null;
  const locale = localeOf(alert.localeId);
  const target =
    alert.subscriableType && alert.subscriableId !== null
      ? await findAlertTarget(deps.db, alert.subscriableType as AlertTargetType, alert.subscriableId, locale)
      : null;
  if (!target && alert.query === null) return null;
  const config = deps.config();
  const secret = await issueConfirmToken(deps.db, alert.id, config.now());
  if (!secret) return null;
  const url = new URL(localizedPath('/deal-alerts/confirm', locale), `${config.siteUrl}/`);
  url.searchParams.set('token', secret);
  const mail = dealAlertConfirmMail(locale, {
    subject: target ? { kind: 'entity', title: target.data.title } : { kind: 'query' },
    period: alert.dailyEmailNotification ? 'daily' : 'weekly',
    url: url.toString(),
    hours: CONFIRM_TOKEN_HOURS,
  });
  return { ...mail, to: alert.email, link: url.toString(), kind: 'deal_alert_confirm' };
}

async function runGuestAlertMail(deps: JobDeps, jobId: string, job: GuestAlertMailJob): Promise<void> {
  const alert = await pendingGuestAlert(deps.db, job);
  if (!alert) return;
  const key = `deal-alert-confirm:${jobId}`;
  await addToOutbox(deps.db, { key, kind: 'deal_alert_confirm', userId: null, to: alert.email, payload: { alertId: alert.id } });
  await deliverOnce(deps, key, (row) => renderConfirmMail(deps, row));
}

export const guestAlertMailQueue = defineQueue<GuestAlertMailJob>({
  name: 'deal-alert-guest-mail',
  options: DEFAULT_QUEUE_OPTIONS,
  handler: (deps) => (job) => runGuestAlertMail(deps, job.id, job.data),
});

type GuestAlertQueue = { enqueue(tx: Tx, name: 'deal-alert-guest-mail', data: GuestAlertMailJob): Promise<string | null> };

export async function enqueueGuestAlertMail(jobs: GuestAlertQueue, tx: Tx, job: GuestAlertMailJob): Promise<void> {
  await jobs.enqueue(tx, 'deal-alert-guest-mail', job);
}
