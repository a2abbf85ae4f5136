import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Lang } from './fixtures';
import { E2E_MAIL_DIR } from './mail-settings';

/** Shared steps of the account specs: the e-mail login form and links read from the mail outbox. */

type T = <V>(values: Record<Lang, V>) => V;

// The e2e server sends through real SMTP to the catcher of global-setup.ts, which keeps every message
// in this folder (a server without SMTP_URL writes the same files itself: server/mail/mailer.ts).
const MAIL_DIR = E2E_MAIL_DIR;

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
