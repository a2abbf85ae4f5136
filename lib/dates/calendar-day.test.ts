import { describe, expect, it } from 'vitest';
import { isCalendarDay, isIsoDate } from './calendar-day';

describe('isIsoDate', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('0999-01-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('refuses impossible or differently written dates', () => {
    for (const value of ['2026-02-30', '2026-13-01', '20261118', '2026-1-18', '18-11-2026', 'morgen', '2026-11-18x']) expect(isIsoDate(value)).toBe(false);
  });
});

describe('isCalendarDay', () => {
  it('is the same check without the year floor', () => {
    expect(isCalendarDay('0999-01-01')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
  });
});
