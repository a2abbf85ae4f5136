import { delay, http, HttpResponse } from 'msw';
import { API_BASE, apiUrl, echoHandler, recordingHandler, type SeenRequest } from '@/tests/mocks/handlers';
import { expectApiError } from '@/tests/mocks/expect-api-error';
import { server, useMswServer } from '@/tests/mocks/server';
import { parseNestedQuery } from '@/lib/schemas/query';
import { API_TIMEOUT_MS, createApiClient, IDEMPOTENCY_HEADER, RETRY_STATUSES, type ApiClientOptions } from './client';

useMswServer();

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseURL: API_BASE,
    domain: 'deals.test',
    locale: () => 'nl',
    token: () => null,
    retryDelayMs: 0,
    ...overrides,
  });
}

async function echo(api: ReturnType<typeof makeClient>, method: string, data?: unknown): Promise<SeenRequest> {
  const response = await api.request<SeenRequest>({ method, url: '/echo', data });
  return response.data;
}


const MUTATING = ['post', 'put', 'patch', 'delete'] as const;
// Spelled out from docs/product.md, API rather than read from the client, so changing the client's list fails here.
const SPEC_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT = ['get', 'head', 'options'] as const;
const idempotencyHeader = IDEMPOTENCY_HEADER.toLowerCase();

describe('headers (docs/product.md, API)', () => {
  it.each(['get', ...MUTATING])('%s sends X-Requested-With, Accept and Content-Type JSON, Domain and Language', async (method) => {
    const seen = await echo(makeClient({ locale: () => 'fr' }), method, method === 'get' ? undefined : { a: 1 });
    expect(seen.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
      'content-type': 'application/json',
      domain: 'deals.test',
      language: 'fr',
    });
  });

  it('leaves Content-Type to the multipart boundary for FormData bodies', async () => {
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    const seen = await echo(makeClient(), 'post', form);
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.headers.accept).toBe('application/json');
  });

  it('reads the locale on every request', async () => {
    let locale = 'nl';
    const api = makeClient({ locale: () => locale });
    expect((await echo(api, 'get')).headers.language).toBe('nl');
    locale = 'fr';
    expect((await echo(api, 'get')).headers.language).toBe('fr');
  });

  it('sends Authorization: Bearer only while a token exists', async () => {
    let token: string | null | undefined = null;
    const api = makeClient({ token: () => token });
    expect((await echo(api, 'get')).headers).not.toHaveProperty('authorization');
    token = 'abc.def';
    expect((await echo(api, 'get')).headers.authorization).toBe('Bearer abc.def');
    token = '';
    expect((await echo(api, 'get')).headers).not.toHaveProperty('authorization');
    token = undefined;
    expect((await echo(api, 'post', {})).headers).not.toHaveProperty('authorization');
  });

  it('includes credentials', () => {
    expect(makeClient().defaults.withCredentials).toBe(true);
  });

  it('joins a base URL that ends in a slash without doubling it', async () => {
    const seen = await echo(makeClient({ baseURL: `${API_BASE}/` }), 'get');
    expect(seen.url).toBe(apiUrl('/echo'));
  });
});

