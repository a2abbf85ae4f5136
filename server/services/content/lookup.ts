import { MAX_SLUG_LENGTH } from '@/lib/schemas/route-params';

/**
 * Whether a text value from the URL can be used in a lookup at all. PostgreSQL rejects NUL in text
 * parameters (a 5xx), and anything longer than the column cannot match, so both are simply "not found".
 */
export function isLookupText(value: string, maxLength = MAX_SLUG_LENGTH): boolean {
  return value.length > 0 && value.length <= maxLength && !value.includes('\u0000');
}
