import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { env } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { MAX_RECORD_ID } from '@/lib/schemas/limits';
import { accountConfig } from '../accounts/config';

/**
 * The links in deal-alert mails (docs/deal-alerts.md, Guests): a manage link for an address and an
 * unsubscribe link for one alert, each carrying a token signed with HMAC-SHA256. A token says what it
 * may touch (the address; the alert and the address) and until when, so checking one needs no
 * database; what it points at is still looked up, scoped to that address, when it is used.
 */

/** A manage link stays usable this long: long enough for the mails between two digests to be read late. */
export const MANAGE_TOKEN_DAYS = 90;
/** An unsubscribe link must keep working in an old mail (RFC 8058 asks for no expiry; a year bounds a leaked one). */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET_FILE = 'alert-link-secret';

export type AlertLinkSettings = { siteUrl: string; secret: string; now: () => Date };

export type AlertMailLinks = {
  manageUrl: string;
  unsubscribeUrl: string;
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
};

const fileSecrets = new Map<string, string>();

/**
 * Without ALERT_LINK_SECRET a random key is created once in the data folder, so a single-server
 * install signs the same way in the web process and the job worker, across restarts. Several servers
 * (a shared PostgreSQL) must set ALERT_LINK_SECRET.
 */
function dataDirSecret(dataDir: string): string {
  const file = path.resolve(dataDir, SECRET_FILE);
  const known = fileSecrets.get(file);
  if (known) return known;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process created it first: its key counts.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable key: delete it or set ALERT_LINK_SECRET`);
  fileSecrets.set(file, secret);
  return secret;
}

export function alertLinkSettings(): AlertLinkSettings {
  const config = accountConfig();
  return { siteUrl: config.siteUrl, secret: env().ALERT_LINK_SECRET ?? dataDirSecret(config.dataDir), now: config.now };
}

const email = z.string().min(3).max(320);
const expiry = z.number().int().positive();
const payloadSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('manage'), e: email, x: expiry }).strict(),
  z.object({ k: z.literal('unsubscribe'), e: email, a: z.number().int().positive().max(MAX_RECORD_ID), x: expiry }).strict(),
]);
type Payload = z.infer<typeof payloadSchema>;

function signature(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`deal-alert-link.${body}`).digest();
}

function sign(settings: AlertLinkSettings, payload: Payload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signature(settings.secret, body).toString('base64url')}`;
}

/** The payload of a genuine, unexpired token; null for anything else (never throws on hostile input). */
function verify(settings: AlertLinkSettings, token: unknown): Payload | null {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match?.[1] || !match[2]) return null;
  const expected = signature(settings.secret, match[1]);
  const actual = Buffer.from(match[2], 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success || parsed.data.x * 1000 <= settings.now().getTime()) return null;
  return parsed.data;
}

const normalEmail = (address: string) => address.trim().toLowerCase();
const expiresIn = (settings: AlertLinkSettings, days: number) => Math.floor((settings.now().getTime() + days * DAY_MS) / 1000);

export function manageToken(address: string, settings: AlertLinkSettings = alertLinkSettings()): string {
  return sign(settings, { k: 'manage', e: normalEmail(address), x: expiresIn(settings, MANAGE_TOKEN_DAYS) });
}

export function unsubscribeToken(address: string, alertId: number, settings: AlertLinkSettings = alertLinkSettings()): string {
  return sign(settings, { k: 'unsubscribe', e: normalEmail(address), a: alertId, x: expiresIn(settings, UNSUBSCRIBE_TOKEN_DAYS) });
}

/** The address (lower case) a manage token was made for, or null. */
export function verifyManageToken(token: unknown, settings: AlertLinkSettings = alertLinkSettings()): { email: string } | null {
  const payload = verify(settings, token);
  return payload?.k === 'manage' ? { email: payload.e } : null;
}

/**
 * The alert and address an unsubscribe token was made for, or null. A manage token unsubscribes too
 * (`alertId` null: every alert of the address), so a mail about several alerts can carry one link.
 */
export function verifyUnsubscribeToken(
  token: unknown,
  settings: AlertLinkSettings = alertLinkSettings(),
): { email: string; alertId: number | null } | null {
  const payload = verify(settings, token);
  if (!payload) return null;
  return { email: payload.e, alertId: payload.k === 'unsubscribe' ? payload.a : null };
}

function absolute(settings: AlertLinkSettings, pathname: string, token: string): string {
  const url = new URL(pathname, `${settings.siteUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Everything a deal-alert mail to `email` links to: the manage page, the unsubscribe page (of one
 * alert with `alertId`, else of every alert of the address) and the RFC 8058 one-click headers, whose
 * URL is the API's POST endpoint (mail clients POST `List-Unsubscribe=One-Click` to it).
 */
export function alertMailLinks(
  input: { email: string; alertId?: number; locale: Locale },
  settings: AlertLinkSettings = alertLinkSettings(),
): AlertMailLinks {
  const manage = manageToken(input.email, settings);
  const unsubscribe = input.alertId === undefined ? manage : unsubscribeToken(input.email, input.alertId, settings);
  const oneClick = absolute(settings, '/api/deal-alerts/unsubscribe', unsubscribe);
  return {
    manageUrl: absolute(settings, localizedPath('/deal-alerts/manage', input.locale), manage),
    unsubscribeUrl: absolute(settings, localizedPath('/deal-alerts/unsubscribe', input.locale), unsubscribe),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
