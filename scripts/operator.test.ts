import { describe, expect, it, vi } from 'vitest';
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
