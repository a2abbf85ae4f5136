// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL, REFUSE_ALL } from './consent';
import { applyConsent, consentModeUpdate, type GtmWindow } from './gtm';

/** The dataLayer's gtag commands as plain arrays (gtag pushes Arguments objects), other entries as they are. */
function commands(win: GtmWindow): unknown[] {
  return (win.dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));
}

function gtmScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]'));
}

describe('consent mode v2 signals', () => {
  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentModeUpdate({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeUpdate({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('applyConsent', () => {
  let win: GtmWindow;
  beforeEach(() => {
    win = {};
    document.head.innerHTML = '';
  });

  it('loads nothing and pushes nothing when everything is refused', () => {
    expect(applyConsent(win, document, 'GTM-TEST123', REFUSE_ALL)).toBe(false);
    expect(win.dataLayer).toBeUndefined();
    expect(gtmScripts()).toHaveLength(0);
  });

  it('sends the denied defaults, then the update, then loads GTM once', () => {
    expect(applyConsent(win, document, 'GTM-TEST123', { analytics: true, marketing: false })).toBe(true);
    const sent = commands(win);
    expect(sent[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
    expect(sent[1]).toEqual(['consent', 'update', consentModeUpdate({ analytics: true, marketing: false })]);
    expect(sent[2]).toMatchObject({ event: 'gtm.js' });
    expect(gtmScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
  });

  it('does not load GTM on a mail link’s page, whose address carries its token', () => {
    window.history.replaceState(null, '', '/password/reset?token=geheim&email=lid%40x.be');
    try {
      expect(applyConsent(win, document, 'GTM-TEST123', ACCEPT_ALL)).toBe(false);
      expect(gtmScripts()).toHaveLength(0);
    } finally {
      window.history.replaceState(null, '', '/');
    }
    expect(applyConsent(win, document, 'GTM-TEST123', ACCEPT_ALL)).toBe(true);
  });

  it('on a later change sends only the update (a withdrawal too) and never a second script', () => {
    applyConsent(win, document, 'GTM-TEST123', ACCEPT_ALL);
    expect(applyConsent(win, document, 'GTM-TEST123', REFUSE_ALL)).toBe(true);
    const sent = commands(win);
    expect(sent).toHaveLength(4);
    expect(sent[3]).toEqual(['consent', 'update', consentModeUpdate(REFUSE_ALL)]);
    expect(gtmScripts()).toHaveLength(1);
  });
});
