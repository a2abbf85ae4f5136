import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { overrideAccountConfig } from '../accounts/config';
import {
  alertLinkSettings,
  alertMailLinks,
  manageToken,
  UNSUBSCRIBE_TOKEN_DAYS,
  unsubscribeToken,
  verifyManageToken,
  verifyUnsubscribeToken,
  type AlertLinkSettings,
} from './links';

const NOW = Date.parse('2026-11-26T09:00:00Z');
const settings = (overrides: Partial<AlertLinkSettings> = {}): AlertLinkSettings => ({
  siteUrl: 'https://deals.test',
  secret: 'a-test-secret-that-is-long-enough-0123456789',
  now: () => new Date(NOW),
  ...overrides,
});
const later = (days: number) => settings({ now: () => new Date(NOW + days * 24 * 60 * 60 * 1000) });

describe('alertMailLinks', () => {
  it('gives absolute links in the mail’s language and the RFC 8058 headers pointing at the API', () => {
    const nl = alertMailLinks({ email: 'Guest@Example.com', alertId: 42, locale: 'nl' }, settings());
    const fr = alertMailLinks({ email: 'guest@example.com', alertId: 42, locale: 'fr' }, settings());
    expect(nl.manageUrl).toMatch(/^https:\/\/deals\.test\/deal-alerts\/manage\?token=[\w-]+\.[\w-]+$/);
    expect(nl.unsubscribeUrl).toMatch(/^https:\/\/deals\.test\/deal-alerts\/unsubscribe\?token=/);
    expect(fr.manageUrl).toMatch(/^https:\/\/deals\.test\/fr\/deal-alerts\/manage\?token=/);
    expect(fr.unsubscribeUrl).toMatch(/^https:\/\/deals\.test\/fr\/deal-alerts\/unsubscribe\?token=/);
    expect(nl.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(nl.headers['List-Unsubscribe'])?.[1];
    expect(oneClick).toMatch(/^https:\/\/deals\.test\/api\/deal-alerts\/unsubscribe\?token=/);

    const token = new URL(oneClick ?? '').searchParams.get('token');
    expect(token).toBe(new URL(nl.unsubscribeUrl).searchParams.get('token'));
    expect(verifyUnsubscribeToken(token, settings())).toEqual({ email: 'guest@example.com', alertId: 42 });
    expect(verifyManageToken(new URL(nl.manageUrl).searchParams.get('token'), settings())).toEqual({ email: 'guest@example.com' });
  });

  it('without an alert, the unsubscribe link covers the whole address', () => {
    const links = alertMailLinks({ email: 'guest@example.com', locale: 'nl' }, settings());
    expect(verifyUnsubscribeToken(new URL(links.unsubscribeUrl).searchParams.get('token'), settings())).toEqual({
      email: 'guest@example.com',
      alertId: null,
    });
  });
});

describe('alert link tokens', () => {
  it('are scoped: an unsubscribe token does not manage', () => {
    expect(verifyManageToken(unsubscribeToken('a@example.com', 1, settings()), settings())).toBeNull();
  });

  it('refuse a token signed with another key, a changed payload or a changed signature', () => {
    const token = manageToken('a@example.com', settings());
    expect(verifyManageToken(token, settings({ secret: 'another-secret-that-is-long-enough-0123456789' }))).toBeNull();
    const [body = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ k: 'manage', e: 'b@example.com', x: 4102444800 })).toString('base64url');
    expect(verifyManageToken(`${forged}.${signature}`, settings())).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyManageToken(`${body}.${flipped}`, settings())).toBeNull();
  });

  it('expire', () => {
    const token = unsubscribeToken('a@example.com', 7, settings());
    expect(verifyUnsubscribeToken(token, later(UNSUBSCRIBE_TOKEN_DAYS - 1))).not.toBeNull();
    expect(verifyUnsubscribeToken(token, later(UNSUBSCRIBE_TOKEN_DAYS + 1))).toBeNull();
  });

  it('answer null, never throw, for hostile input', () => {
    for (const hostile of [undefined, null, 42, {}, '', '.', 'a.b', 'x'.repeat(5000), '%00.%00', 'e30.AAAA', `${'e30'}.${'A'.repeat(43)}`]) {
      expect(verifyManageToken(hostile, settings())).toBeNull();
      expect(verifyUnsubscribeToken(hostile, settings())).toBeNull();
    }
  });
});

describe('alertLinkSettings', () => {
  let restore: (() => void) | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    restore?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('without ALERT_LINK_SECRET keeps one random key in the data folder', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'alert-links-'));
    restore = overrideAccountConfig({ dataDir: dir, siteUrl: 'https://deals.test' });
    const first = alertLinkSettings();
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(path.join(dir, 'alert-link-secret'), 'utf8')).toBe(first.secret);
    expect(alertLinkSettings().secret).toBe(first.secret);
  });
});
