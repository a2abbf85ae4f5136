import { isApiError, type ApiError } from '@/lib/api/errors';

/** One message per field name, as the forms show them. */
export type FormErrors = Record<string, string>;

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

/**
 * The server's text when it is meant for the visitor (ApiError.publicMessage), for toasts and form
 * lines that otherwise show their own message; null for server errors, lost connections and the like.
 */
export function serverMessage(error: unknown): string | null {
  return isApiError(error) ? error.publicMessage : null;
}
