import { isAxiosError } from 'axios';
import { ApiError, type FieldErrors } from './errors';

/** The answer's `errors`, as a map without a prototype: the field names come from the response. */
function readFieldErrors(value: unknown): FieldErrors {
  const result = Object.create(null) as FieldErrors;
  if (!value || typeof value !== 'object') return result;
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
      const text = (key: string) => (typeof record[key] === 'string' ? record[key] : null);
      return new ApiError({
        status: error.response.status,
        message: text('message'),
        code: text('error'),
        title: text('title'),
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
