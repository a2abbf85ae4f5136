import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_SMTP_PORT } from './mail-settings';

// A second production server of the same build, started with a (fake) GTM_ID, for the consent spec
// only: setting GTM_ID on the shared e2e server would show the consent banner over every other
// spec's pages. Each worker gets its own port, database (PGlite is one process per directory) and
// copy of the build (NEXT_DIST_DIR, as scripts/fuzz/server.ts does): the cached pages carry the
// public config, so a page rendered here must never be served by the shared server, nor the reverse.

export const FAKE_GTM_ID = 'GTM-TEST123';

export type GtmSite = { baseURL: string; stop: () => Promise<void> };

export async function startGtmSite(mainBaseURL: string, workerIndex: number): Promise<GtmSite> {
  const main = new URL(mainBaseURL);
  const port = Number(main.port || 80) + 50 + workerIndex;
  const baseURL = `http://localhost:${port}`;
  const dataDir = `.data/e2e-consent-gtm-${workerIndex}`;
  rmSync(dataDir, { recursive: true, force: true });
  const distDir = `.next-consent-gtm-${workerIndex}`;
  const source = path.resolve('.next');
  const skipped = new Set([path.join(source, 'cache'), path.join(source, 'server', 'route-cache'), path.join(source, 'types')]);
  rmSync(distDir, { recursive: true, force: true });
  cpSync(source, path.resolve(distDir), { recursive: true, verbatimSymlinks: true, filter: (file) => !skipped.has(file) });
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    detached: true, // its own process group, so stopping it stops Next's workers too
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      // The spec runs outside the app (lib/env.ts does not apply): the server inherits the runner's environment.
      // eslint-disable-next-line no-restricted-properties
      ...process.env,
      PORT: String(port),
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: '',
      GTM_ID: FAKE_GTM_ID,
      LOG_LEVEL: 'warn',
      TRUST_PROXY_HOPS: '1',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    rmSync(distDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the GTM e2e server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the GTM e2e server did not start within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseURL, stop };
}
