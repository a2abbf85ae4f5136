import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Lang } from './fixtures';

/** Shared steps of the account specs: the e-mail login form and links read from the mail outbox. */

type T = <V>(values: Record<Lang, V>) => V;

// The server writes mail to DATA_DIR/mail when no SMTP server is configured (server/mail/mailer.ts).
// The spec runs outside the app, so lib/env.ts does not apply: the e2e runner passes E2E_DATA_DIR.
// eslint-disable-next-line no-restricted-properties
const MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'mail'));

export const accountTexts = {
  email: { nl: 'E-mailadres', fr: 'Adresse e-mail' },
  password: { nl: 'Wachtwoord', fr: 'Mot de passe' },
  login: { nl: 'Inloggen', fr: 'Se connecter' },
  logout: { nl: 'Uitloggen', fr: 'Se déconnecter' },
  loginForm: { nl: 'Inloggen met e-mail', fr: 'Connexion par e-mail' },
} as const;

/** Fills and sends the e-mail login form of the page or dialog on screen. */
export async function loginWithForm(page: Page, t: T, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: t(accountTexts.loginForm) });
  await form.getByLabel(t(accountTexts.email)).fill(email);
  await form.getByLabel(t(accountTexts.password), { exact: true }).fill(password);
  await form.getByRole('button', { name: t(accountTexts.login) }).click();
}

/**
 * The first link matching `pattern` in the newest outbox mail to `to` that has one (a reset mail
 * and a password-changed mail go to the same address). Quoted-printable and HTML escapes undone.
 */
export function mailLink(to: string, pattern: RegExp): string | null {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith('.eml'));
  } catch {
    return null;
  }
  const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=').replace(/&amp;/g, '&');
  const newest = files
    .map((file) => path.join(MAIL_DIR, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) => decode(readFileSync(file, 'utf8')))
    .find((text) => text.includes(to) && pattern.test(text));
  return newest ? (pattern.exec(newest)?.[0] ?? null) : null;
}

export const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/verify\?token=[\w-]+/;
export const RESET_LINK = /https?:\/\/[^\s"<>]+\/password\/reset\?[^\s"<>]+/;

/** The verification link of the newest mail to `to` in the outbox. */
export function verificationLink(to: string): string | null {
  return mailLink(to, VERIFY_LINK);
}

/** The path and query of an absolute mailed link, to open on the server under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
