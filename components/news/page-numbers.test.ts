import { describe, expect, it } from 'vitest';
import { pageHref, pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps around the current page', () => {
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageNumbers(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 'gap', 7]);
  });

  it('clamps a current page out of range and handles an empty list', () => {
    expect(pageNumbers(99, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});

describe('pageHref', () => {
  it('leaves the query off the first page', () => {
    expect(pageHref('/nieuws', 1)).toBe('/nieuws');
    expect(pageHref('/fr/actua', 3)).toBe('/fr/actua?page=3');
  });
});
