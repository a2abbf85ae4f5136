import { describe, expect, it, vi } from 'vitest';
import type { Paginated } from '@/lib/api/types';
import { collectPages } from './sitemap-data';

function page<T>(data: T[], current: number, last: number): Paginated<T> {
  return { data, meta: { current_page: current, last_page: last, per_page: data.length, total: 0, from: null, to: null } };
}

describe('collectPages', () => {
  it('reads every page up to the last one', async () => {
    const fetchPage = vi.fn(async (n: number) => page([n * 10, n * 10 + 1], n, 3));
    expect(await collectPages(fetchPage)).toEqual([10, 11, 20, 21, 30, 31]);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('stops at an empty page even when last_page says more', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n === 1 ? ['a'] : [], n, 50));
    expect(await collectPages(fetchPage)).toEqual(['a']);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('never reads more than the page limit', async () => {
    const fetchPage = vi.fn(async (n: number) => page([n], n, 1_000_000));
    expect(await collectPages(fetchPage, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fails when a page fails, so a half list is never cached as the sitemap', async () => {
    const fetchPage = vi.fn(async (n: number) => {
      if (n === 2) throw new Error('API down');
      return page([n], n, 3);
    });
    await expect(collectPages(fetchPage)).rejects.toThrow('API down');
  });
});
