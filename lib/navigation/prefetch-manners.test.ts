import { describe, expect, it, vi } from 'vitest';
import { constrainedConnection, installPrefetchManners, isRoutePrefetch, MAX_PREFETCHES } from './prefetch-manners';

const PREFETCH = { headers: { 'Next-Router-Prefetch': '1', RSC: '1' } };

function fakeWindow(connection?: { saveData?: boolean; effectiveType?: string }) {
  const pending: { url: string; resolve: () => void }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => new Promise<Response>((resolve) => pending.push({ url: String(input), resolve: () => resolve(new Response('ok')) })));
  const win = { fetch: fetch as unknown as typeof globalThis.fetch, navigator: { connection } as unknown as Navigator };
  installPrefetchManners(win);
  return { win, fetch, pending };
}

/** Lets the promise chains of finished fetches run (a few macrotask turns). */
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('prefetch manners', () => {
  it('knows the router prefetches by their header', () => {
    expect(isRoutePrefetch('/promos?_rsc=1', PREFETCH)).toBe(true);
    expect(isRoutePrefetch('/promos?_rsc=1', { headers: new Headers({ 'next-router-prefetch': '1' }) })).toBe(true);
    expect(isRoutePrefetch(new Request('https://x.example/a', { headers: { 'Next-Router-Prefetch': '1' } }))).toBe(true);
    expect(isRoutePrefetch('/promos?_rsc=1', { headers: { RSC: '1' } })).toBe(false);
    expect(isRoutePrefetch('/api/promos')).toBe(false);
  });

  it('counts data-saver, 2G and slow 2G as constrained; 3G, 4G and unknown not', () => {
    expect(constrainedConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(constrainedConnection({ effectiveType: '2g' })).toBe(true);
    expect(constrainedConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(constrainedConnection({ effectiveType: '3g' })).toBe(false);
    expect(constrainedConnection(undefined)).toBe(false);
  });

  it('runs at most five prefetches at once, the rest as slots free up, and never holds back other requests', async () => {
    const { win, fetch, pending } = fakeWindow({ effectiveType: '4g' });
    const prefetches = Array.from({ length: 8 }, (_, index) => win.fetch(`/page-${index}?_rsc=1`, PREFETCH));
    const other = win.fetch('/api/notifications');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(MAX_PREFETCHES + 1);
    expect(pending.map((each) => each.url)).toContain('/api/notifications');
    const first = pending.findIndex((each) => each.url.includes('_rsc'));
    pending.splice(first, 1)[0]?.resolve();
    await settle();
    // One finished, one more started: still five prefetches in flight, even with a newcomer arriving.
    void win.fetch('/late?_rsc=1', PREFETCH);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(MAX_PREFETCHES + 2);
    while (pending.length > 0) {
      pending.shift()?.resolve();
      await settle();
    }
    await Promise.all([...prefetches, other]);
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('skips every prefetch on data-saver or 2G without touching the network; other requests go out', async () => {
    const { win, fetch, pending } = fakeWindow({ saveData: true });
    await expect(win.fetch('/promos?_rsc=1', PREFETCH)).rejects.toThrow(/saves data or is 2G/);
    void win.fetch('/api/me');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(pending[0]?.url).toBe('/api/me');
  });
});
