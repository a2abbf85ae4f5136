import { describe, expect, it } from 'vitest';
import {
  addDays,
  belgianToday,
  brusselsDate,
  brusselsMidnight,
  daysBetween,
  endOfBrusselsDay,
} from './belgian-day';

describe('Belgian days', () => {
  it('reads the Belgian calendar date of an instant, not the UTC one', () => {
    expect(brusselsDate(new Date('2026-02-10T23:30:00Z'))).toBe('2026-02-11');
    expect(brusselsDate(new Date('2026-11-21T23:30:00.000Z'))).toBe('2026-11-22');
    // Summer time: 22:30 UTC is already past midnight in Brussels.
    expect(brusselsDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(brusselsDate(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-01');
  });

  it("gives today's date for now, or for a given instant", () => {
    expect(belgianToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(belgianToday()).toBe(brusselsDate(new Date()));
  });

  it('starts and ends days at Belgian midnight, across summer time and month ends', () => {
    expect(brusselsMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(brusselsMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(endOfBrusselsDay('2026-03-28').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // The night the clocks go forward (29 March 2026) the day still starts at local midnight.
    expect(endOfBrusselsDay('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // And the night they go back (25 October 2026).
    expect(endOfBrusselsDay('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('moves and measures calendar dates by whole days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(() => addDays('28/03/2026', 1)).toThrow(RangeError);
  });
});
