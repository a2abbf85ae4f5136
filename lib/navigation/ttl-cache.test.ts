import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('returns a value until its time to live has passed', () => {
    let now = 0;
    const cache = new TtlCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('a', 'x');
    now = 999;
    expect(cache.get('a')).toBe('x');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores null as a value (a cached miss)', () => {
    const cache = new TtlCache<string | null>({ maxEntries: 10, ttlMs: 1000 });
    cache.set('miss', null);
    expect(cache.get('miss')).toBeNull();
    expect(cache.has('miss')).toBe(true);
    expect(cache.get('other')).toBeUndefined();
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new TtlCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('refreshes the expiry when a key is set again', () => {
    let now = 0;
    const cache = new TtlCache<number>({ maxEntries: 2, ttlMs: 100, now: () => now });
    cache.set('a', 1);
    now = 90;
    cache.set('a', 2);
    now = 150;
    expect(cache.get('a')).toBe(2);
  });
});
