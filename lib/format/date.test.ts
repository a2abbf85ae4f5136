import { describe, expect, it } from 'vitest';
import { calendarDate, expiryOf, formatDayMonth, formatDayMonthYear } from './date';

describe('formatDayMonthYear', () => {
  it('writes a calendar date as written, day/month/year', () => {
    expect(formatDayMonthYear('2026-11-18')).toBe('18/11/2026');
    expect(formatDayMonth('2026-01-05')).toBe('05/01');
  });

  it('takes the Belgian date of an instant', () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(formatDayMonthYear('2026-12-31T23:30:00.000Z')).toBe('01/01/2027');
    expect(formatDayMonthYear(new Date('2026-07-01T21:59:00.000Z'))).toBe('01/07/2026');
    expect(formatDayMonthYear(new Date('2026-07-01T22:00:00.000Z'))).toBe('02/07/2026');
  });

  it('returns anything else unchanged', () => {
    expect(formatDayMonthYear('soon')).toBe('soon');
    expect(calendarDate('not a date')).toBeNull();
  });
});

describe('expiryOf', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('has no expiry without an end', () => {
    expect(expiryOf(null, now)).toBeNull();
  });

  it('is expired once the end has passed, or when the API says so', () => {
    expect(expiryOf('2026-11-21T09:59:59.000Z', now)).toEqual({ state: 'expired' });
    expect(expiryOf('2026-12-21T00:00:00.000Z', now, true)).toEqual({ state: 'expired' });
  });

  it('counts calendar days in Belgium to the last valid day', () => {
    // Midnight in Brussels (23:00 UTC in winter) ends the day before.
    expect(expiryOf('2026-11-21T23:00:00.000Z', now)).toEqual({ state: 'countdown', days: 0 });
    expect(expiryOf('2026-11-22T23:00:00.000Z', now)).toEqual({ state: 'countdown', days: 1 });
    expect(expiryOf('2026-11-24T15:00:00.000Z', now)).toEqual({ state: 'countdown', days: 3 });
  });

  it('is not thrown off by daylight saving time', () => {
    const march = new Date('2026-03-28T12:00:00.000Z');
    expect(expiryOf('2026-03-30T22:00:00.000Z', march)).toEqual({ state: 'countdown', days: 2 });
  });

  it('shows the last day itself when it is far away', () => {
    expect(expiryOf('2027-01-31T23:00:00.000Z', now)).toEqual({ state: 'until', date: '31/01/2027' });
  });
});
