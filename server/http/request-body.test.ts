import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useApiHarness } from '../test-support/api-harness';
import { logRateLimiter } from '../routes/system';
import { BODY_TOO_LARGE_MESSAGE, DRAIN_MAX_BYTES, MAX_LOG_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, UNSUPPORTED_TYPE_MESSAGE } from './request-body';

const CHUNK = 64 * 1024;

/** A chunked body (no Content-Length) of `total` bytes that records how many bytes the server pulled. */
function countingStream(total: number, byte = 0x78): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const chunk = new Uint8Array(CHUNK).fill(byte);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) {
          controller.close();
          return;
        }
        const size = Math.min(CHUNK, total - sent);
        sent += size;
        controller.enqueue(size === CHUNK ? chunk : chunk.subarray(0, size));
      },
    },
    // No read-ahead: `sent` is exactly what the server asked for.
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

function validLog(): string {
  return JSON.stringify({ level: 'error', event: 'api_call_failed', status: 500, reason: 'server', message: 'Boom' });
}

describe('request bodies', () => {
  const api = useApiHarness({ timeoutMs: 120_000 });

  beforeEach(() => {
    logRateLimiter.reset();
    // Accepted /api/log entries go to the structured log on stderr.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });

  const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
    // `duplex` is required for a stream body; TypeScript's RequestInit does not know it yet.
    api.app.request(path, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

  describe('size limits while reading', () => {
    // Nothing past the limit is kept; the rest is read only to be dropped, so that the 413 reaches a
    // sender that writes its whole body before reading (request-body-socket.test.ts), up to a bound.
    it('refuses a chunked body over the route limit once it is all read (POST /api/token, 8 MB sent), keeping the connection', async () => {
      const { stream, pulled } = countingStream(8 * 1024 * 1024);
      const response = await post('/api/token', stream, { 'Content-Type': 'application/json' });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
      expect(pulled()).toBe(8 * 1024 * 1024);
      expect(response.headers.get('connection')).toBeNull();
    });

    it('stops reading a chunked upload at the drain bound and closes the connection', async () => {
      const { stream, pulled } = countingStream(24 * 1024 * 1024);
      const response = await post('/api/register/upload-image', stream, { 'Content-Type': 'multipart/form-data; boundary=x' });
      expect(response.status).toBe(413);
      expect(pulled()).toBeGreaterThan(MAX_UPLOAD_BODY_BYTES);
      // The bound counts from the limit: the chunk that crossed the limit, then the one that crosses the bound.
      expect(pulled()).toBeLessThanOrEqual(DRAIN_MAX_BYTES + 2 * CHUNK);
      expect(response.headers.get('connection')).toBe('close');
    });

    it('refuses a declared Content-Length over the limit, reading the body only to drop it', async () => {
      const { stream, pulled } = countingStream(2 * 1024 * 1024);
      const response = await post('/api/password/email', stream, { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
      expect(pulled()).toBe(2 * 1024 * 1024);
    });

    it('refuses a declared Content-Length past the drain bound without reading a byte, closing the connection', async () => {
      const { stream, pulled } = countingStream(DRAIN_MAX_BYTES + 1);
      const response = await post('/api/password/email', stream, { 'Content-Type': 'application/json', 'Content-Length': String(DRAIN_MAX_BYTES + 1) });
      expect(response.status).toBe(413);
      expect(pulled()).toBe(0);
      expect(response.headers.get('connection')).toBe('close');
    });

    it('gives /api/log its own smaller limit', async () => {
      // Over the log's limit, well under the JSON routes' one.
      const { stream } = countingStream(MAX_LOG_BODY_BYTES + CHUNK);
      const response = await post('/api/log', stream, { 'Content-Type': 'application/json' });
      expect(response.status).toBe(413);
    });

    it('hands a body within the limit on to the route, chunked or not', async () => {
      const bytes = new TextEncoder().encode(validLog());
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.subarray(0, 10));
          controller.enqueue(bytes.subarray(10));
          controller.close();
        },
      });
      expect((await post('/api/log', chunked, { 'Content-Type': 'application/json' })).status).toBe(204);
      expect((await post('/api/log', validLog(), { 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(204);
    });

    it('answers a body the sender broke off with 400, not a server error', async () => {
      const broken = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"level":'));
          controller.error(new Error('socket hang up'));
        },
      });
      const response = await post('/api/log', broken, { 'Content-Type': 'application/json' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The request body could not be read.' });
    });

    it('answers a malformed Content-Length with 400', async () => {
      const response = await post('/api/log', validLog(), { 'Content-Type': 'application/json', 'Content-Length': '12abc' });
      expect(response.status).toBe(400);
      expect((await response.json()) as unknown).toMatchObject({ message: expect.any(String) });
    });
  });

  describe('content types', () => {
    it.each([
      ['text/plain', 'text/plain;charset=UTF-8'],
      ['a form', 'application/x-www-form-urlencoded'],
      ['multipart on a JSON route', 'multipart/form-data; boundary=x'],
      ['XML', 'application/xml'],
    ])('refuses %s on JSON routes with 415', async (_label, type) => {
      for (const path of ['/api/password/email', '/api/register/step-1', '/api/log', '/api/token']) {
        const response = await post(path, '{"email":"a@example.com"}', { 'Content-Type': type });
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(await response.json()).toEqual({ message: UNSUPPORTED_TYPE_MESSAGE });
      }
    });

    it('refuses a body without a Content-Type', async () => {
      const response = await post('/api/log', new TextEncoder().encode(validLog()));
      expect(response.status).toBe(415);
    });

    it('accepts +json types and bodiless writes without a type', async () => {
      expect((await post('/api/log', validLog(), { 'Content-Type': 'application/vnd.api+json' })).status).toBe(204);
      // A POST without a body needs no type (the route then answers for its own reasons).
      expect((await post('/api/log', null)).status).toBe(422);
    });

    it('takes multipart on the upload route', async () => {
      const form = new FormData();
      form.set('file', new Blob(['just text']), 'x.jpg');
      const response = await api.app.request('/api/register/upload-image', { method: 'POST', body: form });
      // Past the body checks: the route itself judges the file.
      expect(response.status).toBe(422);
      const text = await post('/api/register/upload-image', 'x', { 'Content-Type': 'text/plain' });
      expect(text.status).toBe(415);
    });
  });
});
