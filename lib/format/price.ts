import type { Locale } from '@/lib/i18n/routing';

/**
 * Money and percentages the way each language writes them (the one home of price formatting: feed
 * cards, promo titles and filters all use these).
 */

function numberLocale(locale: Locale): string {
  return locale === 'fr' ? 'fr-BE' : 'nl-BE';
}

const euroFormats = new Map<string, Intl.NumberFormat>();

function euroFormat(locale: Locale, decimals: boolean): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let format = euroFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals ? 2 : 0,
      maximumFractionDigits: 2,
    });
    euroFormats.set(key, format);
  }
  return format;
}

/** A euro amount: `€ 49,99` (nl-BE), `49,99 €` (fr-BE); whole euros without decimals (`€ 50`). */
export function formatEuro(value: number, locale: Locale): string {
  return euroFormat(locale, !Number.isInteger(value)).format(value);
}

/** A euro amount always with cents (`€ 50,00`), for inputs and ranges where widths should not jump. */
export function formatEuroWithCents(value: number, locale: Locale): string {
  return euroFormat(locale, true).format(value);
}

/** A discount badge: `-25%` (nl-BE), `-25 %` (fr-BE), from a whole percentage (0–100). */
export function formatDiscountPercent(percent: number, locale: Locale): string {
  const value = Math.round(Math.abs(percent));
  return `-${new Intl.NumberFormat(numberLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)}`;
}

/** A plain number with the locale's separators and up to two decimals (`1.234,5` / `1 234,5`). */
export function formatAmount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2 }).format(value);
}