describe('timeout (docs/product.md, API)', () => {
  it('is 60000 ms', () => {
    expect(API_TIMEOUT_MS).toBe(60_000);
    expect(makeClient().defaults.timeout).toBe(60_000);
  });

  it('turns a timed-out request into an ApiError with reason "timeout"', async () => {
    server.use(
      http.get(apiUrl('/slow'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await expectApiError(makeClient().get('/slow', { timeout: 30 }));
    expect(error).toMatchObject({ status: 0, reason: 'timeout', message: 'Unexpected error', method: 'GET', url: '/slow' });
  });
});

describe('query parameters (docs/product.md, API)', () => {
  async function searchFor(params: unknown): Promise<string> {
    const response = await makeClient().get<SeenRequest>('/echo', { params });
    return response.data.search;
  }

  it('encodes arrays as name[]=value', async () => {
    expect(await searchFor({ ids: [1, 2], include: 'store' })).toBe('?ids[]=1&ids[]=2&include=store');
  });

  it('encodes nested lists as filters[types][]=x', async () => {
    expect(await searchFor({ page: 2, filters: { types: ['folder', 'promo'], store: 'aldi' } })).toBe(
      '?page=2&filters[types][]=folder&filters[types][]=promo&filters[store]=aldi',
    );
  });

  it('percent-encodes names and values and leaves out null and undefined', async () => {
    expect(await searchFor({ q: 'a b&c=d', 'é': 'ü', none: null, missing: undefined, on: true })).toBe(
      '?q=a%20b%26c%3Dd&%C3%A9=%C3%BC&on=true',
    );
  });

  it("is read back by the API's nested query parser", async () => {
    const search = await searchFor({ page: 2, filters: { types: ['folder', 'promo'], price: [0, 10] }, q: 'kaas & wijn' });
    expect(parseNestedQuery(search)).toEqual({ page: '2', filters: { types: ['folder', 'promo'], price: ['0', '10'] }, q: 'kaas & wijn' });
  });

  it('indexes lists of objects so their fields stay together', async () => {
    expect(await searchFor({ sort: [{ by: 'date', dir: 'desc' }] })).toBe('?sort[0][by]=date&sort[0][dir]=desc');
  });
});

describe('retries (docs/product.md, API)', () => {
  it('retries on exactly the statuses (docs/product.md, API)', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual(SPEC_RETRY_STATUSES);
  });

  it.each(IDEMPOTENT)('never retries %s, even on 503', async (method) => {
    const { handler, seen } = recordingHandler('/flaky', () => new HttpResponse(null, { status: 503 }));
    server.use(handler);
    const error = await expectApiError(makeClient().request({ method, url: '/flaky' }));
    expect(error.status).toBe(503);
    expect(seen).toHaveLength(1);
  });

  describe.each(MUTATING)('%s', (method) => {
    it.each(SPEC_RETRY_STATUSES)('is retried exactly once on %i, and a second failure surfaces with that status', async (status) => {
      const { handler, seen } = recordingHandler('/flaky', () =>
        HttpResponse.json({ message: `failed with ${status}` }, { status }),
      );
      server.use(handler);
      const error = await expectApiError(makeClient().request({ method, url: '/flaky', data: { a: 1 } }));
      expect(seen).toHaveLength(2);
      expect(error).toMatchObject({ status, message: `failed with ${status}`, reason: `HTTP ${status}` });
    });

    it.each([400, 401, 403, 404, 422])('is not retried on %i', async (status) => {
      const { handler, seen } = recordingHandler('/flaky', () => HttpResponse.json({ message: 'no' }, { status }));
      server.use(handler);
      const error = await expectApiError(makeClient().request({ method, url: '/flaky', data: { a: 1 } }));
      expect(seen).toHaveLength(1);
      expect(error.status).toBe(status);
    });
  });

  it('resolves with the retry when the retry succeeds', async () => {
    const { handler, seen } = recordingHandler('/flaky', (attempt) =>
      attempt === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ id: 7 }, { status: 201 }),
    );
    server.use(handler);
    const response = await makeClient().post('/flaky', { name: 'x' });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 7 });
    expect(seen).toHaveLength(2);
  });

  it('does not retry a mutating request after a network error', async () => {
    let attempts = 0;
    server.use(
      http.post(apiUrl('/down'), () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const error = await expectApiError(makeClient().post('/down', {}));
    expect(error.reason).toBe('network');
    expect(attempts).toBe(1);
  });
});

describe('Idempotency-Key (docs/product.md, API)', () => {
  it.each(MUTATING)('%s carries one', async (method) => {
    const seen = await echo(makeClient(), method, { a: 1 });
    expect(seen.headers[idempotencyHeader]).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('is repeated, with the same body, by the retry', async () => {
    const { handler, seen } = recordingHandler('/flaky', (attempt) =>
      attempt === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({}),
    );
    server.use(handler);
    await makeClient().post('/flaky', { amount: 5 });
    expect(seen).toHaveLength(2);
    const [first, retry] = seen;
    expect(first?.headers[idempotencyHeader]).toBeTruthy();
    expect(retry?.headers[idempotencyHeader]).toBe(first?.headers[idempotencyHeader]);
    expect(retry?.body).toBe('{"amount":5}');
    expect(first?.body).toBe('{"amount":5}');
  });

  it('differs between two separate calls', async () => {
    const api = makeClient();
    const first = await echo(api, 'post', { a: 1 });
    const second = await echo(api, 'post', { a: 1 });
    expect(first.headers[idempotencyHeader]).toBeTruthy();
    expect(second.headers[idempotencyHeader]).not.toBe(first.headers[idempotencyHeader]);
  });

  it.each(IDEMPOTENT)('is not sent with %s', async (method) => {
    const { handler, seen } = recordingHandler('/read');
    server.use(handler);
    await makeClient().request({ method, url: '/read' });
    expect(seen[0]?.headers).not.toHaveProperty(idempotencyHeader);
  });

  it('keeps a key the caller chose', async () => {
    const seen = await makeClient().post<SeenRequest>('/echo', {}, { headers: { [IDEMPOTENCY_HEADER]: 'order-42' } });
    expect(seen.data.headers[idempotencyHeader]).toBe('order-42');
  });
});

describe('the echo handler', () => {
  // Guards the helper the tests above rely on: it must report what the server actually received.
  it('reports the request as it arrived', async () => {
    server.use(echoHandler('/other'));
    const response = await makeClient().put<SeenRequest>('/other?x=1', { y: 2 });
    expect(response.data).toMatchObject({ method: 'PUT', search: '?x=1', body: '{"y":2}', url: apiUrl('/other?x=1') });
  });
});
