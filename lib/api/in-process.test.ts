import { Hono } from 'hono';
import { expectApiError } from '@/tests/mocks/expect-api-error';
import { server, useMswServer } from '@/tests/mocks/server';
import { createApiClient, IDEMPOTENCY_HEADER, type ApiClientOptions } from './client';
import { inProcessApi, inProcessFetch, registerInProcessApi, type InProcessFetch } from './in-process';

// msw is listening with onUnhandledRequest 'error', so anything that leaked to the network would fail.
useMswServer();

const networkRequests: string[] = [];
server.events.on('request:start', ({ request }) => {
  networkRequests.push(`${request.method} ${request.url}`);
});

afterEach(() => {
  // The registry lives on globalThis (shared with the mount file); empty it between tests.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('deals.api.in-process-fetch')];
  networkRequests.length = 0;
});

const BASE = 'http://localhost:3000/api';

function recordingApi(respond: (request: Request, attempt: number) => Response | Promise<Response> = () => Response.json({ ok: true })) {
  const seen: Request[] = [];
  const handler: InProcessFetch = (request) => {
    seen.push(request);
    return respond(request, seen.length);
  };
  registerInProcessApi(handler);
  return seen;
}

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseURL: BASE,
    domain: 'deals.test',
    locale: () => 'fr',
    token: () => 'tok',
    retryDelayMs: 0,
    fetch: inProcessFetch(),
    ...overrides,
  });
}

describe('in-process API calls', () => {
  it('inProcessFetch() is undefined while nothing is registered', () => {
    expect(inProcessApi()).toBeUndefined();
    expect(inProcessFetch()).toBeUndefined();
  });

  it('sends the request to the registered handler, with the usual headers and no network', async () => {
    const seen = recordingApi(() => Response.json({ id: 1 }));
    const response = await makeClient().get('/folders', { params: { include: ['pages.items', 'store'] } });
    expect(response.data).toEqual({ id: 1 });
    expect(seen).toHaveLength(1);
    const request = seen[0];
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`${BASE}/folders?include[]=pages.items&include[]=store`);
    expect(Object.fromEntries(request?.headers ?? [])).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
      'content-type': 'application/json',
      domain: 'deals.test',
      language: 'fr',
      authorization: 'Bearer tok',
    });
    expect(request?.credentials).toBe('include');
    expect(networkRequests).toEqual([]);
  });

  it('passes the body and the Idempotency-Key, and retries a 503 once with the same key', async () => {
    const seen = recordingApi((_request, attempt) =>
      attempt === 1 ? new Response(null, { status: 503 }) : Response.json({ created: true }, { status: 201 }),
    );
    const response = await makeClient().post('/posts', { title: 'Promo' });
    expect(response.status).toBe(201);
    expect(seen).toHaveLength(2);
    const [first, retry] = seen;
    expect(first?.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect(retry?.headers.get(IDEMPOTENCY_HEADER)).toBe(first?.headers.get(IDEMPOTENCY_HEADER));
    expect(await first?.text()).toBe('{"title":"Promo"}');
    expect(await retry?.text()).toBe('{"title":"Promo"}');
    expect(networkRequests).toEqual([]);
  });

  it('turns a 422 from the handler into an ApiError with field errors', async () => {
    recordingApi(() => Response.json({ message: 'Invalid', errors: { email: ['Required.'] } }, { status: 422 }));
    const error = await expectApiError(makeClient().post('/token', {}));
    expect(error).toMatchObject({ status: 422, message: 'Invalid' });
    expect(error.fieldError('email')).toBe('Required.');
  });

  it('a handler that throws becomes an ApiError, not a crash', async () => {
    recordingApi(() => {
      throw new Error('handler bug');
    });
    const error = await expectApiError(makeClient().get('/health'));
    expect(error).toMatchObject({ status: 0, reason: 'network' });
  });

  it('honours the timeout when a handler hangs', async () => {
    recordingApi(() => new Promise<Response>(() => undefined));
    const error = await expectApiError(makeClient().get('/slow', { timeout: 30 }));
    expect(error).toMatchObject({ status: 0, reason: 'timeout' });
  });

  it('honours a cancel while the handler runs', async () => {
    recordingApi(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = makeClient().get('/slow', { signal: controller.signal });
    controller.abort();
    const error = await expectApiError(call);
    expect(error.reason).toBe('canceled');
  });

  it('works with a Hono app registered the way the API mount does it', async () => {
    const app = new Hono()
      .basePath('/api')
      .get('/health', (c) => c.json({ status: 'ok', language: c.req.header('Language'), domain: c.req.header('Domain') }));
    registerInProcessApi((request) => app.fetch(request));
    const response = await makeClient().get('/health');
    expect(response.data).toEqual({ status: 'ok', language: 'fr', domain: 'deals.test' });
    expect(networkRequests).toEqual([]);
  });
});
