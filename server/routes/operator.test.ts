import { describe, expect, it, vi } from 'vitest';
import { EXPIRY_SWEEP_QUEUE } from '../jobs/expiry-sweep';
import { useApiHarness } from '../test-support/api-harness';
import { notificationsFor, seedNotifyWorld, type NotifyWorld } from './notifications.fixtures';

vi.setConfig({ testTimeout: 60_000 });

const TOKEN = 'operator-token-for-tests-0123456789';
const RUN = `/operator/jobs/${EXPIRY_SWEEP_QUEUE}/run`;

describe('operator routes, switched off (no OPERATOR_TOKEN)', () => {
  const api = useApiHarness({ deps: () => ({ operatorToken: () => undefined }) });

  it('answer like a route that does not exist, whatever the token', async () => {
    for (const token of [undefined, TOKEN]) {
      const answer = await api.call('POST', RUN, { token });
      expect(answer).toEqual({ status: 404, body: { message: `The route /api${RUN} could not be found.` } });
      expect((await api.call('POST', '/operator/nothing-here', { token })).status).toBe(404);
      expect((await api.call('POST', '/operator/jobs/deal-alerts-daily', { token })).status).toBe(404);
    }
  });
});

describe('operator routes, switched on', () => {
  const api = useApiHarness({ deps: () => ({ operatorToken: () => TOKEN }) });

  it('refuse a missing or wrong bearer token with 401', async () => {
    expect((await api.call('POST', RUN)).status).toBe(401);
    expect((await api.call('POST', RUN, { token: `${TOKEN}x` })).status).toBe(401);
    expect((await api.call('POST', RUN, { token: TOKEN.slice(0, -1) })).status).toBe(401);
  });

  it('queue a run of a scheduled job (202) and refuse other names (404)', async () => {
    const queued = await api.call<{ data: { queue: string; id: string; state: string } }>('POST', RUN, { token: TOKEN });
    expect(queued).toMatchObject({ status: 202, body: { data: { queue: EXPIRY_SWEEP_QUEUE, state: 'created' } } });
    expect(await api.runJobs()).toMatchObject({ completed: 1, failed: 0 });
    expect((await api.call('POST', '/operator/jobs/account-mail/run', { token: TOKEN })).status).toBe(404);
    expect((await api.call('POST', '/operator/jobs/nope/run', { token: TOKEN })).status).toBe(404);
    expect((await api.call('POST', `${RUN}?wait=maybe`, { token: TOKEN })).status).toBe(422);
  });

  it('with wait=1, answer once the job has run', async () => {
    const answer = api.call<{ data: { state: string } }>('POST', `${RUN}?wait=1`, { token: TOKEN });
    let settled = false;
    void answer.then(() => (settled = true));
    // No worker in tests: drain until the request has seen its job finish.
    while (!settled) {
      await api.runJobs();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await answer).toMatchObject({ status: 200, body: { data: { state: 'completed' } } });
  });

  it('is in the OpenAPI document', async () => {
    const doc = await api.ok<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
    expect(doc.paths['/api/operator/jobs/{queue}/run']?.post).toBeDefined();
    expect(doc.paths['/api/operator/jobs/{queue}']?.post).toBeDefined();
  });
});

describe('operator routes: publishing a post', () => {
  let w: NotifyWorld;
  const api = useApiHarness({
    timeoutMs: 60_000,
    deps: () => ({ operatorToken: () => TOKEN }),
    seed: async (db) => {
      w = await seedNotifyWorld(db);
    },
  });
  const publish = (id: number | string, token: string | undefined = TOKEN) => api.call<{ data: { type: string; id: number; status: string } }>('POST', `/operator/posts/${id}/publish`, { token });

  it('puts the post live and tells the author’s followers through a job, once however often it is published', async () => {
    const key = `published:Post:${w.post.pending}`;
    expect(await publish(w.post.pending)).toMatchObject({ status: 200, body: { data: { type: 'Post', id: w.post.pending, status: 'approved' } } });
    // The fan-out is a job: nobody is told before it runs.
    expect(await notificationsFor(api.db, key)).toEqual([]);
    expect(await api.runJobs()).toMatchObject({ failed: 0 });
    const told = (await notificationsFor(api.db, key)).map((row) => row.userId).sort((a, b) => a - b);
    expect(told).toEqual([w.users.nl, w.users.fr, w.users.other].sort((a, b) => a - b));
    const feed = await api.ok<{ data: { morphable_type: string; morphable_id: number }[] }>('/feed-items?per_page=50');
    expect(feed.data).toContainEqual(expect.objectContaining({ morphable_type: 'Post', morphable_id: w.post.pending }));

    // Again (an operator retrying): 200, the job runs, nobody hears twice.
    expect((await publish(w.post.pending)).status).toBe(200);
    await api.runJobs();
    expect(await notificationsFor(api.db, key)).toHaveLength(told.length);
  });

  it('refuses a wrong token (401), an unknown post (404) and a bad id (404), queueing nothing', async () => {
    expect((await publish(w.post.plain, 'wrong-token-wrong-token-wrong')).status).toBe(401);
    expect((await publish(999_999)).status).toBe(404);
    expect((await publish('abc')).status).toBe(404);
    expect(await api.runJobs()).toMatchObject({ completed: 0, failed: 0 });
  });
});
