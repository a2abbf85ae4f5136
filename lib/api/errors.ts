import { isAxiosError } from 'axios';

export const UNEXPECTED_ERROR = 'Unexpected error';

export type FieldErrors = Record<string, string[]>;

/** The one error type every failed API call becomes (SPEC point 8: server message or "Unexpected error"). */
export class ApiError extends Error {
  readonly status: number;
  /** Why it failed: `HTTP 422`, `timeout`, `network`, or `canceled`. */
  readonly reason: string;
  /** Field errors of a 422 (Laravel `errors` object); empty otherwise. */
  readonly errors: FieldErrors;
  readonly url: string | undefined;
  readonly method: string | undefined;

  constructor(init: { status: number; message?: string | null; reason: string; errors?: FieldErrors; url?: string; method?: string }) {
    super(init.message && init.message.trim() !== '' ? init.message : UNEXPECTED_ERROR);
    this.name = 'ApiError';
    this.status = init.status;
    this.reason = init.reason;
    this.errors = init.errors ?? {};
    this.url = init.url;
    this.method = init.method;
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

function readFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

/** Converts whatever axios threw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const url = error.config?.url;
    const method = error.config?.method?.toUpperCase();
    if (error.response) {
      const body: unknown = error.response.data;
      const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const message = typeof record.message === 'string' ? record.message : null;
      return new ApiError({
        status: error.response.status,
        message,
        reason: `HTTP ${error.response.status}`,
        errors: readFieldErrors(record.errors),
        url,
        method,
      });
    }
    const reason =
      error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
        ? 'timeout'
        : error.code === 'ERR_CANCELED'
          ? 'canceled'
          : 'network';
    return new ApiError({ status: 0, reason, url, method });
  }
  return new ApiError({ status: 0, reason: error instanceof Error ? error.message : 'unknown' });
}
