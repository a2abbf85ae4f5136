import type { z } from 'zod';
import { isApiError, type ApiError } from '@/lib/api/errors';

export type FormErrors = Record<string, string>;

/** The first message per field of a failed zod parse (nested paths keep their last key: `settings.password` → `password`). */
export function zodFieldErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[issue.path.length - 1] ?? '_form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first message per field of a 422 answer (`settings.current_password` → `current_password`). */
export function serverFieldErrors(error: ApiError): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const key = field.split('.').pop() ?? field;
    const first = messages[0];
    if (first) errors[key] ??= first;
  }
  return errors;
}

/** A validation answer that carries field errors. */
export function isFieldValidation(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0;
}

/** Keeps only the fields a form shows; the rest go to `other`. */
export function splitKnownFields(errors: FormErrors, known: readonly string[]): { fields: FormErrors; other: string[] } {
  const fields: FormErrors = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (known.includes(field)) fields[field] = message;
    else other.push(message);
  }
  return { fields, other };
}
