/**
 * A registry through which the server-side API client can call the API mounted in the same Node
 * process, so server rendering pays no network hop. The mount file registers the handler; nothing
 * here imports server code, so the front end still only knows the HTTP contract.
 */
export type InProcessFetch = (request: Request) => Response | Promise<Response>;

const KEY = Symbol.for('deals.api.in-process-fetch');

type Registry = { [KEY]?: InProcessFetch };

export function registerInProcessApi(handler: InProcessFetch): void {
  (globalThis as Registry)[KEY] = handler;
}

export function inProcessApi(): InProcessFetch | undefined {
  return (globalThis as Registry)[KEY];
}

/** A fetch-compatible function over the registered handler, or undefined when none is registered. */
export function inProcessFetch(): ((input: Request | string | URL, init?: RequestInit) => Promise<Response>) | undefined {
  const handler = inProcessApi();
  if (!handler) return undefined;
  return (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    return abortable(request.signal, () => handler(request));
  };
}

/**
 * A real fetch rejects when its signal aborts; a handler called directly would not, and the
 * client's timeout (and any cancel) would never fire on a hung route.
 */
function abortable(signal: AbortSignal, run: () => Response | Promise<Response>): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve()
      .then(run)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
