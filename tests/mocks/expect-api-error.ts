import { ApiError } from '@/lib/api/errors';

/** Awaits a call that must fail and returns its ApiError; anything else (success included) fails the test. */
export async function expectApiError(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}
