/**
 * `npm run bench:digest` (README, Performance; docs/deal-alerts.md, Digests): the daily digest run for
 * 10,000 subscribers on a PGlite database under .bench/digest-data (seeded once, kept), mail sending
 * excluded; target 60 s. The measure itself is scripts/bench/alerts/digest.ts, in the shape of
 * `npm run bench:alerts`' measures.
 *
 *   --fresh     start from an empty database
 *   --runs N    runs to time (default 1, at most 3)
 *   --strict    exit 1 when the target is missed
 */
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { digestRunMeasure } from './bench/alerts/digest';

// Info lines per run would swamp the table; read lazily by lib/env.ts.
process.env.LOG_LEVEL ??= 'warn';
const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 1;
if (!Number.isInteger(runs) || runs <= 0) throw new Error('--runs takes a positive whole number');
const log = (message: string) => console.log(`[bench:digest] ${message}`);
const DATA_DIR = path.resolve('.bench/digest-data');

async function main(): Promise<void> {
  if (args.includes('--fresh')) rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const handle = await openDatabase({ dataDir: path.join(DATA_DIR, 'pglite') });
  try {
    await migrateDatabase(handle);
    const { wall: samples, note } = await digestRunMeasure.run({ db: handle.db, handle, runs, log });
    const max = Math.max(...samples);
    const pass = max <= digestRunMeasure.targetMs;
    console.log(`\nload average ${loadavg()[0]?.toFixed(1)}\n`);
    console.log('| measure | sample | n | max ms | target | notes |\n|---|---|--:|--:|---|---|');
    console.log(`| ${digestRunMeasure.name} | ${digestRunMeasure.sample} | ${samples.length} | ${max.toFixed(0)} | max ≤ ${digestRunMeasure.targetMs} ms ${pass ? 'PASS' : 'FAIL'} | ${note ?? ''} |`);
    if (!pass && args.includes('--strict')) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
