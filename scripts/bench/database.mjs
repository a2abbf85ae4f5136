import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root } from '../lib.mjs';

/** Written after a successful seed; a run reuses the folder only when it records the same scale. */
const MARKER = 'bench-seed.json';

export function readMarker(dataDir) {
  const file = join(dataDir, MARKER);
  if (!existsSync(file) || !existsSync(join(dataDir, 'pglite'))) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Seeds `dataDir` at `scale` feed items unless it already holds that scale (or `fresh` is set). The
 * seed CLI runs in its own process, as `npm run db:seed -- --reset --scale N` would.
 */
export async function ensureSeeded({ dataDir, scale, fresh, log }) {
  const marker = readMarker(dataDir);
  if (!fresh && marker?.scale === scale) {
    log(`reusing ${dataDir} (scale ${scale}, ${marker.feedItems} feed items, seeded ${marker.seededAt}); --fresh re-seeds`);
    return marker;
  }
  rmSync(join(dataDir, MARKER), { force: true });
  log(`seeding ${dataDir} at --scale ${scale} (a few minutes on PGlite)…`);
  const started = Date.now();
  const summary = await runSeed(dataDir, scale);
  const record = {
    scale,
    feedItems: summary.feedItems ?? null,
    seedMs: Date.now() - started,
    seededAt: new Date().toISOString(),
  };
  writeFileSync(join(dataDir, MARKER), `${JSON.stringify(record, null, 2)}\n`);
  log(`seeded ${record.feedItems} feed items in ${Math.round(record.seedMs / 1000)} s`);
  return record;
}

function runSeed(dataDir, scale) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin('tsx'), [join(root, 'server/db/seed-cli.ts'), '--reset', '--scale', String(scale)], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) {
        process.stdout.write(output);
        reject(new Error(`the seed failed (${signal ?? `exit ${code}`})`));
        return;
      }
      const line = output.split('\n').find((entry) => entry.includes('"db_seeded"'));
      resolve(line ? JSON.parse(line) : {});
    });
  });
}
