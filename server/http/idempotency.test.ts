import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address';
import { idempotencyKeys } from '../db/schema';
import { createTestDb } from '../db/test-db';
import { useApiHarness } from '../test-support/api-harness';
import type { AppEnv } from './context';
import { DIFFERENT_REQUEST_MESSAGE, IN_PROGRESS_MESSAGE, REPLAYED_HEADER, idempotency } from './idempotency';

type Body = { run: number; echo: unknown; token: string };

describe('idempotency middleware', () => {
  const api = useApiHarness();
  let runs = 0;
  /** Settles the slow handler's wait; null when handlers answer at once. */
  let gate: Promise<void> | null = null;
  let failNext = 0;
  let failStatus: 500 | 429 = 500;

  function testApp() {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('db', api.db);
      const user = c.req.header('x-test-user');
      c.set('userId', user ? Number(user) : null);
      await next();
    });
    app.use(idempotency);
    const handler = async (c: Context<AppEnv>) => {
      runs += 1;
      const run = runs;
      const text = await c.req.text();
      if (gate) await gate;
      if (failNext > 0) {
        failNext -= 1;
        return c.json({ message: 'Failed' }, failStatus);
      }
      const body: Body = { run, echo: text === '' ? null : (JSON.parse(text) as unknown), token: `secret-token-${run}` };
      return c.json(body, 201);
    };
    app.post('/things', handler);
    app.put('/things/1', handler);
    app.delete('/things/1', (c) => {
      runs += 1;
      return c.body(null, 204);
    });
    app.get('/things', (c) => {
      runs += 1;
      return c.json({ run: runs });
    });
    app.post('/big', (c) => {
      runs += 1;
      return c.text('x'.repeat(300 * 1024));
    });
    return app;
  }

  let app: ReturnType<typeof testApp>;

  const post = (key: string | null, body: unknown, init: { user?: number; ip?: string; path?: string; method?: string } = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (key !== null) headers['Idempotency-Key'] = key;
    if (init.user !== undefined) headers['x-test-user'] = String(init.user);
    if (init.ip) headers[CLIENT_ADDRESS_HEADER] = init.ip;
    return app.request(init.path ?? '/things', { method: init.method ?? 'POST', headers, body: JSON.stringify(body) });
  };

  beforeAll(() => {
    app = testApp();
  });

  beforeEach(async () => {
    runs = 0;
    gate = null;
    failNext = 0;
    failStatus = 500;
    await api.db.delete(idempotencyKeys);
  });

  it('replays the first response for a repeat and runs the handler once', async () => {
    const first = await post('key-1', { title: 'Deal' });
    expect(first.status).toBe(201);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const firstBody = await first.text();

    const second = await post('key-1', { title: 'Deal' });
    expect(second.status).toBe(201);
    expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(await second.text()).toBe(firstBody);
    expect(runs).toBe(1);
  });

  it('runs concurrent duplicates once; the others get 409 or the replay', async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const pending = Promise.all(Array.from({ length: 5 }, () => post('same', { n: 1 })));
    setTimeout(() => open(), 100);
    const responses = await pending;
    const statuses = responses.map((response) => response.status).sort();
    expect(runs).toBe(1);
    expect(statuses.filter((status) => status === 201)).not.toHaveLength(0);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const conflicts = responses.filter((response) => response.status === 409);
    expect(conflicts.length).toBeGreaterThan(0);
    for (const conflict of conflicts) {
      expect(await conflict.json()).toEqual({ message: IN_PROGRESS_MESSAGE });
      expect(conflict.headers.get('retry-after')).toBe('1');
    }

    const later = await post('same', { n: 1 });
    expect(later.status).toBe(201);
    expect(later.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(((await later.json()) as Body).run).toBe(1);
    expect(runs).toBe(1);
  });

  it('answers 409 to a repeat while the first is still running', async () => {
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const first = post('slow', { n: 1 });
    // Wait until the first request has claimed the key.
    for (let i = 0; i < 100 && runs === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const repeat = await post('slow', { n: 1 });
    expect(repeat.status).toBe(409);
    open();
    expect((await first).status).toBe(201);
    expect(runs).toBe(1);
  });

  it('refuses the same key with a different body, method or path with 422', async () => {
    expect((await post('reuse', { a: 1 })).status).toBe(201);
    const otherBody = await post('reuse', { a: 2 });
    expect(otherBody.status).toBe(422);
    expect(await otherBody.json()).toMatchObject({ message: DIFFERENT_REQUEST_MESSAGE });
    expect((await post('reuse', { a: 1 }, { method: 'PUT', path: '/things/1' })).status).toBe(422);
    expect((await post('reuse', { a: 1 }, { path: '/things?x=1' })).status).toBe(422);
    expect(runs).toBe(1);
  });

  it('keeps different callers with the same key independent', async () => {
    const a = await post('shared', { n: 1 }, { user: 1 });
    const b = await post('shared', { n: 1 }, { user: 2 });
    const guest1 = await post('shared', { n: 1 }, { ip: '203.0.113.1' });
    const guest2 = await post('shared', { n: 1 }, { ip: '203.0.113.2' });
    const anonymous = await post('shared', { n: 1 });
    for (const response of [a, b, guest1, guest2, anonymous]) {
      expect(response.status).toBe(201);
      expect(response.headers.get(REPLAYED_HEADER)).toBeNull();
    }
    expect(runs).toBe(5);
    expect((await post('shared', { n: 1 }, { user: 2 })).headers.get(REPLAYED_HEADER)).toBe('true');
    expect(runs).toBe(5);
  });

  it('ignores the header on GET and runs requests without a key every time', async () => {
    await app.request('/things', { headers: { 'Idempotency-Key': 'g' } });
    await app.request('/things', { headers: { 'Idempotency-Key': 'g' } });
    expect(runs).toBe(2);
    await post(null, { n: 1 });
    await post(null, { n: 1 });
    expect(runs).toBe(4);
    expect(await api.db.select().from(idempotencyKeys)).toHaveLength(0);
  });

  it('forgets a key after 24 hours', async () => {
    expect((await post('old', { n: 1 })).status).toBe(201);
    await api.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });
    const again = await post('old', { n: 1 });
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(runs).toBe(2);
    // A different body is fine too once the key has expired.
    await api.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` });
    expect((await post('old', { n: 2 })).status).toBe(201);
    expect(runs).toBe(3);
  });

  it('takes over a key abandoned while running', async () => {
    expect((await post('crashed', { n: 1 })).status).toBe(201);
    await api.db
      .update(idempotencyKeys)
      .set({ state: 'running', responseStatus: null, responseBody: null, updatedAt: sql`now() - interval '10 minutes'` });
    expect((await post('crashed', { n: 1 })).status).toBe(201);
    expect(runs).toBe(2);
  });

  it('does not store a 5xx, so the retry runs', async () => {
    failNext = 1;
    expect((await post('flaky', { n: 1 })).status).toBe(500);
    expect(await api.db.select().from(idempotencyKeys)).toHaveLength(0);
    const retry = await post('flaky', { n: 1 });
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(runs).toBe(2);
  });

  it('does not store a retryable 429 either', async () => {
    failNext = 1;
    failStatus = 429;
    expect((await post('limited', { n: 1 })).status).toBe(429);
    expect((await post('limited', { n: 1 })).status).toBe(201);
    expect(runs).toBe(2);
  });

  it('validates the key', async () => {
    const long = await post('k'.repeat(256), { n: 1 });
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ message: expect.stringContaining('255'), errors: { 'Idempotency-Key': [expect.any(String)] } });
    expect((await post('', { n: 1 })).status).toBe(422);
    expect((await post('k'.repeat(255), { n: 1 })).status).toBe(201);
    expect(runs).toBe(1);
  });

  it('replays bodiless and oversized responses by status', async () => {
    const deleted = await post('del', null, { method: 'DELETE', path: '/things/1' });
    expect(deleted.status).toBe(204);
    const again = await post('del', null, { method: 'DELETE', path: '/things/1' });
    expect(again.status).toBe(204);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');

    expect((await post('big', null, { path: '/big' })).status).toBe(200);
    const bigAgain = await post('big', null, { path: '/big' });
    expect(bigAgain.status).toBe(200);
    expect(await bigAgain.json()).toEqual({ message: 'This request was already processed.' });
    expect(runs).toBe(2);
  });

  it('stores neither the raw key nor the plain response body', async () => {
    await post('my-secret-key', { n: 1 });
    const [row] = await api.db.select().from(idempotencyKeys);
    expect(row?.key).not.toContain('my-secret-key');
    expect(row?.key).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.state).toBe('done');
    expect(row?.responseStatus).toBe(201);
    expect(row?.responseBody).not.toContain('secret-token');
    expect(row?.caller).toBe('ip:anonymous');
  });

  it('sweeps expired rows opportunistically', async () => {
    // The sweep runs at most every ten minutes per database, so this test uses a database of its own.
    const other = await createTestDb();
    try {
      const expired = { method: 'POST', path: '/x', bodyHash: 'b'.repeat(64), state: 'done' as const };
      await other.db.insert(idempotencyKeys).values([
        { ...expired, caller: 'ip:old', key: 'a'.repeat(64), createdAt: sql`now() - interval '30 hours'` },
        { ...expired, caller: 'ip:recent', key: 'c'.repeat(64), createdAt: sql`now() - interval '1 hour'` },
      ]);
      const otherApp = new Hono<AppEnv>();
      otherApp.use(async (c, next) => {
        c.set('db', other.db);
        c.set('userId', null);
        await next();
      });
      otherApp.use(idempotency);
      otherApp.post('/x', (c) => c.json({ ok: true }));
      await otherApp.request('/x', { method: 'POST', headers: { 'Idempotency-Key': 'k' }, body: '{}' });
      const callers = (await other.db.select({ caller: idempotencyKeys.caller }).from(idempotencyKeys)).map((row) => row.caller);
      expect(callers.sort()).toEqual(['ip:anonymous', 'ip:recent']);
    } finally {
      await other.close();
    }
  });

  it('is registered on the API app', async () => {
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'log-1' },
      body: JSON.stringify({ level: 'error', event: 'x' }),
    };
    const first = await api.app.request('/api/log', init);
    const second = await api.app.request('/api/log', init);
    expect(second.status).toBe(first.status);
    expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
  });
});
