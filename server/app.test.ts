import { describe, expect, it } from 'vitest';
import { createApiApp } from './app';
import { useApiHarness } from './test-support/api-harness';

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

  it('keeps unknown routes a JSON 404', async () => {
    const response = await api.app.request('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'The route /api/no-such-route could not be found.' });
  });
});
