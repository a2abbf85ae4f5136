import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  appConsent,
  CONSENT_VERSION,
  CONSENT_DAYS,
  consentFromCookies,
  consentFromMessage,
  consentNeeded,
  parseConsent,
  REFUSE_ALL,
  serializeConsent,
} from './consent';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('the consent cookie', () => {
  it('round-trips a choice through its value', () => {
    for (const choice of [ACCEPT_ALL, REFUSE_ALL, { analytics: true, marketing: false }, { analytics: false, marketing: true }]) {
      expect(parseConsent(serializeConsent(choice, NOW))).toEqual(choice);
    }
  });

  it('stores versioned JSON with the date of the choice', () => {
    expect(JSON.parse(decodeURIComponent(serializeConsent({ analytics: true, marketing: false }, NOW)))).toEqual({
      v: CONSENT_VERSION,
      analytics: true,
      marketing: false,
      at: '2026-11-26T12:00:00.000Z',
    });
  });

  it('asks again for a choice of another version (the categories changed)', () => {
    const older = encodeURIComponent(JSON.stringify({ v: CONSENT_VERSION - 1, analytics: true, marketing: true }));
    const newer = encodeURIComponent(JSON.stringify({ v: CONSENT_VERSION + 1, analytics: true, marketing: true }));
    expect(parseConsent(older)).toBeNull();
    expect(parseConsent(newer)).toBeNull();
  });

  it('treats an unreadable or incomplete value as no choice', () => {
    for (const raw of [undefined, '', 'yes', '%E0%A4%A', '{"v":1}', '{"v":1,"analytics":"true","marketing":false}', 'null', '[1]']) {
      expect(parseConsent(raw), String(raw)).toBeNull();
    }
  });

  it('is found among the other cookies', () => {
    const value = serializeConsent({ analytics: false, marketing: true }, NOW);
    expect(consentFromCookies(`locale=fr; consent=${value}; visited=1`)).toEqual({ analytics: false, marketing: true });
    expect(consentFromCookies('locale=fr; notconsent=x')).toBeNull();
    expect(consentFromCookies('')).toBeNull();
  });

  it('is kept for 365 days (written by the site cookie helper, lib/cookies/site-cookies.ts)', () => {
    expect(CONSENT_DAYS).toBe(365);
  });
});

describe('the app consent through the bridge', () => {
  it('reads window.dealwijzerConsent when it has two booleans', () => {
    expect(appConsent({ dealwijzerConsent: { analytics: true, marketing: false } })).toEqual({ analytics: true, marketing: false });
    expect(appConsent({})).toBeNull();
    expect(appConsent({ dealwijzerConsent: { analytics: 'yes', marketing: false } })).toBeNull();
    expect(appConsent({ dealwijzerConsent: true })).toBeNull();
  });

  it('reads a consent message as an object or as JSON text', () => {
    expect(consentFromMessage({ type: 'consent', analytics: false, marketing: true })).toEqual({ analytics: false, marketing: true });
    expect(consentFromMessage(JSON.stringify({ type: 'consent', analytics: true, marketing: true }))).toEqual(ACCEPT_ALL);
  });

  it('ignores every other message', () => {
    for (const data of [null, 'hello', '{"type":"consent"', { type: 'update-locale', locale: 'fr' }, { type: 'consent', analytics: 1, marketing: 0 }, JSON.stringify({ type: 'logout' })]) {
      expect(consentFromMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('whether to ask', () => {
  it('asks only when something needs consent (GTM_ID configured)', () => {
    expect(consentNeeded({ gtmId: 'GTM-TEST123' })).toBe(true);
    expect(consentNeeded({ gtmId: null })).toBe(false);
  });
});
