import type { Context } from 'hono';
import type { z } from 'zod';
import { parseNestedQuery } from '@/lib/schemas/query';
import { HttpError, validationError, zodToFieldErrors } from './errors';
import { MAX_JSON_BODY_BYTES } from './request-body';

/** Parses the query string (with `name[]` and `a[b][]` keys) against a schema; 422 on failure. */
export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const url = new URL(c.req.url);
  const parsed = schema.safeParse(parseNestedQuery(url.searchParams));
  if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error));
  return parsed.data;
}

export { MAX_JSON_BODY_BYTES };

/**
 * Reads and validates a JSON body; 422 for invalid JSON or fields, 413 when too large. The
 * requestBody middleware has already bounded and typed the body; the size check is a second line.
 */
export async function validJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new HttpError(413, 'The request body is too large.');
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw validationError({ body: ['The request body must be valid JSON.'] });
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error));
  return parsed.data;
}

/** A positive integer id from a path parameter, else 404 (an id that cannot exist is simply not found). */
export function idParam(c: Context, name: string, message = 'Not Found.'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,10}$/.test(raw)) throw new HttpError(404, message);
  const value = Number(raw);
  if (value < 1 || value > 2_147_483_647) throw new HttpError(404, message);
  return value;
}
