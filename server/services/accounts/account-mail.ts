import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { passwordChangedMail, passwordResetMail, verificationMail } from '../../mail/account-mails';
import type { MailMessage } from '../../mail/mailer';
import { addToOutbox, deliverOnce, type OutboxRow } from '../../mail/outbox';
import type { Tx } from '../../jobs/job-queue';
import { defineQueue, DEFAULT_QUEUE_OPTIONS, type JobDeps } from '../../jobs/types';
import type { AccountConfig } from './config';
import { createUserToken, RESET_TOKEN_MINUTES, VERIFICATION_TOKEN_HOURS } from './tokens';
import { findUser, findUserByEmail, type UserRow } from './users';

type Recipient = { id: number; email: string; fname: string; locale: Locale };

export function recipient(user: UserRow): Recipient {
  return { id: user.id, email: user.email, fname: user.fname, locale: user.locale === 'fr' ? 'fr' : 'nl' };
}

/** An absolute link to a localized site route (`/fr/verify?token=…`). */
export function siteLink(config: AccountConfig, route: '/verify' | '/password/reset', locale: Locale, query: Record<string, string>): string {
  const url = new URL(localizedPath(route, locale), `${config.siteUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

type Message = Omit<MailMessage, 'messageId'>;

/** The verification mail, with a fresh link (creating its token replaces any earlier one). */
async function verificationMessage(db: Db, config: AccountConfig, user: Recipient): Promise<Message> {
  const now = config.now();
  const secret = await createUserToken(
    db,
    user.id,
    'email_verification',
    new Date(now.getTime() + VERIFICATION_TOKEN_HOURS * 60 * 60 * 1000),
  );
  const url = siteLink(config, '/verify', user.locale, { token: secret });
  const mail = verificationMail(user.locale, { fname: user.fname, url, hours: VERIFICATION_TOKEN_HOURS });
  return { ...mail, to: user.email, link: url, kind: 'verification' };
}

async function passwordResetMessage(db: Db, config: AccountConfig, user: Recipient): Promise<Message> {
  const now = config.now();
  const secret = await createUserToken(db, user.id, 'password_reset', new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000));
  const url = siteLink(config, '/password/reset', user.locale, { token: secret, email: user.email });
  const mail = passwordResetMail(user.locale, { fname: user.fname, url, minutes: RESET_TOKEN_MINUTES });
  return { ...mail, to: user.email, link: url, kind: 'password_reset' };
}

/** ASVS 2.5.x: the owner hears of every password change, with the way back if it was not them. */
function passwordChangedMessage(config: AccountConfig, user: Recipient): Message {
  const loginUrl = new URL(localizedPath('/login', user.locale), `${config.siteUrl}/`).toString();
  const mail = passwordChangedMail(user.locale, { fname: user.fname, loginUrl });
  return { ...mail, to: user.email, kind: 'password_changed' };
}

// ---- Account mail through the job queue and the outbox

/**
 * What a request asks to be mailed. Reset and resend carry only the typed address: whether it
 * belongs to anyone is found out by the job, after the answer has gone, so the answer takes the
 * same time for every address (an attacker timing it learns nothing).
 */
export type AccountMailJob =
  | { kind: 'password_reset'; email: string }
  | { kind: 'verification'; email: string }
  | { kind: 'password_changed'; userId: number };

/** Renders an account mail from its outbox row, at send time (tokens are made now, never stored). */
async function renderAccountMail(deps: JobDeps, row: OutboxRow): Promise<Message | null> {
  const user = row.userId === null ? undefined : await findUser(deps.db, row.userId);
  if (!user) return null;
  const config = deps.config();
  const to = recipient(user);
  if (row.kind === 'password_reset') return passwordResetMessage(deps.db, config, to);
  if (row.kind === 'verification') return user.emailVerifiedAt ? null : verificationMessage(deps.db, config, to);
  return passwordChangedMessage(config, to);
}

/**
 * Finds the account the job is about, records the mail in the outbox under the job's id (the same
 * for every retry of the job) and sends it once.
 */
async function runAccountMail(deps: JobDeps, jobId: string, job: AccountMailJob): Promise<void> {
  const user = job.kind === 'password_changed' ? await findUser(deps.db, job.userId) : await findUserByEmail(deps.db, job.email);
  if (!user || (job.kind === 'verification' && user.emailVerifiedAt)) return;
  const key = `account-mail:${jobId}`;
  await addToOutbox(deps.db, { key, kind: job.kind, userId: user.id, to: user.email });
  await deliverOnce(deps, key, (row) => renderAccountMail(deps, row));
}

export const accountMailQueue = defineQueue<AccountMailJob>({
  name: 'account-mail',
  options: DEFAULT_QUEUE_OPTIONS,
  handler: (deps) => (job) => runAccountMail(deps, job.id, job.data),
});

/** What enqueueing an account mail needs of the job queue (server/jobs/job-queue.ts). */
type AccountMailQueue = { enqueue(tx: Tx, name: 'account-mail', data: AccountMailJob): Promise<string | null> };

/**
 * Queues an account mail in the caller's transaction (or straight on its database): one insert,
 * the same statement whatever the address, and the answer goes without waiting for the mail. The
 * queue is resolved before any transaction opens (`await c.var.jobs()`).
 */
export async function enqueueAccountMail(jobs: AccountMailQueue, tx: Tx, job: AccountMailJob): Promise<void> {
  await jobs.enqueue(tx, 'account-mail', job);
}
