import type { ApiApp } from '@/server';
import type { DatabaseHandle } from '@/server/db/client';

/**
 * The API in this process, on its own PGlite copy of the demo database, as the vitest harness runs it:
 * what the fuzzer cannot see inside the real server (a change of `Object.prototype`, the error behind
 * a 500) it sees here. Import after DATA_DIR is set: the configuration is read lazily.
 */
export type InProcessApi = {
  app: ApiApp;
  /** Calls the API; resolves with the answer and the `api_unhandled_error` lines logged meanwhile. */
  request(request: Request): Promise<{ status: number; bodyStart: string; errors: string[] }>;
  /** A member session token for the demo login. */
  token: string;
  close(): Promise<void>;
};

/** `databaseDir`: a PGlite data directory holding the migrated, seeded demo catalogue (a copy: it is written to). */
export async function startInProcessApi(databaseDir: string): Promise<InProcessApi> {
  const [{ createApiApp }, client, seed, { openJobQueue }] = await Promise.all([
    import('@/server'),
    import('@/server/db/client'),
    import('@/server/db/seed'),
    import('@/server/jobs/open'),
  ]);
  const handle: DatabaseHandle = await client.openDatabase({ dataDir: databaseDir });
  // A job queue as the real server has one (routes that mail enqueue a job); no worker runs them here.
  const jobs = await openJobQueue(handle, { supervise: false });
  const app = createApiApp({ db: handle.db, jobs: () => Promise.resolve(jobs) });
  const login = await app.request('/api/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seed.DEMO_LOGIN.email, password: seed.DEMO_LOGIN.password }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`the demo login failed in-process (${login.status})`);

  return {
    app,
    token,
    async request(request) {
      // The API logs an unhandled error as one JSON line on stderr; keep those lines, hide the rest.
      const errors: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => {
        const line = args.map(String).join(' ');
        if (line.includes('api_unhandled_error')) errors.push(line);
      };
      try {
        const response = await app.fetch(request);
        const body = await response.text().catch(() => '');
        return { status: response.status, bodyStart: body.slice(0, 2_048), errors };
      } finally {
        console.error = original;
      }
    },
    async close() {
      await jobs.stop();
      await handle.close();
    },
  };
}
