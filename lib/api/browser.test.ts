// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { apiUrl, echoHandler, recordingHandler, type SeenRequest } from '@/tests/mocks/handlers';
import { server, useMswServer } from '@/tests/mocks/server';
import type { ApiErrorLogEntry } from './log';

useMswServer();

// jsdom's page is http://localhost:3000/, so the browser default `/api` lands here.
const SAME_ORIGIN_API = `${location.origin}/api`;

// browser.ts keeps its configuration and client in module state: give every test a fresh module.
async function loadBrowserApi() {
  vi.resetModules();
  const browser = await import('./browser');
  // The fresh module graph has its own ApiError class; check failures against that one.
  const { ApiError } = await import('./errors');
  async function expectApiError(call: Promise<unknown>) {
    const outcome = await call.then(
      () => undefined,
      (error: unknown) => error,
    );
    if (!(outcome instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
    return outcome;
  }
  return { ...browser, expectApiError };
}

// jsdom's Blob has no text(); FileReader is what it offers.
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  server.use(echoHandler('/echo', SAME_ORIGIN_API));
  document.documentElement.lang = 'nl';
  history.replaceState(null, '', '/');
});

afterEach(() => {
  Cookies.remove('auth-token');
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('getBrowserApi', () => {
  it('defaults to same-origin /api with the page host as Domain', async () => {
    const { getBrowserApi } = await loadBrowserApi();
    const response = await getBrowserApi().get<SeenRequest>('/echo');
    expect(response.data.url).toBe(`${SAME_ORIGIN_API}/echo`);
    expect(response.data.headers).toMatchObject({
      domain: 'localhost',
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    });
  });

  it('sends the auth-token cookie as a bearer token, and nothing once it is gone', async () => {
    const { getBrowserApi } = await loadBrowserApi();
    const api = getBrowserApi();
    Cookies.set('auth-token', 'cookie-token');
    expect((await api.get<SeenRequest>('/echo')).data.headers.authorization).toBe('Bearer cookie-token');
    Cookies.remove('auth-token');
    expect((await api.get<SeenRequest>('/echo')).data.headers).not.toHaveProperty('authorization');
  });

  it('sends <html lang> as Language, read on every request, nl when empty', async () => {
    const { getBrowserApi } = await loadBrowserApi();
    const api = getBrowserApi();
    document.documentElement.lang = 'fr';
    expect((await api.get<SeenRequest>('/echo')).data.headers.language).toBe('fr');
    document.documentElement.lang = '';
    expect((await api.get<SeenRequest>('/echo')).data.headers.language).toBe('nl');
  });

  it('posts JSON with an Idempotency-Key, and leaves FormData to the browser', async () => {
    const { getBrowserApi } = await loadBrowserApi();
    const api = getBrowserApi();
    const json = await api.post<SeenRequest>('/echo', { a: 1 });
    expect(json.data.headers['content-type']).toBe('application/json');
    expect(json.data.headers['idempotency-key']).toBeTruthy();
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    const upload = await api.post<SeenRequest>('/echo', form);
    expect(upload.data.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('configureBrowserApi changes the base URL and the Domain', async () => {
    const { configureBrowserApi, getBrowserApi } = await loadBrowserApi();
    const before = getBrowserApi();
    const base = `${location.origin}/v2/api`;
    server.use(echoHandler('/echo', base));
    configureBrowserApi({ baseURL: base, domain: 'www.deals.test' });
    const api = getBrowserApi();
    expect(api).not.toBe(before);
    const response = await api.get<SeenRequest>('/echo');
    expect(response.data.url).toBe(`${base}/echo`);
    expect(response.data.headers.domain).toBe('www.deals.test');
    configureBrowserApi({ baseURL: base, domain: 'www.deals.test' });
    expect(getBrowserApi()).toBe(api);
  });
});

describe('browser error log', () => {
  it('sends a failed call to <base>/log with sendBeacon, with the visitor and the page', async () => {
    const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    history.replaceState(null, '', '/fr/depliants?share_source=wa');
    server.use(http.get(apiUrl('/missing', SAME_ORIGIN_API), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const { expectApiError, getBrowserApi, setApiLogUser } = await loadBrowserApi();
    setApiLogUser(() => 7);

    const error = await expectApiError(getBrowserApi().get('/missing'));
    expect(error).toMatchObject({ status: 404, message: 'Not found' });

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [endpoint, body] = sendBeacon.mock.calls[0] ?? [];
    expect(endpoint).toBe('/api/log');
    expect(body).toBeInstanceOf(Blob);
    expect((body as Blob).type).toBe('application/json');
    const entry = JSON.parse(await readBlob(body as Blob)) as ApiErrorLogEntry;
    expect(entry).toMatchObject({
      status: 404,
      reason: 'HTTP 404',
      user_id: 7,
      referrer: null,
      page_url: `${location.origin}/fr/depliants?share_source=wa`,
      user_agent: navigator.userAgent,
      share_source: 'wa',
    });
  });

  it('falls back to fetch to the configured API when there is no sendBeacon', async () => {
    const base = 'http://api.test/api';
    const { handler, seen } = recordingHandler('/log', () => new HttpResponse(null, { status: 204 }), base);
    server.use(handler, http.get(apiUrl('/orders', base), () => new HttpResponse(null, { status: 500 })));
    const { configureBrowserApi, expectApiError, getBrowserApi } = await loadBrowserApi();
    configureBrowserApi({ baseURL: base, domain: 'deals.test' });

    await expectApiError(getBrowserApi().get('/orders'));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ status: 500, method: 'GET', url: '/orders', page_url: location.href });
  });
});
