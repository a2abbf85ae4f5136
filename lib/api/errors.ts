/* No axios here: code that only checks errors (isApiError) must not pull the HTTP client into a page. */

export const UNEXPECTED_ERROR = 'Unexpected error';

export type FieldErrors = Record<string, string[]>;

/** The one error type every failed API call becomes (docs/product.md, Errors: server message or "Unexpected error"). */
export class ApiError extends Error {
  readonly status: number;
  /** Why it failed: `HTTP 422`, `timeout`, `network`, or `canceled`. */
  readonly reason: string;
  /** Field errors of a 422 (Laravel `errors` object); empty otherwise. */
  readonly errors: FieldErrors;
  /** The body's machine-readable `error` code (e.g. `invalid_credentials`, `unregistered`), when it sent one. */
  readonly code: string | null;
  /** The body's `title` (a heading for the message), when it sent one. */
  readonly title: string | null;
  readonly url: string | undefined;
  readonly method: string | undefined;
  /**
   * The server's message when it is meant for the visitor: a 4xx answer of our API in its JSON
   * shape, which the API writes in the language the request named. Null for server errors
   * (`Server Error`), network failures, time-outs and bodies that are not ours (a proxy's HTML page);
   * the site then shows its own message in the page's language (`useErrorMessage`).
   */
  readonly publicMessage: string | null;

  constructor(init: {
    status: number;
    message?: string | null;
    reason: string;
    errors?: FieldErrors;
    code?: string | null;
    title?: string | null;
    url?: string;
    method?: string;
  }) {
    super(init.message && init.message.trim() !== '' ? init.message : UNEXPECTED_ERROR);
    this.name = 'ApiError';
    this.status = init.status;
    this.reason = init.reason;
    this.errors = init.errors ?? {};
    this.code = init.code ?? null;
    this.title = init.title ?? null;
    this.url = init.url;
    this.method = init.method;
    // A 413 comes from the body limit before any route, in English: the site says it in the page's language.
    this.publicMessage = init.status >= 400 && init.status < 500 && init.status !== 413 && this.message !== UNEXPECTED_ERROR ? this.message : null;
  }

  /** The first message for a field, for showing beside it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Which of the site's own messages fits a failure whose server text is not meant for people. */
export type FailureKind = 'server' | 'network' | 'timeout' | 'tooLarge';

export function failureKind(error: unknown): FailureKind {
  if (isApiError(error) && error.status === 413) return 'tooLarge';
  if (!isApiError(error) || error.status !== 0) return 'server';
  if (error.reason === 'timeout') return 'timeout';
  return error.reason === 'network' ? 'network' : 'server';
}
