// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.dealwijzer.be/promos" }
import { syncLocaleCookie } from '@/lib/i18n/localize-href';
import { configureCookieDomain } from './cookie-domain';
import { readCookie, removeCookie, setCookie } from './site-cookies';

/** Every cookie string the page wrote, in order. */
function recordWrites(): string[] {
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor?.set?.call(document, value);
  });
  return written;
}

const occurrences = (name: string) => document.cookie.split('; ').filter((part) => part.startsWith(`${name}=`)).length;

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of ['auth-token', 'locale']) removeCookie(name);
  configureCookieDomain(null);
});

describe('site cookies on the parent domain (COOKIE_DOMAIN)', () => {
  it('writes each cookie on the parent domain and replaces a host-only copy instead of adding one', () => {
    document.cookie = 'auth-token=old; path=/';
    configureCookieDomain('.dealwijzer.be');
    const written = recordWrites();
    setCookie('auth-token', '1|secret', { days: 31 });
    expect(written.at(-1)).toMatch(/^auth-token=1\|secret; path=\/; expires=[^;]+; domain=dealwijzer\.be; samesite=lax; secure$/i);
    expect(occurrences('auth-token')).toBe(1);
    expect(readCookie('auth-token')).toBe('1|secret');
  });

  it('removes both the parent-domain cookie and a host-only one', () => {
    document.cookie = 'auth-token=host-only; path=/';
    configureCookieDomain('dealwijzer.be');
    document.cookie = 'auth-token=shared; path=/; domain=dealwijzer.be';
    expect(occurrences('auth-token')).toBe(2);
    removeCookie('auth-token');
    expect(occurrences('auth-token')).toBe(0);
  });

  it("writes the language switch's locale cookie on the parent domain too", () => {
    configureCookieDomain('dealwijzer.be');
    const written = recordWrites();
    syncLocaleCookie('nl', 'fr');
    expect(written.at(-1)).toContain('domain=dealwijzer.be');
    expect(occurrences('locale')).toBe(1);
    expect(readCookie('locale')).toBe('fr');
  });

  it('keeps cookies host-only when no parent domain is set', () => {
    const written = recordWrites();
    setCookie('auth-token', '2|x', { days: 31 });
    syncLocaleCookie('nl', 'fr');
    expect(written.join('\n')).not.toMatch(/domain=/i);
  });
});
