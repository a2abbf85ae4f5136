import { vi } from 'vitest';
import type * as NextNavigation from 'next/navigation';

/**
 * One stand-in for `next/navigation` shared by component tests: outside a mounted App Router its
 * hooks return null or throw. A test file opts in with (a `vi.mock` factory is hoisted above the
 * imports, so it loads this module itself; it is the same instance the test imports):
 *
 *   vi.mock('next/navigation', async (importOriginal) =>
 *     (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
 *
 * and steers the hooks through `navigation` and inspects `router`. vitest isolates test files, so
 * state set here never leaks into another file; within a file, call `resetNavigation()` between
 * tests that change it.
 */

type NavigationState = {
  pathname: string;
  params: Record<string, string | string[]>;
  search: URLSearchParams;
};

/** What `usePathname`, `useParams` and `useSearchParams` answer; tests assign to it. */
export const navigation: NavigationState = { pathname: '/', params: {}, search: new URLSearchParams() };

/** What `useRouter` answers: the same object on every render, as the real App Router's is. */
export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

/** Back to `/` without params or query (plus `overrides`), and router mocks without calls or implementations. */
export function resetNavigation(overrides: Partial<NavigationState> = {}): void {
  Object.assign(navigation, { pathname: '/', params: {}, search: new URLSearchParams() }, overrides);
  Object.values(router).forEach((mock) => mock.mockReset());
}

/** The `vi.mock('next/navigation', …)` factory: the real module with its client hooks replaced. */
export async function mockNextNavigation(importOriginal: <T>() => Promise<T>) {
  return {
    ...(await importOriginal<typeof NextNavigation>()),
    usePathname: () => navigation.pathname,
    useParams: () => navigation.params,
    useRouter: () => router,
    useSearchParams: () => navigation.search,
  };
}

const heldNavigations: Array<() => void> = [];

/**
 * Makes `router.push` return a promise that stays pending, as a real navigation stays under way until
 * the server's page lands: a transition around it stays pending meanwhile. End them with
 * `finishHeldNavigations()` inside an awaited `act` after each test, because React entangles later
 * transitions with a pending one.
 */
export function holdNavigations(once = false): void {
  const held = () => new Promise<void>((resolve) => heldNavigations.push(resolve));
  if (once) router.push.mockImplementationOnce(held);
  else router.push.mockImplementation(held);
}

export function finishHeldNavigations(): void {
  heldNavigations.splice(0).forEach((finish) => finish());
}
