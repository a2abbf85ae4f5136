import { http, HttpResponse } from 'msw';
import { API_BASE, apiUrl, recordingHandler } from '@/tests/mocks/handlers';
import { expectApiError } from '@/tests/mocks/expect-api-error';
import { server, useMswServer } from '@/tests/mocks/server';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError } from './errors';
import { buildLogEntry, emptyLogContext, logToConsole, shareSourceFrom, type ApiErrorLogEntry, type LogContext } from './log';

useMswServer();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const visitor: LogContext = {
  userId: 42,
  referrer: 'https://www.google.com/',
  pageUrl: 'https://deals.test/fr/depliants?share_source=wa',
  userAgent: 'Mozilla/5.0 (test)',
  ip: '203.0.113.9',
  shareSource: 'wa',
};

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const logError = vi.fn<(entry: ApiErrorLogEntry) => void>();
  const api = createApiClient({
    baseURL: API_BASE,
    domain: 'deals.test',
    locale: () => 'nl',
    token: () => null,
    retryDelayMs: 0,
    logContext: () => visitor,
    logError,
    ...overrides,
  });
  return { api, logError };
}

describe('every failed call is logged (docs/product.md, Errors)', () => {
  it.each([
    ['GET', 404],
    ['POST', 503], // retried once: still one failed call, one log entry
    ['DELETE', 500],
  ])('a failed %s (%i) is logged once with status, reason and who and where', async (method, status) => {
    server.use(recordingHandler('/thing', () => HttpResponse.json({ message: 'Nope' }, { status })).handler);
    const { api, logError } = makeClient();
    await expectApiError(api.request({ method, url: '/thing', data: method === 'GET' ? undefined : { a: 1 } }));
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[0]).toEqual({
      level: status < 500 ? 'warn' : 'error',
      event: 'api_call_failed',
      status,
      reason: `HTTP ${status}`,
      message: 'Nope',
      method,
      url: '/thing',
      user_id: 42,
      referrer: 'https://www.google.com/',
      page_url: 'https://deals.test/fr/depliants?share_source=wa',
      user_agent: 'Mozilla/5.0 (test)',
      ip: '203.0.113.9',
      share_source: 'wa',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('takes the share source from the page URL when the context has none', async () => {
    server.use(http.get(apiUrl('/thing'), () => new HttpResponse(null, { status: 500 })));
    const { api, logError } = makeClient({
      // The server-side context is async and only knows the page URL.
      logContext: async () => ({ pageUrl: 'https://deals.test/folders?page=2&share_source=fb' }),
    });
    await expectApiError(api.get('/thing'));
    expect(logError.mock.calls[0]?.[0]).toMatchObject({
      share_source: 'fb',
      page_url: 'https://deals.test/folders?page=2&share_source=fb',
      user_id: null,
      ip: null,
    });
  });

  it('keeps a mail link’s token and address out of the log', async () => {
    server.use(http.get(apiUrl('/deal-alert-guests'), () => new HttpResponse(null, { status: 404 })));
    const { api, logError } = makeClient({
      logContext: async () => ({ pageUrl: 'https://deals.test/password/reset?token=geheim&email=lid%40x.be', referrer: 'https://mail.example/?token=t' }),
    });
    await expectApiError(api.get('/deal-alert-guests?token=geheim2'));
    const entry = logError.mock.calls[0]?.[0];
    expect(entry).toMatchObject({ page_url: 'https://deals.test/password/reset?token=redacted&email=redacted', referrer: 'https://mail.example/?token=redacted' });
    expect(JSON.stringify(entry)).not.toMatch(/geheim|lid%40x/);
  });

  it('logs network errors and timeouts with status 0', async () => {
    server.use(http.get(apiUrl('/down'), () => HttpResponse.error()));
    const { api, logError } = makeClient();
    await expectApiError(api.get('/down'));
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[0]).toMatchObject({ status: 0, reason: 'network', user_id: 42 });
  });

  it('does not log successful calls, nor a call whose retry succeeded', async () => {
    const { handler } = recordingHandler('/flaky', (attempt) =>
      attempt === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ ok: true }),
    );
    server.use(handler);
    const { api, logError } = makeClient();
    await api.get('/echo');
    await api.post('/flaky', {});
    expect(logError).not.toHaveBeenCalled();
  });

  it('does not log a call the page canceled', async () => {
    const { api, logError } = makeClient();
    const controller = new AbortController();
    controller.abort();
    await expectApiError(api.get('/echo', { signal: controller.signal }));
    expect(logError).not.toHaveBeenCalled();
  });

  it.each([
    ['throws', () => {
      throw new Error('headers() outside a request');
    }],
    ['rejects', () => Promise.reject(new Error('headers() outside a request'))],
  ])('a logContext that %s does not hide the ApiError, and the failure is still logged', async (_label, logContext) => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.json({ message: 'Gone' }, { status: 410 })));
    const { api, logError } = makeClient({ logContext });
    const error = await expectApiError(api.get('/thing'));
    expect(error).toMatchObject({ status: 410, message: 'Gone' });
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[0]).toMatchObject({ status: 410, user_id: null, page_url: null });
  });

  it('a logger that throws does not hide the ApiError', async () => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.json({ message: 'Gone' }, { status: 410 })));
    const { api } = makeClient({
      logError: () => {
        throw new Error('log endpoint unavailable');
      },
    });
    const error = await expectApiError(api.get('/thing'));
    expect(error).toMatchObject({ status: 410, message: 'Gone' });
  });
});

describe('log entries', () => {
  const error = new ApiError({ status: 500, reason: 'HTTP 500', method: 'GET', url: '/me' });

  it('an explicit share source wins over the page URL', () => {
    const entry = buildLogEntry(error, { ...emptyLogContext, pageUrl: '/?share_source=fb', shareSource: 'em' });
    expect(entry.share_source).toBe('em');
  });

  it('shareSourceFrom reads absolute and relative URLs', () => {
    expect(shareSourceFrom('https://deals.test/x?share_source=cp')).toBe('cp');
    expect(shareSourceFrom('/fr/actua?share_source=native')).toBe('native');
    expect(shareSourceFrom('/fr/actua')).toBeNull();
    expect(shareSourceFrom(null)).toBeNull();
  });

  it('logToConsole writes one JSON line', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry = buildLogEntry(error, visitor);
    logToConsole(entry);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(spy.mock.calls[0]?.[0]))).toEqual(entry);
  });
});
