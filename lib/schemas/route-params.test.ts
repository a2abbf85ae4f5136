import { describe, expect, it } from 'vitest';
import { pageNumberOf, pageNumberParam, routeParam } from './route-params';

describe('pageNumberOf (pages) and pageNumberParam (API): one reading of ?page', () => {
  it('is 1 without a page and the number with one', () => {
    expect(pageNumberOf(new URLSearchParams(''))).toBe(1);
    expect(pageNumberOf({})).toBe(1);
    expect(pageNumberOf({ page: '4' })).toBe(4);
    expect(pageNumberOf(new URLSearchParams('page=04'))).toBe(4);
    expect(pageNumberOf({ page: '100000' })).toBe(100_000);
  });

  it('is null for a page that is not a whole number from 1 written in digits, or is given twice', () => {
    for (const value of ['0', '-1', 'abc', '2.5', '1e3', '9999999', '100001', ' 4', '+4', '0x10', '', '4 ']) {
      expect(pageNumberOf({ page: value }), value).toBeNull();
    }
    expect(pageNumberOf({ page: ['1', '2'] })).toBeNull();
    expect(pageNumberOf(new URLSearchParams('page=1&page=2'))).toBeNull();
  });

  it('refuses in the API exactly what the pages refuse', () => {
    for (const value of ['1e3', ' 4', '+4', '0x10', '2.5', '0', '']) expect(routeParam(pageNumberParam, value), value).toBeNull();
    expect(routeParam(pageNumberParam, undefined)).toBe(1);
    expect(routeParam(pageNumberParam, '7')).toBe(7);
  });
});
