import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from './handlers';

/** One msw server per test file (vitest isolates files), started by `useMswServer()`. */
export const server = setupServer(...handlers);

/**
 * Starts msw for the calling test file only, so suites that never opt in (database, API through
 * `app.request()`) are not intercepted. Unhandled requests fail the test: a unit test must not
 * reach the network by accident.
 */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
