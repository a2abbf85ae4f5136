/**
 * The shape of a date as addresses, payloads and the database write it: `YYYY-MM-DD`, a real day.
 * Kept apart from belgian-day.ts so forms can check a date without its time-zone machinery.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD, in any year (a birthday's range is checked apart). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** True for a real calendar date written YYYY-MM-DD within PostgreSQL's comfortable range (from the year 1000). */
export function isIsoDate(value: string): boolean {
  return isCalendarDay(value) && Number(value.slice(0, 4)) >= 1000;
}
