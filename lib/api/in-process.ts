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
  return async (input, init) => handler(input instanceof Request && !init ? input : new Request(input, init));
}
