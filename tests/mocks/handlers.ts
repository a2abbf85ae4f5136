import { http, HttpResponse, type HttpResponseResolver } from 'msw';

/** Node tests talk to an absolute, never-resolved host; msw answers before any DNS lookup. */
export const API_BASE = 'http://api.test/api';

export function apiUrl(path: string, base: string = API_BASE): string {
  return `${base.replace(/\/$/, '')}${path}`;
}

/** What a handler saw, copied out of the Request so tests can assert after the call settles. */
export type SeenRequest = {
  method: string;
  url: string;
  /** The search string exactly as it reached the server (`?ids[]=1&ids[]=2`). */
  search: string;
  headers: Record<string, string>;
  body: string;
};

export async function describeRequest(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: request.url,
    search: url.search,
    headers: Object.fromEntries(request.headers.entries()),
    body: request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text(),
  };
}

/**
 * A handler for every method on one path that records each request reaching the server and answers
 * with `respond(attempt)`; `attempt` counts from 1 so sequences like "503 then 200" are easy to write.
 */
export function recordingHandler(
  path: string,
  respond: (attempt: number, request: Request) => Response | Promise<Response> = () => HttpResponse.json({ ok: true }),
  base: string = API_BASE,
) {
  const seen: SeenRequest[] = [];
  const resolver: HttpResponseResolver = async ({ request }) => {
    seen.push(await describeRequest(request));
    return respond(seen.length, request);
  };
  return { handler: http.all(apiUrl(path, base), resolver), seen };
}

/** Answers every request with what it saw, so a test can assert from the response alone. */
export function echoHandler(path = '/echo', base: string = API_BASE) {
  return http.all(apiUrl(path, base), async ({ request }) => HttpResponse.json(await describeRequest(request)));
}

/** Handlers every test file gets unless it overrides them with `server.use()`. */
export const handlers = [
  echoHandler(),
  http.get(apiUrl('/health'), () => HttpResponse.json({ status: 'ok', database: 'unconfigured', time: new Date(0).toISOString() })),
];
