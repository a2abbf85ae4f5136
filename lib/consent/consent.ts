/**
 * The visitor's consent to non-essential cookies and scripts (docs/app-shell.md, Consent): the
 * stored choice, the app's choice passed in through the bridge, and what counts as "something to
 * ask about". Pure functions, used by the browser and by tests.
 */

import { CONSENT_COOKIE } from './consent-cookie';

export { CONSENT_COOKIE };
/** Raise when the categories change: a stored choice of another version asks again. */
export const CONSENT_VERSION = 1;
/** How long the choice is kept (the cookie is written by components/consent/consent-manager.tsx). */
export const CONSENT_DAYS = 365;

/** The optional categories; "necessary" is always on and not stored. */
export type ConsentChoice = { analytics: boolean; marketing: boolean };

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REFUSE_ALL: ConsentChoice = { analytics: false, marketing: false };

/** Whether anything on the site needs consent: today only Google Tag Manager (GTM_ID). */
export function consentNeeded(config: { gtmId: string | null }): boolean {
  return config.gtmId !== null;
}

/** Whether the choice lets Google Tag Manager load (analytics or marketing). */
export function allowsTagManager(choice: ConsentChoice): boolean {
  return choice.analytics || choice.marketing;
}

/** The cookie's value: `{"v":1,"analytics":…,"marketing":…,"at":"<ISO date>"}`, URI-encoded. */
export function serializeConsent(choice: ConsentChoice, now: Date = new Date()): string {
  return encodeURIComponent(JSON.stringify({ v: CONSENT_VERSION, analytics: choice.analytics, marketing: choice.marketing, at: now.toISOString() }));
}

/** The stored choice, or null when there is none, it is unreadable or of another version (then we ask again). */
export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.v !== CONSENT_VERSION) return null;
  if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') return null;
  return { analytics: record.analytics, marketing: record.marketing };
}

/** The choice in a `document.cookie` string. */
export function consentFromCookies(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return parseConsent(rest.join('='));
  }
  return null;
}

/** `{analytics, marketing}` with two booleans, else null (input from the native app is not trusted blindly). */
function asChoice(value: unknown): ConsentChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') return null;
  return { analytics: record.analytics, marketing: record.marketing };
}

export type ConsentWindow = { dealwijzerConsent?: unknown };

/** The app's consent set before load as `window.dealwijzerConsent = {analytics, marketing}`. */
export function appConsent(win: object): ConsentChoice | null {
  return asChoice((win as ConsentWindow).dealwijzerConsent);
}

/**
 * The app's consent from a `message` event's data: `{type:'consent', analytics, marketing}`, as an
 * object or as its JSON text (React Native's webview posts strings). Anything else: null.
 */
export function consentFromMessage(data: unknown): ConsentChoice | null {
  let value = data;
  if (typeof value === 'string') {
    if (!value.includes('"consent"')) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'consent') return null;
  return asChoice(value);
}
