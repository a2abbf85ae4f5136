import { z } from 'zod';
import { splitFolderSlug } from '@/lib/api/folders';
import { isIsoDate } from '@/lib/dates/calendar-day';
import { PAGE_PARAM, type SearchParamsInput } from '@/lib/filters/url';
import { MAX_RECORD_ID } from './limits';

/**
 * The parameters of addresses, checked the same way by the pages and the API: record ids, slugs,
 * folder addresses and page numbers. A value a schema refuses cannot name anything, so both sides
 * answer 404 (never a database error) without looking further.
 */

export { MAX_RECORD_ID };

/** Slugs and keys fit their columns. */
export const MAX_SLUG_LENGTH = 255;
/** The last page any list serves (server/http/pagination.ts clamps to it too). */
export const MAX_PAGE_NUMBER = 100_000;

/** A record id as the API reads it from a path: digits only (leading zeros allowed), 1 to MAX_RECORD_ID. */
export const recordIdParam = z
  .string()
  .regex(/^\d{1,10}$/, 'The id must be a positive whole number.')
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_RECORD_ID));

/** A record id as a page address writes it: one canonical form, so no leading zero. */
export const canonicalIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'The id must be a positive whole number.')
  .transform(Number)
  .pipe(z.number().int().max(MAX_RECORD_ID));

/** A slug or key from a path, trimmed: not empty, fits its column, no control characters (PostgreSQL refuses NUL). */
export const slugParam = z
  .string()
  .trim()
  .min(1)
  .max(MAX_SLUG_LENGTH)
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'The slug contains characters that are not allowed.');

/** A store slug as a page path carries it (after decoding): also no spaces, slashes or backslashes. */
export const storeSlugParam = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\s/\\\u0000-\u001f\u007f]+$/, 'The slug contains characters that are not allowed.');

/** A folder's start date in its address (`2026-11-23`). */
export const folderDateParam = z.string().refine(isIsoDate, 'The date must be a real date written YYYY-MM-DD.');

/** A folder's address key: its start date, and `-2`, `-3`… when a store has several that day (see `splitFolderSlug`). */
export const folderSlugParam = z
  .string()
  .refine((value) => {
    const parts = splitFolderSlug(value);
    return parts !== null && isIsoDate(parts.date);
  }, 'The folder address must be a date (YYYY-MM-DD), optionally followed by -2, -3….')
  .meta({ pattern: '^\\d{4}-\\d{2}-\\d{2}(-[1-9]\\d*)?$' });

/** A whole number in digits (`04` is 4; `1e3`, ` 4`, `0x10` and `+4` are refused), or already a number. */
function wholeNumber(message: string) {
  return z.union([z.number(), z.string().regex(/^\d{1,6}$/, message).transform(Number)]);
}

/**
 * A page number of a list (`?page=`), read the same way by the pages and the API: digits only (`04` is
 * 4, but `1e3`, ` 4`, `0x10`, `+4` and a repeated `page` name no page), a whole number from 1 to
 * MAX_PAGE_NUMBER; absent means 1.
 */
export const pageNumberParam = wholeNumber('The page must be a whole number from 1.').pipe(z.number().int().min(1).max(MAX_PAGE_NUMBER)).default(1);

/**
 * A list's page size (`?per_page=`), by the same digits-only rule as the page number: `fallback` when
 * absent, at most `max` (a larger one is cut to it, not refused).
 */
export function perPageParam(fallback: number, max: number) {
  return wholeNumber('The page size must be a whole number from 1.')
    .pipe(z.number().int().min(1))
    .default(fallback)
    .transform((value) => Math.min(value, max));
}

/** The same page size, for lists whose callers are told their mistake: above `max` is refused (422), not cut. */
export function strictPerPageParam(fallback: number, max: number) {
  const message = `The page size must be a whole number from 1 to ${max}.`;
  return wholeNumber(message).pipe(z.number().int().min(1, message).max(max, message)).default(fallback);
}

/** Far beyond any list a member has; keeps an offset a sane number. */
export const MAX_LIST_OFFSET = 100_000;

/** How many entries of a list the caller already has (`?offset=`), by the same digits-only rule; optional. */
export const listOffsetParam = wholeNumber('The offset must be a whole number from 0.')
  .pipe(z.number().int().min(0).max(MAX_LIST_OFFSET))
  .optional();

/** The value a schema gives, or null when it refuses it (a page's 404, an API's not-found). */
export function routeParam<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> | null {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The page number of a page's query (`?page=`) by pageNumberParam, as the API reads it: 1 when absent,
 * null (the page's 404) when refused or given twice.
 */
export function pageNumberOf(query: SearchParamsInput): number | null {
  const values = query instanceof URLSearchParams ? query.getAll(PAGE_PARAM) : [query[PAGE_PARAM] ?? []].flat();
  return values.length > 1 ? null : routeParam(pageNumberParam, values[0]);
}
