import { describe, expect, it } from 'vitest';
import { recordId, uniqueIds } from './ids';

describe('uniqueIds', () => {
  it('keeps each safe integer once, in the order first seen, and drops nulls', () => {
    expect(uniqueIds([3, null, 1, 3, undefined, 2, 1])).toEqual([3, 1, 2]);
    expect(uniqueIds([1.5, Number.NaN, 2 ** 60, 4])).toEqual([4]);
  });
});

describe('recordId', () => {
  it('reads digits within the integer column', () => {
    expect(recordId('1')).toBe(1);
    expect(recordId('007')).toBe(7);
    expect(recordId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything that names no record', () => {
    for (const value of ['0', '', ' 1', '-1', '1.0', '2147483648', '12345678901', 'abc']) expect(recordId(value)).toBeNull();
  });
});
