/**
 * Route prefetches with network manners (docs/app-shell.md, Network manners): none on a connection
 * that asks to save data (the browser's data-saver) or is 2G, and at most MAX_PREFETCHES at once.
 * Next's router prefetches links in view through `fetch` with the `Next-Router-Prefetch` header and
 * has no setting for either, so the browser's `fetch` is wrapped once, for those requests only: a
 * skipped prefetch fails at once without touching the network (the router then loads that page when
 * it is followed, as without a prefetch), and the others wait for a free slot.
 */

export const MAX_PREFETCHES = 5;
const PREFETCH_HEADER = 'next-router-prefetch';

type Connection = { saveData?: boolean; effectiveType?: string };
type FetchWindow = { fetch: typeof fetch; navigator: Navigator & { connection?: Connection } };

const installed = new WeakSet<object>();

/** Data-saver on, or a 2G (or slower) connection, as the Network Information API reports it. */
export function constrainedConnection(connection: Connection | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

function headerOf(headers: HeadersInit | undefined, name: string): string | null {
  if (!headers) return null;
  if (headers instanceof Headers) return headers.get(name);
  if (Array.isArray(headers)) return headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? null;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return entry ? String(entry[1]) : null;
}

/** Whether a fetch is one of the router's prefetches. */
export function isRoutePrefetch(input: RequestInfo | URL, init?: RequestInit): boolean {
  if (headerOf(init?.headers, PREFETCH_HEADER) !== null) return true;
  return typeof Request !== 'undefined' && input instanceof Request && input.headers.get(PREFETCH_HEADER) !== null;
}

/** Wraps `win.fetch` (once per window). */
export function installPrefetchManners(win: FetchWindow, max = MAX_PREFETCHES): void {
  if (installed.has(win)) return;
  installed.add(win);
  const original = win.fetch.bind(win);
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished prefetch hands its slot straight to the next in line, so no newcomer slips in between.
  const acquire = (): Promise<void> => {
    if (running < max) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!isRoutePrefetch(input, init)) return original(input, init);
    if (constrainedConnection(win.navigator.connection)) throw new TypeError('Prefetch skipped: the connection saves data or is 2G.');
    await acquire();
    try {
      return await original(input, init);
    } finally {
      release();
    }
  };
}
