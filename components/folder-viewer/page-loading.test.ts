import { describe, expect, it } from 'vitest';
import { pagesToLoad, withPagesLoaded } from './page-loading';

describe('pagesToLoad', () => {
  it('loads the current page, the next three and the previous one', () => {
    expect(pagesToLoad(0, 12)).toEqual([0, 1, 2, 3]);
    expect(pagesToLoad(5, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('stops at the last page', () => {
    expect(pagesToLoad(10, 12)).toEqual([9, 10, 11]);
    expect(pagesToLoad(0, 1)).toEqual([0]);
  });
});

describe('withPagesLoaded', () => {
  it('keeps what was loaded and adds the new window', () => {
    const start = new Set([0, 1, 2, 3]);
    expect([...withPagesLoaded(start, 4, 12)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('returns the same set when nothing is new, so state does not change', () => {
    const start = new Set([0, 1, 2, 3, 4]);
    expect(withPagesLoaded(start, 1, 12)).toBe(start);
  });
});
