/**
 * Normalisers for values whose JS type depends on the driver: PGlite returns bigint `count(*)` as a
 * number, node-postgres as a string; `numeric` arrives as a string from both when selected through raw
 * `sql` (columns declared with `money()` are already numbers).
 */

/** A `count(*)` (or any bigint aggregate) as a number. */
export function countValue(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  throw new TypeError(`Not a count: ${String(value)}`);
}

/** A numeric money value as a number, or null when absent. */
export function parseMoney(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(parsed)) throw new TypeError(`Not a money value: ${String(value)}`);
  return Math.round(parsed * 100) / 100;
}

/** A money value as PostgreSQL numeric(10,2) text, e.g. 12.5 → '12.50'. */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`Not a money value: ${String(value)}`);
  return (Math.round(value * 100) / 100).toFixed(2);
}
