import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../server/db/schema';
import { BONUS, reportPayload, seedPostWorld, type PostWorld } from '../server/routes/posts.fixtures';
import { useApiHarness } from '../server/test-support/api-harness';
import { main } from './operator.mjs';

vi.setConfig({ testTimeout: 60_000 });

const TOKEN = 'operator-token-for-tests-0123456789';
const SITE = 'http://site.test';

describe('npm run operator', () => {
  const api = useApiHarness({ deps: () => ({ operatorToken: () => TOKEN }) });
  /** The script's requests go to the API app in process; the queued job is drained as a worker would. */
  const fetchApp = (url: URL, init: RequestInit) => {
    const answer = api.app.request(url.toString(), init);
    const drain = async () => {
      for (let i = 0; i < 40; i += 1) {
        await api.runJobs();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    return url.searchParams.get('wait') === '1' ? Promise.all([answer, drain()]).then(([response]) => response) : Promise.resolve(answer);
  };

  it('runs a job on the server and reports its end', async () => {
    const result = await main(['run', 'deal-alerts-daily'], { SITE_URL: SITE, OPERATOR_TOKEN: TOKEN }, fetchApp);
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toMatch(/^deal-alerts-daily: job [\w-]+ completed\.$/);
    const queued = await main(['run', 'expiry-sweep', '--no-wait'], { SITE_URL: SITE, OPERATOR_TOKEN: TOKEN }, fetchApp);
    expect(queued).toMatchObject({ code: 0, out: [expect.stringMatching(/^expiry-sweep: queued as job /)] });
  });

  it('says clearly what is wrong', async () => {
    expect(await main([], { OPERATOR_TOKEN: TOKEN }, fetchApp)).toMatchObject({ code: 2 });
    expect(await main(['run', 'deal-alerts-daily'], { SITE_URL: SITE }, fetchApp)).toMatchObject({
      code: 2,
      out: ['OPERATOR_TOKEN is not set: export the token the server runs with.'],
    });
    expect((await main(['run', 'deal-alerts-daily'], { SITE_URL: SITE, OPERATOR_TOKEN: 'wrong-wrong-wrong-wrong' }, fetchApp)).out[0]).toMatch(/refused the token \(401\)/);
    expect((await main(['run', 'nope'], { SITE_URL: SITE, OPERATOR_TOKEN: TOKEN }, fetchApp)).out[0]).toBe('No scheduled job is called "nope".');
    const down = await main(['run', 'deal-alerts-daily'], { SITE_URL: 'http://127.0.0.1:9', OPERATOR_TOKEN: TOKEN });
    expect(down.code).toBe(1);
    expect(down.out[0]).toMatch(/^No server answered at http:\/\/127\.0\.0\.1:9 /);
  });
});

describe('npm run operator -- posts', () => {
  let w: PostWorld;
  const api = useApiHarness({
    timeoutMs: 60_000,
    deps: () => ({ operatorToken: () => TOKEN }),
    seed: async (db) => {
      w = await seedPostWorld(db);
    },
  });
  const env = { SITE_URL: SITE, OPERATOR_TOKEN: TOKEN };
  const fetchApp = (url: URL, init: RequestInit) => Promise.resolve(api.app.request(url.toString(), init));
  const held = async () => {
    const m = await w.member({ fname: 'Hilde' });
    const created = await api.call<{ data: { id: number; status: string } }>('POST', '/posts', { token: m.token, body: reportPayload(w, { origin_url: 'klikshop.be' }) });
    expect(created.body.data.status).toBe('pending');
    return created.body.data.id;
  };

  it('lists, approves and rejects held posts', async () => {
    expect(await main(['posts', 'list'], env, fetchApp)).toEqual({ code: 0, out: ['No pending posts.'] });
    const first = await held();
    const second = await held();
    const list = await main(['posts', 'list'], env, fetchApp);
    expect(list.code).toBe(0);
    expect(list.out[0]).toBe('2 pending posts:');
    expect(list.out[1]).toMatch(new RegExp(`^  #${first} \\[first_post_link\\] \\S+ by Hilde \\S+ \\(user \\d+\\): \\S`));
    expect(list.out).toContain('      link: https://klikshop.be');

    expect(await main(['posts', 'approve', String(first)], env, fetchApp)).toEqual({ code: 0, out: [`Post ${first}: approved (the author's coins: ${BONUS.report}).`] });
    expect(await main(['posts', 'reject', String(second), '--reason', 'Enkel reclame.'], env, fetchApp)).toEqual({ code: 0, out: [`Post ${second}: rejected.`] });
    const [notice] = await api.db.select({ content: schema.notifications.content }).from(schema.notifications).where(eq(schema.notifications.eventKey, `post-rejected:Post:${second}`));
    expect(notice?.content).toContain('Reden: Enkel reclame.');
    expect((await main(['posts', 'list', '--status=rejected'], env, fetchApp)).out[0]).toBe('1 rejected post:');
    expect(await main(['posts', 'approve', String(second)], env, fetchApp)).toEqual({ code: 1, out: ['The server answered 409: The post is already rejected.'] });
    expect(await main(['posts', 'approve', '999999'], env, fetchApp)).toEqual({ code: 1, out: ['Post not found.'] });
  });

  it('says clearly what is wrong', async () => {
    expect((await main(['posts'], env, fetchApp)).code).toBe(2);
    expect((await main(['posts', 'approve'], env, fetchApp)).out[0]).toBe('Which post? Say `posts approve <id>` with its number.');
    expect((await main(['posts', 'reject', '12', '--reason'], env, fetchApp)).out[0]).toBe('--reason needs a value.');
    expect((await main(['posts', 'list', '--status', 'held'], env, fetchApp)).out[0]).toBe('--status must be pending, approved or rejected, not "held".');
    expect((await main(['posts', 'approve', '3', '--reason', 'x'], env, fetchApp)).code).toBe(2);
    expect((await main(['posts', 'list', '--bogus'], env, fetchApp)).out[0]).toBe('Unknown option --bogus.');
    expect((await main(['posts', 'list'], { ...env, OPERATOR_TOKEN: 'wrong-wrong-wrong-wrong' }, fetchApp)).out[0]).toMatch(/refused the token \(401\)/);
  });
});
