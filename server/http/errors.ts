import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * The API's one error body (Laravel-compatible, ARCHITECTURE rule 4): a message, and field errors on a
 * 422. Account answers may add a machine-readable `error` code and a translated toast `title`.
 */
export type ApiErrorBody = {
  message: string;
  errors?: Record<string, string[]>;
  error?: string;
  title?: string;
};

/** What an error adds to its body beyond the message and field errors. */
export type ErrorDetails = Pick<ApiErrorBody, 'error' | 'title'>;

/** The API's one error class: every refusal is thrown as one and answered by `errorResponse`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not Found.') => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);

/** A 422 whose message is the first field error, as Laravel answers. */
export function validationError(errors: Record<string, string[]>): HttpError {
  const fields = Object.keys(errors);
  const first = fields[0] ? errors[fields[0]]?.[0] : undefined;
  const more = fields.length > 1 ? ` (and ${fields.length - 1} more error${fields.length > 2 ? 's' : ''})` : '';
  return new HttpError(422, `${first ?? 'The given data was invalid.'}${more}`, errors);
}

/**
 * A field → messages map. Field names can come from the caller (a JSON key, a query parameter), so the
 * map has no prototype: a field called `__proto__` or `constructor` is just a field.
 */
export function fieldErrors(entries: Iterable<readonly [string, string]> = []): Record<string, string[]> {
  const errors = Object.create(null) as Record<string, string[]>;
  for (const [field, message] of entries) (errors[field] ??= []).push(message);
  return errors;
}

export function zodToFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors = fieldErrors();
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    // An unknown field is that field's error (`{"daily": true}` → errors.daily), not the whole body's.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) (errors[[...path, key].join('.')] ??= []).push('This field is not accepted.');
      continue;
    }
    const key = path.length > 0 ? path.join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function errorResponse(c: Context, error: HttpError): Response {
  const body: ApiErrorBody = { message: error.message };
  if (error.details.title !== undefined) body.title = error.details.title;
  if (error.details.error !== undefined) body.error = error.details.error;
  if (error.errors) body.errors = error.errors;
  return c.json(body, error.status, error.headers);
}
