/** Date helpers of the wizard: the form holds local Date values, the wire YYYY-MM-DD. */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A Date as the local calendar day YYYY-MM-DD (what `<input type="date">` and the API use). */
export function toWireDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `<input type="date">`'s value as a local Date at midnight; null for empty or malformed text. */
export function fromInputDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The first day a date field accepts: days before yesterday are disabled. */
export function earliestDay(today: Date = new Date()): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
}

/** Whether `date` is a day after today (a discount starting then is "not started"). */
export function isFutureDay(date: Date, today: Date = new Date()): boolean {
  return toWireDate(date) > toWireDate(today);
}

export type NotStartedTick = { not_started: boolean; not_started_auto: boolean };

/**
 * "Not started" after the start day became `start`: a future start ticks it (as the wizard's own tick);
 * no start, today or an earlier day takes back a tick the wizard set, since the schema would then ask
 * for a start the member removed, or mark a started promo as not started. A tick the member set stays.
 */
export function notStartedFor(tick: NotStartedTick, start: Date | null, today: Date = new Date()): NotStartedTick {
  if (start && isFutureDay(start, today)) return tick.not_started ? tick : { not_started: true, not_started_auto: true };
  return tick.not_started_auto ? { not_started: false, not_started_auto: false } : tick;
}
