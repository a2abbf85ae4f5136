import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '@/lib/schemas/feed-filter-values';

/** The price filter's numbers (docs/product.md, Validation): 0–5000 in steps of 0.01; the top means "no upper limit". */

/**
 * Rounds to the slider's step (cents) as people expect from the decimal notation: 1.005 → 1.01,
 * 0.1 + 0.2 → 0.3 (shifting the decimal point in the text avoids binary rounding errors).
 */
export function roundToStep(value: number, step: number = PRICE_STEP): number {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
  const units = Math.round(step * 10 ** decimals) || 1;
  let scaled = Number(`${value}e${decimals}`);
  if (!Number.isFinite(scaled)) scaled = value * 10 ** decimals;
  return Number(((Math.round(scaled / units) * units) / 10 ** decimals).toFixed(decimals));
}

/** A price clamped to [min, max] and rounded to the step; not-a-number becomes `fallback`. */
export function clampPrice(value: number, min: number = PRICE_MIN, max: number = PRICE_MAX, fallback: number = min): number {
  if (!Number.isFinite(value)) return fallback;
  return roundToStep(Math.min(max, Math.max(min, value)));
}

/** Two prices clamped to the slider, low first. */
export function normalisePriceRange(range: readonly [number, number], min: number = PRICE_MIN, max: number = PRICE_MAX): [number, number] {
  const low = clampPrice(range[0], min, max, min);
  const high = clampPrice(range[1], min, max, max);
  return low <= high ? [low, high] : [high, low];
}

/**
 * What someone typed in a price field, read leniently: `12,50`, `12.50`, `€ 12`, `1.234,50` (nl) and
 * `1 234,50` (fr) all work. Null when it holds no number (the field then goes back to its value).
 */
export function parsePriceInput(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f€+]/g, '');
  if (value === '') return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (lastComma > -1 && lastDot > -1) {
    // The later separator is the decimal one; the other groups thousands.
    value = lastComma > lastDot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  } else if (lastComma > -1) {
    value = value.replace(',', '.');
  }
  if (!/^-?\d*\.?\d*$/.test(value) || value === '.' || value === '-') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A price for a text field, with the decimal comma both languages use: `12.5` → `12,50`; whole euros bare. */
export function formatPriceInput(value: number): string {
  const rounded = roundToStep(value);
  return (Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2)).replace('.', ',');
}
