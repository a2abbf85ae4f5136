import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApiHarness, type JsonResult } from '../test-support/api-harness';
import { PASSWORD, insertUser } from './account.fixtures';

/**
 * Input that attacks the API's machinery rather than one route: query keys that reach
 * `Object.prototype`, addresses that cannot be decoded, NUL characters on their way to PostgreSQL.
 * Each must be a 4xx in the API's JSON shape, and leave the process as it was.
 */

// scrypt makes a login take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const email = 'hostile.input@example.be';
const api = useApiHarness({
  accounts: {},
  seed: (db) => insertUser(db, { email }),
});

/** The names a polluting request could have set on Object.prototype. */
const POLLUTED = ['x', 'json', 'text', 'polluted'];

function prototypeKeys(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}

/** Undoes a pollution (on code that allows it) so one failing case does not break every later test. */
function cleanPrototype(): void {
  for (const name of POLLUTED) delete (Object.prototype as Record<string, unknown>)[name];
}

function expectJsonError(result: JsonResult, label: string, statuses: number[]): void {
  expect(statuses, `${label} → ${result.status} ${JSON.stringify(result.body)}`).toContain(result.status);
  expect(result.headers.get('content-type'), label).toContain('application/json');
  expect(typeof result.body.message, label).toBe('string');
}

describe('prototype pollution through the query string', () => {
  const before = prototypeKeys();
  afterEach(cleanPrototype);

  it.each([
    '/feed-items?__proto__[x]=1',
    '/feed-items?filters[__proto__][x]=1',
    '/feed-items?filters[__proto__][json]=1',
    '/feed-items?__proto__[polluted][]=1',
    '/feed-items?constructor[prototype][x]=1',
    '/feed-items?filters[constructor][prototype][text]=1',
    '/stores?__proto__[x]=1',
    '/news?__proto__[x]=1',
    '/products?filters[__proto__][x]=1',
  ])('%s is a 422 and leaves Object.prototype alone; logins still work', async (url) => {
    const polluting = await api.call('GET', url);
    expectJsonError(polluting, url, [422]);
    expect(prototypeKeys()).toEqual(before);
    expect(({} as Record<string, unknown>).x).toBeUndefined();

    // Every body-reading route answered 500 to everyone after one such request.
    const login = await api.call('POST', '/token', { body: { email, password: PASSWORD, g_recaptcha: null } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = (login.body.data as { token: string }).token;
    const settings = await api.call('PUT', '/me/settings', { token, body: { settings: { email_notifications: false } } });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);

    expect(polluting.body.errors, url).toEqual({ query: [expect.stringContaining('is not allowed')] });
  });
});

describe('keys and text in JSON bodies', () => {
  const before = prototypeKeys();
  afterEach(cleanPrototype);

  it.each([
    ['__proto__', '{"email":"a@b.be","password":"x","__proto__":{"x":1}}'],
    ['constructor.prototype', '{"email":"a@b.be","password":"x","constructor":{"prototype":{"x":1}}}'],
    ['nested __proto__', '{"settings":{"__proto__":{"x":1}}}'],
    ['NUL in a value', '{"email":"a\\u0000b@example.be","password":"x"}'],
    ['NUL in a key', '{"email\\u0000":"a@b.be"}'],
    ['lone surrogate', '{"email":"\\ud800@example.be","password":"x"}'],
    ['NUL deep in an array', '{"include":["a",["b","\\u0000"]]}'],
  ])('%s: 422 on login, registration, reset and settings', async (label, raw) => {
    const routes: Array<[string, string]> = [
      ['POST', '/token'],
      ['POST', '/register'],
      ['POST', '/password/email'],
      ['PUT', '/me/settings'],
      ['POST', '/log'],
    ];
    for (const [method, url] of routes) {
      const result = await api.call(method, url, { raw, headers: { 'Content-Type': 'application/json' } });
      expectJsonError(result, `${label}: ${method} ${url}`, url === '/me/settings' ? [401, 422] : [422]);
    }
    expect(prototypeKeys()).toEqual(before);
  });

  it('a NUL never reaches the database: PUT /me is a 422 and the name stays', async () => {
    const login = await api.call('POST', '/token', { body: { email, password: PASSWORD, g_recaptcha: null } });
    const token = (login.body.data as { token: string }).token;
    const result = await api.call('PUT', '/me', { token, body: { fname: 'Ja\u0000n' } });
    expectJsonError(result, 'PUT /me', [422]);
    expect(result.body.errors).toEqual({ fname: [expect.any(String)] });
    const me = await api.call('GET', '/me', { token });
    expect((me.body.data as { fname: string }).fname).toBe('Test');
  });

  it('names the field that holds the NUL', async () => {
    const result = await api.call('POST', '/register', { raw: '{"fname":"Jan","lname":"Pe\\u0000ters"}', headers: { 'Content-Type': 'application/json' } });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ lname: ['The text contains characters that are not allowed.'] });
  });

  it('names the query parameter that holds a NUL', async () => {
    const result = await api.call('GET', '/feed-items?filters[q]=%00');
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ 'filters.q': [expect.any(String)] });
  });
});

describe('malformed addresses', () => {
  it.each([
    ['/api/%ZZ', 404],
    ['/api/posts/%', 404],
    ['/api/category/%E0%A4%A', 404],
    ['/api/store/%C3%28', 404],
    ['/api/store/a%00b', 404],
    ['/api/pages/%00', 404],
    ['/api/goto/a%0Ab', 404],
    ['/api/news-categories/%ZZ', 404],
    ['/api/redirects/lookup?path=/a%2500b', 404],
    ['/api/redirects/lookup?path=/a%00b', 422],
    ['/api/redirects/lookup?path=/%ZZ', 404],
    ['/api/feed-items?filters[q]=a%00b', 422],
    ['/api/stores?q=%00', 422],
    ['/api/news?category=%00', 422],
  ])('%s is a JSON %i', async (url, status) => {
    const response = await api.app.request(url);
    const text = await response.text();
    expect(response.status, `${url}: ${text.slice(0, 200)}`).toBe(status);
    expect(response.headers.get('content-type'), url).toContain('application/json');
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    expect(typeof body.message, url).toBe('string');
    if (status === 422) expect(body.errors, url).toBeTypeOf('object');
  });

  it('a stored redirect is still found through its percent-encoded form', async () => {
    const response = await api.app.request('/api/redirects/lookup?path=/caf%25C3%25A9');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No redirect.' });
  });
});
