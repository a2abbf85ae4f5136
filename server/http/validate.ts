import type { Context } from 'hono';
import type { z } from 'zod';
import { isStorableText } from '@/lib/http/url-text';
import { FORBIDDEN_KEYS, parseNestedQuery, UnsafeQueryError, type QueryObject } from '@/lib/schemas/query';
import { fieldErrors, HttpError, validationError, zodToFieldErrors } from './errors';
import { BODY_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES } from './request-body';

/** The query string as nested objects; 422 for a key naming prototype machinery or a value with a NUL. */
export function readQuery(c: Context): QueryObject {
  try {
    return parseNestedQuery(new URL(c.req.url).searchParams);
  } catch (error) {
    if (error instanceof UnsafeQueryError) throw validationError(fieldErrors([[error.field, error.message]]));
    throw error;
  }
}

/** A value checked against a schema; 422 with the messages by field when it fails. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(zodToFieldErrors(parsed.error));
  return parsed.data;
}

export { MAX_JSON_BODY_BYTES };

/**
 * The first place a parsed JSON body breaks our rules, or null: a key naming prototype machinery
 * (`__proto__`, `constructor`, `prototype`: harmless as JSON.parse's own properties, but a trap for
 * any later spread or merge), or a string PostgreSQL cannot store (a NUL, a lone surrogate). Walked
 * with an explicit stack: JSON.parse accepts nesting deeper than the call stack.
 */
function unsafeJsonField(body: unknown): { field: string; message: string } | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value: body, path: '' }];
  const at = (path: string) => path || 'body';
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { field: at(path), message: 'The text contains characters that are not allowed.' };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((entry, index) => [String(index), entry]) : Object.entries(value);
    for (const [key, entry] of entries) {
      if (FORBIDDEN_KEYS.has(key) || !isStorableText(key)) {
        return { field: at(path), message: 'The request body contains a key that is not allowed.' };
      }
      stack.push({ value: entry, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}

/**
 * Reads a JSON body ({} when empty): 413 when too large (a second line behind the requestBody
 * middleware, for routes whose body limit is larger than a JSON body's), 422 for invalid JSON, a
 * forbidden key or unstorable text. Every route that takes JSON reads it here.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new HttpError(413, BODY_TOO_LARGE_MESSAGE);
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validationError(fieldErrors([['body', 'The request body must be valid JSON.']]));
  }
  const unsafe = unsafeJsonField(body);
  if (unsafe) throw validationError(fieldErrors([[unsafe.field, unsafe.message]]));
  return body;
}

/**
 * Reads and validates a JSON body; 422 for invalid JSON or fields, 413 when too large. Routes take
 * their body through their endpoint spec (endpoint.ts); this is for the one that checks it later.
 */
export async function validJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonBody(c));
}
