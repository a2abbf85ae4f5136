import { brusselsDate, daysBetween } from '@/lib/dates/belgian-day';

/**
 * Dates as the site shows them (docs/product.md, Limits: day/month/year), in Belgian time whatever the time
 * zone of the server or browser. The one home of date formatting for cards, titles and pages; the
 * day arithmetic itself lives in lib/dates/belgian-day.ts.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `YYYY-MM-DD` of a value: a calendar date (`2026-11-18`) stays as written, so no time zone can move
 * it a day; an ISO instant or Date becomes its Belgian calendar date. Null for anything else.
 */
export function calendarDate(value: string | Date): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : brusselsDate(value);
  if (ISO_DATE.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : brusselsDate(instant);
}

/** `18/11/2026`; a value that is not a date is returned unchanged. */
export function formatDayMonthYear(value: string | Date): string {
  const date = calendarDate(value);
  if (!date) return String(value);
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** `18/11`, for short ranges within the same year (folder validity on a card). */
export function formatDayMonth(value: string | Date): string {
  const date = calendarDate(value);
  if (!date) return String(value);
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** Past this many days a card shows the end date instead of counting down. */
export const COUNTDOWN_MAX_DAYS = 30;

export type Expiry =
  | { state: 'expired' }
  /** `days` 0 = the last day is today, 1 = tomorrow… */
  | { state: 'countdown'; days: number }
  | { state: 'until'; date: string };

/**
 * How a promo's end reads on a card: expired once `expiredAt` has passed; otherwise the calendar
 * days (in Belgium) until its last valid day — an end at midnight belongs to the day before — or,
 * far away, that last day itself. Null when the promo has no end.
 */
export function expiryOf(expiredAt: string | null | undefined, now: Date = new Date(), isExpired = false): Expiry | null {
  if (isExpired) return { state: 'expired' };
  if (!expiredAt) return null;
  const end = new Date(expiredAt);
  if (Number.isNaN(end.getTime())) return null;
  if (end.getTime() <= now.getTime()) return { state: 'expired' };
  const lastDay = brusselsDate(new Date(end.getTime() - 1));
  const days = Math.max(0, daysBetween(brusselsDate(now), lastDay));
  if (days > COUNTDOWN_MAX_DAYS) return { state: 'until', date: formatDayMonthYear(lastDay) };
  return { state: 'countdown', days };
}
