export { createApiClient, API_TIMEOUT_MS, RETRY_STATUSES, IDEMPOTENCY_HEADER, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError, UNEXPECTED_ERROR, type FieldErrors } from './errors';
export { toApiError } from './to-api-error';
export type { Paginated, PageMeta, Translated } from './types';
