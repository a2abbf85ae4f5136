/**
 * Calendar days in Belgium: the one home of day arithmetic for the server and the site. Folder
 * validity, "today", promo countdowns and the seeds' dates are whole days in Europe/Brussels,
 * whatever the time zone of the server or the browser. Dates are written `YYYY-MM-DD`.
 */

export const BELGIAN_TIME_ZONE = 'Europe/Brussels';

const DATE_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: BELGIAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function wallClock(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of DATE_PARTS.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The Belgian calendar date of an instant. */
export function brusselsDate(instant: Date): string {
  const { year, month, day } = wallClock(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today's date in Belgium. */
export function belgianToday(now: Date = new Date()): string {
  return brusselsDate(now);
}

function parseDate(date: string): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Milliseconds Brussels wall-clock time is ahead of UTC at an instant (1 h in winter, 2 h in summer). */
function offsetAt(instantMs: number): number {
  const wall = wallClock(new Date(instantMs));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The instant a Belgian calendar day starts (DST switches happen at night, never at midnight). */
export function brusselsMidnight(date: string): Date {
  const [year, month, day] = parseDate(date);
  const utcMidnight = Date.UTC(year, month - 1, day);
  const firstGuess = utcMidnight - offsetAt(utcMidnight);
  return new Date(utcMidnight - offsetAt(firstGuess));
}

/** `date` plus `days` calendar days (negative to go back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Whole days from one date to another (calendar arithmetic, so DST cannot skew it). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant a validity that runs through `lastDay` (inclusive) ends: the next day's midnight. */
export function endOfBrusselsDay(lastDay: string): Date {
  return brusselsMidnight(addDays(lastDay, 1));
}
