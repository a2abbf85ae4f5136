// @vitest-environment jsdom
import { APP_COOKIES, readCookie, removeCookie, setCookie } from './site-cookies';

type NativeWindow = Window & { ReactNativeWebView?: { postMessage: (message: string) => void } };

/** What the React Native bridge received, parsed. */
function captureNative(): unknown[] {
  const posted: unknown[] = [];
  (window as NativeWindow).ReactNativeWebView = { postMessage: (message) => posted.push(JSON.parse(message)) };
  return posted;
}

afterEach(() => {
  Reflect.deleteProperty(window as NativeWindow, 'ReactNativeWebView');
  for (const name of ['auth-token', 'visited', 'consent', 'campaign_tag']) removeCookie(name);
  vi.restoreAllMocks();
});

describe('site cookies', () => {
  it("writes with the site's defaults: path /, SameSite=Lax, the lifetime in days, Secure only on https", () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    setCookie('visited', 'true', { days: 365 });
    expect(written[0]).toMatch(/^visited=true; path=\/; expires=[^;]+; samesite=lax$/i);
    const expires = Date.parse(/expires=([^;]+)/.exec(written[0] ?? '')?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
    expect(readCookie('visited')).toBe('true');
  });

  it('encodes a value once: an encoded value is written as it is and reads back decoded', () => {
    setCookie('campaign_tag', 'zomer deal', { days: 365 });
    expect(document.cookie).toContain('campaign_tag=zomer%20deal');
    expect(readCookie('campaign_tag')).toBe('zomer deal');
    setCookie('consent', encodeURIComponent('{"v":1}'), { days: 365, encoded: true });
    expect(document.cookie).toContain('consent=%7B%22v%22%3A1%7D');
  });

  it("tells the app of every change to a cookie it mirrors, with the stored value or null, and of no other", () => {
    const posted = captureNative();
    setCookie('auth-token', '1|secret', { days: 31 });
    setCookie('campaign_tag', 'zomer', { days: 365 });
    setCookie('consent', '%7B%7D', { days: 365, encoded: true });
    removeCookie('auth-token');
    expect(posted).toEqual([
      { type: 'cookie', name: 'auth-token', value: '1|secret' },
      { type: 'cookie', name: 'consent', value: '%7B%7D' },
      { type: 'cookie', name: 'auth-token', value: null },
    ]);
    expect([...APP_COOKIES].sort()).toEqual(['auth-token', 'consent', 'locale', 'visited']);
  });

  it('posts nothing and throws nothing outside the app', () => {
    expect(() => setCookie('visited', 'true', { days: 365 })).not.toThrow();
  });
});
