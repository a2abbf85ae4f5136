import { AxiosError, AxiosHeaders } from 'axios';
import { http, HttpResponse } from 'msw';
import { API_BASE, apiUrl } from '@/tests/mocks/handlers';
import { expectApiError } from '@/tests/mocks/expect-api-error';
import { server, useMswServer } from '@/tests/mocks/server';
import { createApiClient } from './client';
import { ApiError, failureKind, isApiError, UNEXPECTED_ERROR } from './errors';
import { toApiError } from './to-api-error';

useMswServer();

const api = createApiClient({ baseURL: API_BASE, domain: 'deals.test', locale: () => 'nl', token: () => null, retryDelayMs: 0 });


describe('failed calls become one ApiError (docs/product.md, API and Errors)', () => {
  it('a 422 carries its status, the server message and the field errors', async () => {
    server.use(
      http.post(apiUrl('/register'), () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { email: ['The email has already been taken.', 'Second'], name: 'Too short.' } },
          { status: 422 },
        ),
      ),
    );
    const error = await expectApiError(api.post('/register', { email: 'a@b.c' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.reason).toBe('HTTP 422');
    expect(error.message).toBe('The given data was invalid.');
    expect(error.errors).toEqual({ email: ['The email has already been taken.', 'Second'], name: ['Too short.'] });
    expect(error.fieldError('email')).toBe('The email has already been taken.');
    expect(error.fieldError('password')).toBeUndefined();
    expect(error.isValidation).toBe(true);
    expect(error).toMatchObject({ method: 'POST', url: '/register' });
    expect(error).toMatchObject({ code: null, title: null });
  });

  it('keeps the body\'s error code and title', async () => {
    server.use(
      http.post(apiUrl('/token'), () =>
        HttpResponse.json({ message: 'Wrong.', title: 'Invalid Credentials', error: 'invalid_credentials', errors: { email: ['Wrong.'] } }, { status: 422 }),
      ),
    );
    const error = await expectApiError(api.post('/token', {}));
    expect(error).toMatchObject({ code: 'invalid_credentials', title: 'Invalid Credentials', message: 'Wrong.' });
  });

  it('a 500 without a message says "Unexpected error"', async () => {
    server.use(http.get(apiUrl('/boom'), () => HttpResponse.json({}, { status: 500 })));
    const error = await expectApiError(api.get('/boom'));
    expect(error.status).toBe(500);
    expect(error.message).toBe(UNEXPECTED_ERROR);
    expect(error.message).toBe('Unexpected error');
    expect(error.errors).toEqual({});
    expect(error.isValidation).toBe(false);
  });

  it.each([
    ['an HTML page', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['an empty body', () => new HttpResponse(null, { status: 404 })],
    ['a blank message', () => HttpResponse.json({ message: '   ' }, { status: 404 })],
    ['a non-string message', () => HttpResponse.json({ message: { nl: 'x' } }, { status: 404 })],
  ])('falls back to "Unexpected error" for %s', async (_label, respond) => {
    server.use(http.get(apiUrl('/odd'), respond));
    const error = await expectApiError(api.get('/odd'));
    expect(error.message).toBe(UNEXPECTED_ERROR);
    expect(error.status).toBeGreaterThanOrEqual(400);
  });

  it('keeps the server message of any other status', async () => {
    server.use(http.get(apiUrl('/missing'), () => HttpResponse.json({ message: 'Folder not found' }, { status: 404 })));
    const error = await expectApiError(api.get('/missing'));
    expect(error).toMatchObject({ status: 404, message: 'Folder not found', reason: 'HTTP 404' });
  });

  it('a network error has status 0 and reason "network"', async () => {
    server.use(http.get(apiUrl('/down'), () => HttpResponse.error()));
    const error = await expectApiError(api.get('/down'));
    expect(error).toMatchObject({ status: 0, reason: 'network', message: UNEXPECTED_ERROR });
  });

  it('a canceled call has reason "canceled"', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await expectApiError(api.get('/echo', { signal: controller.signal }));
    expect(error).toMatchObject({ status: 0, reason: 'canceled' });
  });
});

describe('toApiError', () => {
  it('returns an ApiError unchanged', () => {
    const error = new ApiError({ status: 409, reason: 'HTTP 409', message: 'Conflict' });
    expect(toApiError(error)).toBe(error);
  });

  it('maps axios timeout codes to "timeout"', () => {
    for (const code of [AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT]) {
      expect(toApiError(new AxiosError('timeout of 10ms exceeded', code)).reason).toBe('timeout');
    }
  });

  it('keeps only string messages of the field errors', () => {
    const error = toApiError(
      new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 422,
        statusText: 'Unprocessable',
        data: { errors: { email: ['Required.', 3, null], age: 18 } },
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    expect(error.errors).toEqual({ email: ['Required.'] });
  });

  it('reads field names from the answer into a map without a prototype', () => {
    const error = toApiError(
      new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 422,
        statusText: 'Unprocessable',
        data: JSON.parse('{"errors":{"__proto__":["Odd."],"constructor":"Odder."}}') as unknown,
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    expect(Object.getPrototypeOf(error.errors)).toBeNull();
    expect(Object.keys(error.errors)).toEqual(['__proto__', 'constructor']);
    expect(error.errors.constructor).toEqual(['Odder.']);
  });

  it('wraps anything else with status 0', () => {
    expect(toApiError(new Error('locale getter failed'))).toMatchObject({ status: 0, reason: 'locale getter failed', message: UNEXPECTED_ERROR });
    expect(toApiError('weird')).toMatchObject({ status: 0, reason: 'unknown' });
  });

  it('isApiError tells ApiErrors apart', () => {
    expect(isApiError(new ApiError({ status: 0, reason: 'network' }))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('which server messages are meant for people', () => {
  it.each([
    ['a 4xx answer of the API', 429, 'Te veel pogingen.', 'Te veel pogingen.'],
    ['a 5xx answer, whatever it says', 500, 'Server Error', null],
    ['a 503 with a message', 503, 'Service Unavailable', null],
    ['a 4xx without a message (an HTML page)', 422, null, null],
  ])('%s', (_label, status, message, expected) => {
    const error = new ApiError({ status, message, reason: `HTTP ${status}` });
    expect(error.publicMessage).toBe(expected);
    expect(failureKind(error)).toBe('server');
  });

  it("a body too large (413, the body limit's English line) is the site's own message, in the page's language", () => {
    const error = new ApiError({ status: 413, message: 'The request body is too large.', reason: 'HTTP 413' });
    expect(error.publicMessage).toBeNull();
    expect(failureKind(error)).toBe('tooLarge');
  });

  it('a lost connection and a time-out have none, and say which they were', () => {
    expect(new ApiError({ status: 0, reason: 'network' }).publicMessage).toBeNull();
    expect(failureKind(new ApiError({ status: 0, reason: 'network' }))).toBe('network');
    expect(failureKind(new ApiError({ status: 0, reason: 'timeout' }))).toBe('timeout');
    expect(failureKind(new Error('boom'))).toBe('server');
  });
});
