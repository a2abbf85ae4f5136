import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { logger } from '../../logger';
import { passwordChangedMail, passwordResetMail, verificationMail } from '../../mail/account-mails';
import { sendMail, type MailResult } from '../../mail/mailer';
import { mailOutboxDir, type AccountConfig } from './config';
import { createUserToken, RESET_TOKEN_MINUTES, VERIFICATION_TOKEN_HOURS } from './tokens';

type Recipient = { id: number; email: string; fname: string; locale: Locale };

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
  const resetUrl = new URL(localizedPath('/login', user.locale), `${config.siteUrl}/`).toString();
  const mail = passwordChangedMail(user.locale, { fname: user.fname, resetUrl });
  return sendMail(mailSettings(config), { ...mail, to: user.email, kind: 'password_changed' });
}

/**
 * Runs a mail job without making the caller wait: answers that must not reveal whether an address
 * exists (reset, resend) would otherwise take longer exactly when it does. Failures are logged.
 */
export function inBackground(kind: string, job: () => Promise<unknown>): Promise<void> {
  const done = job().then(
    () => undefined,
    (error: unknown) => {
      logger.error('mail_failed', { kind, message: error instanceof Error ? error.message : String(error) });
    },
  );
  pending.add(done);
  void done.finally(() => pending.delete(done));
  return done;
}

const pending = new Set<Promise<void>>();

/** Waits for background mail jobs (tests, graceful shutdown). */
export async function settleBackgroundMail(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
