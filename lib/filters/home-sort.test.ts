import { describe, expect, it } from 'vitest';
import { homeSortOf } from './home-sort';

describe('homeSortOf', () => {
  it('reads the newest view from the query, as Next hands it or from the browser', () => {
    expect(homeSortOf({ sort: 'newest' })).toBe('newest');
    expect(homeSortOf({ sort: ['newest', 'top'] })).toBe('newest');
    expect(homeSortOf(new URLSearchParams('sort=newest&page=2'))).toBe('newest');
  });

  it('falls back to the top 100 for no, old or unknown values', () => {
    expect(homeSortOf({})).toBe('top');
    expect(homeSortOf({ sort: 'top' })).toBe('top');
    expect(homeSortOf({ sort: 'hot' })).toBe('top');
    expect(homeSortOf(new URLSearchParams('sort=%3Cscript%3E'))).toBe('top');
  });
});
