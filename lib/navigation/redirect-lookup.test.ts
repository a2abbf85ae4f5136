import { describe, expect, it, vi } from 'vitest';
import type { RedirectTarget } from '@/lib/api/content';
import { createRedirectResolver, isRedirectCandidate, redirectLocation } from './redirect-lookup';

describe('isRedirectCandidate', () => {
  it.each(['/oude-folders', '/fr/anciens-depliants', '/winkels/prijsmarkt', '/a/b/c/d', '/fr/x/y', '/contact', '/fr/points-bonus'])(
    'looks up %s (no route or only the CMS route matches)',
    (path) => {
      expect(isRedirectCandidate(path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/fr',
    '/folders',
    '/fr/depliants',
    '/promos',
    '/promos/mode',
    '/store/prijsmarkt',
    '/folders/prijsmarkt/2026-11-18',
    '/fr/depliants/prijsmarkt',
    '/nieuwsbrief-bijna',
    '/fr/newsletter-presque',
    '/default-browser',
    '/goto/app-ios',
    '/password/reset',
  ])('skips the static route %s', (path) => {
    expect(isRedirectCandidate(path)).toBe(false);
  });

  it('skips a route slug of the other locale, which next-intl redirects itself', () => {
    expect(isRedirectCandidate('/fr/folders')).toBe(false);
    expect(isRedirectCandidate('/depliants')).toBe(false);
    expect(isRedirectCandidate('/fr/nieuwsbrief-bijna')).toBe(false);
  });

  it('skips the /nl prefix and paths that are too long or not paths', () => {
    expect(isRedirectCandidate('/nl')).toBe(false);
    expect(isRedirectCandidate('/nl/oude-folders')).toBe(false);
    expect(isRedirectCandidate(`/${'a'.repeat(2100)}`)).toBe(false);
    expect(isRedirectCandidate('oude-folders')).toBe(false);
  });

  it('looks up a path with a malformed escape instead of throwing', () => {
    expect(isRedirectCandidate('/store/%E0%A4%A')).toBe(true);
  });
});

describe('createRedirectResolver', () => {
  const target: RedirectTarget = { to: '/folders', external: false, status: 301 };

  it('caches hits and misses for the time to live', async () => {
    let now = 0;
    const lookup = vi.fn(async (path: string) => (path === '/oude-folders' ? target : null));
    const resolve = createRedirectResolver(lookup, { now: () => now, ttlMs: 60_000 });
    expect(await resolve('/oude-folders')).toEqual(target);
    expect(await resolve('/oude-folders')).toEqual(target);
    expect(await resolve('/niets')).toBeNull();
    expect(await resolve('/niets')).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(2);
    now = 60_000;
    await resolve('/oude-folders');
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('shares one call between simultaneous requests for a path', async () => {
    let release: (value: RedirectTarget | null) => void = () => undefined;
    const lookup = vi.fn(() => new Promise<RedirectTarget | null>((resolve) => (release = resolve)));
    const resolve = createRedirectResolver(lookup);
    const first = resolve('/a');
    const second = resolve('/a');
    release(target);
    expect(await first).toEqual(target);
    expect(await second).toEqual(target);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('stays bounded', async () => {
    const lookup = vi.fn(async () => null);
    const resolve = createRedirectResolver(lookup, { maxEntries: 2 });
    await resolve('/a');
    await resolve('/b');
    await resolve('/c');
    await resolve('/a');
    expect(lookup).toHaveBeenCalledTimes(4);
  });

  it('answers null on a failure, reports it, does not cache it and never throws', async () => {
    const onError = vi.fn();
    const lookup = vi.fn().mockRejectedValueOnce(new Error('API down')).mockResolvedValueOnce(target);
    const resolve = createRedirectResolver(lookup, { onError });
    await expect(resolve('/oude-folders')).resolves.toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), '/oude-folders');
    await expect(resolve('/oude-folders')).resolves.toEqual(target);
  });

  it('logs a failure as one JSON line by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const resolve = createRedirectResolver(() => Promise.reject(new Error('boom')));
    await expect(resolve('/x')).resolves.toBeNull();
    const line = JSON.parse(String(spy.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'warn', event: 'redirect_lookup_failed', path: '/x', message: 'boom' });
    spy.mockRestore();
  });
});

describe('redirectLocation', () => {
  const request = new URL('https://www.dealwijzer.example/oude-folders?utm_source=mail');

  it('keeps an internal redirect on the same site and carries the query over', () => {
    expect(redirectLocation({ to: '/folders', external: false, status: 301 }, request)).toBe(
      'https://www.dealwijzer.example/folders?utm_source=mail',
    );
    expect(redirectLocation({ to: '/fr/depliants?x=1', external: false, status: 302 }, request)).toBe(
      'https://www.dealwijzer.example/fr/depliants?x=1',
    );
  });

  it('sends an external redirect off-site unchanged', () => {
    expect(redirectLocation({ to: 'https://www.example.org/', external: true, status: 302 }, request)).toBe('https://www.example.org/');
  });

  it.each([
    { to: 'javascript:alert(1)', external: true },
    { to: 'data:text/html,hi', external: true },
    { to: '//evil.example', external: false },
    { to: '/\\evil.example', external: false },
    { to: 'https://evil.example', external: false },
    { to: 'vbscript:x', external: false },
    { to: 'file:///etc/passwd', external: true },
  ])('refuses the target $to', ({ to, external }) => {
    expect(redirectLocation({ to, external, status: 301 }, request)).toBeNull();
  });

  it('ignores a redirect to the requested path itself', () => {
    expect(redirectLocation({ to: '/oude-folders', external: false, status: 301 }, request)).toBeNull();
  });
});
