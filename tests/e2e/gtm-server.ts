import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyBuild, ROOT } from '../../scripts/fuzz/server';

// The consent spec's GTM server (tests/e2e/gtm-site.ts), as playwright.config.ts starts it: a fresh
// database and a private copy of the current build without its page cache, then `npm start` on it.
// The spec runs outside the app (lib/env.ts does not apply): this reads the environment Playwright gives it.
/* eslint-disable no-restricted-properties */
const distDir = process.env.NEXT_DIST_DIR ?? '.next-consent-gtm';
const dataDir = process.env.DATA_DIR ?? '.data/e2e-gtm';
/* eslint-enable no-restricted-properties */

async function buildIsCurrent(): Promise<boolean> {
  const lib = (await import(path.join(ROOT, 'scripts', 'lib.mjs'))) as { buildIsCurrent: () => boolean };
  return lib.buildIsCurrent();
}

async function main(): Promise<void> {
  // The shared server's `npm start` builds a stale tree; wait for that build rather than run a second one.
  const deadline = Date.now() + 10 * 60_000;
  while (!(await buildIsCurrent())) {
    if (Date.now() > deadline) throw new Error('no current build of .next within 10 minutes');
    await sleep(1_000);
  }
  rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  copyBuild(distDir);

  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const removeCopy = () => rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  // Playwright stops the process group with SIGTERM: start.mjs closes its database, then the copy goes.
  process.on('SIGTERM', () => {});
  server.on('exit', (code) => {
    removeCopy();
    process.exit(code ?? 0);
  });
}

void main();
