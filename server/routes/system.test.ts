import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { useApiHarness } from '../test-support/api-harness';
import { LOG_RATE_RULE, logRateLimiter } from './system';

/** What lib/api/log.ts buildLogEntry sends, as a browser would. */
function entry(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    level: 'warn',
    event: 'api_call_failed',
    status: 404,
    reason: 'not_found',
    message: 'Not Found.',
    method: 'GET',
    url: '/api/stores/x',
    user_id: null,
    referrer: null,
    page_url: 'https://deals.example/winkels/x',
    user_agent: 'Mozilla/5.0',
    ip: '198.51.100.66',
    share_source: null,
    at: '1999-01-01T00:00:00.000Z',
    ...overrides,
  });
}

describe('POST /api/log', () => {
  const api = useApiHarness({ timeoutMs: 120_000 });
  let stderr: MockInstance<typeof console.error>;

  beforeEach(() => {
    logRateLimiter.reset();
    stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    stderr.mockRestore();
  });

  const post = (body: string, ip = '203.0.113.7') =>
    api.app.request('/api/log', { method: 'POST', headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: ip }, body });

  const logged = (): Record<string, unknown>[] =>
    stderr.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((line) => line.source === 'browser');

  it('accepts the warn level the browser client sends for 4xx, and logs it as a warning', async () => {
    const response = await post(entry());
    expect(response.status).toBe(204);
    expect(logged()).toEqual([expect.objectContaining({ level: 'warn', event: 'api_call_failed', status: 404 })]);
    expect((await post(entry({ level: 'error', status: 500 }))).status).toBe(204);
    expect(logged()[1]).toMatchObject({ level: 'error', status: 500 });
    expect((await post(entry({ level: 'fatal' }))).status).toBe(422);
  });

  it('records the server’s own address and clock, not the caller’s', async () => {
    const before = Date.now();
    expect((await post(entry(), '203.0.113.7')).status).toBe(204);
    const [line] = logged();
    expect(line?.ip).toBe('203.0.113.7');
    expect(Date.parse(String(line?.at))).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(line)).not.toContain('198.51.100.66');
    expect(JSON.stringify(line)).not.toContain('1999-01-01');
    // Entries without them are fine too.
    expect((await post(entry({ ip: undefined, at: undefined }))).status).toBe(204);
  });

  it('limits entries per address', async () => {
    for (let i = 0; i < LOG_RATE_RULE.limit; i += 1) expect((await post(entry(), '203.0.113.8')).status).toBe(204);
    const refused = await post(entry(), '203.0.113.8');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many log entries/) });
    // Another address is not affected.
    expect((await post(entry(), '203.0.113.9')).status).toBe(204);
  });
});

describe('GET /api/build-id', () => {
  const api = useApiHarness({ timeoutMs: 120_000 });

  it("answers the build this server runs, never from a cache", async () => {
    const response = await api.request('GET', '/build-id');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data: { build_id: unknown } };
    // `.next/BUILD_ID` exists once `next build` ran in this checkout; without it the answer is null.
    const built = existsSync('.next/BUILD_ID') ? readFileSync('.next/BUILD_ID', 'utf8').trim() : null;
    expect(body).toEqual({ data: { build_id: built } });
  });
});
