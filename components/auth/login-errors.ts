import { ACCOUNT_ERROR_CODES } from '@/lib/api/account';
import { isApiError } from '@/lib/api/errors';
import { serverFieldErrors, type FormErrors } from '@/components/forms/form-errors';

/** What the login form does with a failed POST /token (docs/product.md, Errors, login rows). */
export type LoginFailure =
  | { kind: 'invalid-credentials' }
  | { kind: 'recaptcha' }
  | { kind: 'fields'; errors: FormErrors }
  | { kind: 'unverified' }
  | { kind: 'general'; message: string | null };

export function classifyLoginError(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'general', message: null };
  if (error.status === 403) return { kind: 'unverified' };
  if (error.status === 422) {
    if (error.code === ACCOUNT_ERROR_CODES.recaptchaFailed || error.errors.g_recaptcha) return { kind: 'recaptcha' };
    if (error.code === ACCOUNT_ERROR_CODES.invalidCredentials) return { kind: 'invalid-credentials' };
    const errors = serverFieldErrors(error);
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  return { kind: 'general', message: error.publicMessage };
}
