import { describe, expect, it } from 'vitest';
import { createApiApp } from './app';
import { useApiHarness } from './test-support/api-harness';
import { insertUser } from './routes/catalogue.fixtures';

describe('API app', () => {
  const api = useApiHarness();

  it('reports healthy with the database kind', async () => {
    const response = await api.app.request('/api/health');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: string; time: string };
    expect(body.status).toBe('ok');
    expect(body.database).toBe(api.handle.kind);
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it('opens the database lazily through a getter, once per request', async () => {
    let calls = 0;
    const app = createApiApp({
      db: async () => {
        calls += 1;
        return api.db;
      },
    });
    expect(calls).toBe(0);
    expect((await app.request('/api/health')).status).toBe(200);
    expect(calls).toBe(1);
  });

  it('answers 500 with a JSON message when the database cannot be opened', async () => {
    const app = createApiApp({
      db: () => Promise.reject(new Error('connection refused')),
    });
    const response = await app.request('/api/health');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Server Error' });
  });

  it("never lets a shared cache keep an answer to a member's request: private, no-store unless the route says otherwise", async () => {
    const token = await api.tokenFor(await insertUser(api.db, 'Cache', 'Lid'));
    for (const path of ['/notifications', '/me/points', '/search/before-search', '/feed-items?per_page=1']) {
      const member = await api.get(path, { token });
      expect(member.status, path).toBe(200);
      expect(member.headers.get('cache-control'), path).toBe('private, no-store');
    }
    // A route's own choice stands (the member's prizes say no-store themselves), and a guest's answer is untouched.
    expect((await api.get('/prizes', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await api.get('/feed-items?per_page=1')).headers.get('cache-control')).toBeNull();
  });

  it('keeps unknown routes a JSON 404', async () => {
    const response = await api.app.request('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'The route /api/no-such-route could not be found.' });
  });
});
