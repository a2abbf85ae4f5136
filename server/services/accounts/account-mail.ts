import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { logger } from '../../logger';
import { passwordChangedMail, passwordResetMail, verificationMail } from '../../mail/account-mails';
import { sendMail, type MailResult } from '../../mail/mailer';
import { mailOutboxDir, type AccountConfig } from './config';
import { createUserToken, RESET_TOKEN_MINUTES, VERIFICATION_TOKEN_HOURS } from './tokens';
import { findUser, findUserByEmail, type UserRow } from './users';

type Recipient = { id: number; email: string; fname: string; locale: Locale };

export function recipient(user: UserRow): Recipient {
  return { id: user.id, email: user.email, fname: user.fname, locale: user.locale === 'fr' ? 'fr' : 'nl' };
}

function mailSettings(config: AccountConfig) {
  return { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: mailOutboxDir(config) };
}

/** An absolute link to a localized site route (`/fr/verify?token=…`). */
export function siteLink(config: AccountConfig, route: '/verify' | '/password/reset', locale: Locale, query: Record<string, string>): string {
  const url = new URL(localizedPath(route, locale), `${config.siteUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

export async function sendVerificationMail(db: Db, config: AccountConfig, user: Recipient): Promise<MailResult> {
  const now = config.now();
  const secret = await createUserToken(
    db,
    user.id,
    'email_verification',
    new Date(now.getTime() + VERIFICATION_TOKEN_HOURS * 60 * 60 * 1000),
  );
  const url = siteLink(config, '/verify', user.locale, { token: secret });
  const mail = verificationMail(user.locale, { fname: user.fname, url, hours: VERIFICATION_TOKEN_HOURS });
  return sendMail(mailSettings(config), { ...mail, to: user.email, link: url, kind: 'verification' });
}

export async function sendPasswordResetMail(db: Db, config: AccountConfig, user: Recipient): Promise<MailResult> {
  const now = config.now();
  const secret = await createUserToken(db, user.id, 'password_reset', new Date(now.getTime() + RESET_TOKEN_MINUTES * 60 * 1000));
  const url = siteLink(config, '/password/reset', user.locale, { token: secret, email: user.email });
  const mail = passwordResetMail(user.locale, { fname: user.fname, url, minutes: RESET_TOKEN_MINUTES });
  return sendMail(mailSettings(config), { ...mail, to: user.email, link: url, kind: 'password_reset' });
}

/** ASVS 2.5.x: the owner hears of every password change, with the way back if it was not them. */
export async function sendPasswordChangedMail(config: AccountConfig, user: Recipient): Promise<MailResult> {
  const loginUrl = new URL(localizedPath('/login', user.locale), `${config.siteUrl}/`).toString();
  const mail = passwordChangedMail(user.locale, { fname: user.fname, loginUrl });
  return sendMail(mailSettings(config), { ...mail, to: user.email, kind: 'password_changed' });
}

// ---- The account mail queue

/**
 * What a request asks to be mailed. Reset and resend carry only the typed address: whether it
 * belongs to anyone is found out by the worker, after the answer has gone, so the answer takes the
 * same time for every address (an attacker timing it learns nothing).
 */
export type AccountMailJob =
  | { kind: 'password_reset'; email: string }
  | { kind: 'verification'; email: string }
  | { kind: 'password_changed'; userId: number };

type QueuedJob = { db: Db; config: AccountConfig; job: AccountMailJob };

async function runJob({ db, config, job }: QueuedJob): Promise<void> {
  if (job.kind === 'password_changed') {
    const user = await findUser(db, job.userId);
    if (user) await sendPasswordChangedMail(config, recipient(user));
    return;
  }
  const user = await findUserByEmail(db, job.email);
  if (!user) return;
  if (job.kind === 'password_reset') await sendPasswordResetMail(db, config, recipient(user));
  else if (!user.emailVerifiedAt) await sendVerificationMail(db, config, recipient(user));
}

const queue: QueuedJob[] = [];
let draining: Promise<void> | null = null;

async function drain(): Promise<void> {
  for (let next = queue.shift(); next; next = queue.shift()) {
    try {
      await runJob(next);
    } catch (error) {
      logger.error('mail_failed', { kind: next.job.kind, message: error instanceof Error ? error.message : String(error) });
    }
  }
}

function startDraining(): void {
  // setImmediate: the worker's first query waits until the handler has returned its answer.
  draining = new Promise<void>((resolve) => setImmediate(resolve))
    .then(drain)
    .catch((error: unknown) => logger.error('mail_queue_failed', { message: error instanceof Error ? error.message : String(error) }))
    .finally(() => {
      draining = null;
      if (queue.length > 0) startDraining();
    });
}

/**
 * Queues an account mail and returns at once; one in-process worker sends the queue in order.
 * Failures are logged and never reach the request, which has been answered already. (A job lost
 * in a crash costs a resend; a persistent queue replaces this one when the job runner arrives.)
 * `config` is the request's, so a test's clock and mail server hold for its jobs.
 */
export function enqueueAccountMail(db: Db, config: AccountConfig, job: AccountMailJob): void {
  queue.push({ db, config, job });
  if (!draining) startDraining();
}

/** Waits until every queued account mail has been handled (tests, graceful shutdown). */
export async function settleBackgroundMail(): Promise<void> {
  while (draining) await draining;
}
