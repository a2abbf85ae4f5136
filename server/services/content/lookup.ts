/** Longest slug any table stores; a longer one cannot match. */
const MAX_SLUG_LENGTH = 255;

/**
 * Whether a text value from the URL can be used in a lookup at all. PostgreSQL rejects NUL in text
 * parameters (a 5xx), and anything longer than the column cannot match, so both are simply "not found".
 */
export function isLookupText(value: string, maxLength = MAX_SLUG_LENGTH): boolean {
  return value.length > 0 && value.length <= maxLength && !value.includes('\u0000');
}

/** A numeric path segment that fits a serial id, or null. */
export function asId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
