import type { Locale } from '@/lib/i18n/routing';

/**
 * How long ago something happened, in words of the reader's language: "zojuist", "5 minuten
 * geleden", "il y a 2 jours". Under a minute is "just now"; then the largest whole unit, so a
 * notification of 26 hours ago reads "gisteren" / "hier".
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const JUST_NOW: Record<Locale, string> = { nl: 'zojuist', fr: "à l'instant" };

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

const formatters = new Map<Locale, Intl.RelativeTimeFormat>();

function formatter(locale: Locale): Intl.RelativeTimeFormat {
  let found = formatters.get(locale);
  if (!found) {
    found = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, found);
  }
  return found;
}

/** `then` relative to `now`; a moment in the future (a clock a little ahead) reads as "just now". */
export function timeAgo(then: Date, now: Date, locale: Locale): string {
  const elapsed = now.getTime() - then.getTime();
  if (!(elapsed >= MINUTE)) return JUST_NOW[locale];
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return formatter(locale).format(-Math.floor(elapsed / size), unit);
  }
  return JUST_NOW[locale];
}
