import { HttpResponse } from 'msw';
import { ApiError } from '@/lib/api/errors';
import { buildLogEntry, emptyLogContext } from '@/lib/api/log';
import { apiUrl, recordingHandler } from '@/tests/mocks/handlers';
import { server, useMswServer } from '@/tests/mocks/server';
import { beaconSink, createLogger, errorMessage, type LogRecord, type LogThreshold } from './logger';

useMswServer();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const visitor = { ...emptyLogContext, userId: 42, pageUrl: 'https://deals.test/fr/depliants?share_source=wa' };

describe('createLogger', () => {
  it('writes one record per event with its level, fields and time', () => {
    const records: LogRecord[] = [];
    const log = createLogger((record) => records.push(record), { app: 'web' });
    log.warn('redirect_lookup_failed', { path: '/x' });
    log.child({ page: '/goto' }).error('goto_target_refused', { key: 'abc' });
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ level: 'warn', event: 'redirect_lookup_failed', app: 'web', path: '/x' });
    expect(Number.isNaN(Date.parse(records[0]?.at ?? ''))).toBe(false);
    expect(records[1]).toMatchObject({ level: 'error', event: 'goto_target_refused', app: 'web', page: '/goto', key: 'abc' });
  });

  it('drops records under its minimum level, for events and complete records alike', () => {
    const records: LogRecord[] = [];
    const log = createLogger((record) => records.push(record), {}, 'warn');
    log.debug('a');
    log.info('b');
    log.write({ level: 'info', event: 'c', at: '2026-01-01T00:00:00.000Z' });
    log.error('d');
    expect(records.map((record) => record.event)).toEqual(['d']);
  });

  it('reads a threshold given as a function at every record, and writes nothing when silent', () => {
    const records: LogRecord[] = [];
    let threshold: LogThreshold = 'silent';
    const log = createLogger((record) => records.push(record), {}, () => threshold);
    log.error('a');
    threshold = 'info';
    log.debug('b');
    log.info('c');
    expect(records.map((record) => record.event)).toEqual(['c']);
  });

  it('writes to the console as one JSON line, warn and error on stderr', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const log = createLogger();
    log.warn('w', { n: 1 });
    log.info('i');
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({ level: 'warn', event: 'w', n: 1 });
    expect(JSON.parse(String(out.mock.calls[0]?.[0]))).toMatchObject({ level: 'info', event: 'i' });
  });

  it('errorMessage reads anything thrown', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
  });
});

describe('beaconSink', () => {
  const endpoint = apiUrl('/log');
  const entry = buildLogEntry(new ApiError({ status: 404, reason: 'HTTP 404', method: 'GET', url: '/x' }), visitor);

  it('hands the entry to navigator.sendBeacon as a JSON Blob', async () => {
    const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    beaconSink(endpoint)(entry);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(endpoint);
    expect(body).toBeInstanceOf(Blob);
    const blob = body as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(entry);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['returns false', { sendBeacon: () => false }],
    ['is missing', {}],
    [
      'throws (a browser refusing a JSON Blob)',
      {
        sendBeacon: () => {
          throw new DOMException('sendBeacon() with a Blob whose type is not CORS-safelisted is disabled', 'NotAllowedError');
        },
      },
    ],
  ])('falls back to fetch with keepalive when sendBeacon %s', async (_label, fakeNavigator) => {
    vi.stubGlobal('navigator', fakeNavigator);
    const { handler, seen } = recordingHandler('/log', () => new HttpResponse(null, { status: 204 }));
    server.use(handler);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    beaconSink(endpoint)(entry);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(endpoint);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(entry);
  });

  it('swallows a failing fallback request', async () => {
    vi.stubGlobal('navigator', {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    expect(() => beaconSink(endpoint)(entry)).not.toThrow();
    // An unhandled rejection here would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
