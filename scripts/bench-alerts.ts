/**
 * `npm run bench:alerts` (README, Performance; docs/deal-alerts.md): the deal alerts' speed targets on
 * a PGlite database under .bench/alerts-data holding `--alerts` deal alerts (default 100,000, entity
 * and keyword mixed; scripts/bench/alerts/world.ts), reused while its marker records that size
 * (`--fresh` re-seeds). Each measure (the MEASURES table below, one file each) prints wall-clock p50,
 * p95 and max, and this process's CPU time per sample (PGlite runs in it), against its target; a missed target prints FAIL, and exits 1 with `--strict`.
 *
 *   --fresh          re-seed even when the folder holds that many alerts
 *   --strict         exit 1 when a target is missed
 *   --alerts N       alerts to seed (default 100000)
 *   --runs N         timed samples per measure (default 200)
 *   --only TEXT      only the measures whose name contains TEXT
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { digestRunMeasure } from './bench/alerts/digest';
import { findAlertsOfPromo, matchAndNotify, matchOnePromo } from './bench/alerts/match';
import type { AlertMeasure } from './bench/alerts/measure';
import { seedAlertWorld } from './bench/alerts/world';

/** The measures, in the order they run. */
const MEASURES: AlertMeasure[] = [findAlertsOfPromo, matchOnePromo, matchAndNotify, digestRunMeasure];

// Info lines per job or statement would swamp the table; read lazily by lib/env.ts.
process.env.LOG_LEVEL ??= 'warn';
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive whole number`);
  return value;
};
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '') : null;
const alerts = option('alerts', 100_000);
const runs = option('runs', 200);
const log = (message: string) => console.log(`[bench:alerts] ${message}`);

const DATA_DIR = path.resolve('.bench/alerts-data');
const MARKER = path.join(DATA_DIR, 'bench-alerts.json');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? 0;
}

async function main(): Promise<void> {
  const marker = existsSync(MARKER) ? (JSON.parse(readFileSync(MARKER, 'utf8')) as { alerts: number }) : null;
  const reuse = !flag('fresh') && marker?.alerts === alerts;
  if (!reuse) rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const handle = await openDatabase({ dataDir: path.join(DATA_DIR, 'pglite') });
  try {
    await migrateDatabase(handle);
    if (reuse) log(`reusing ${DATA_DIR} (${alerts} alerts); --fresh re-seeds`);
    else {
      log(`seeding ${alerts} alerts under ${DATA_DIR}…`);
      await seedAlertWorld(handle.db, { alerts }, log);
      await handle.db.execute(handle.kind === 'pglite' ? sql`vacuum analyze` : sql`analyze`);
      writeFileSync(MARKER, `${JSON.stringify({ alerts, seededAt: new Date().toISOString() }, null, 2)}\n`);
    }
    const rows: string[] = [];
    let missed = false;
    for (const measure of MEASURES.filter((each) => only === null || each.name.includes(only))) {
      log(`${measure.name}…`);
      const { wall, cpu, note } = await measure.run({ db: handle.db, handle, alerts, runs, log });
      const sortedWall = [...wall].sort((a, b) => a - b);
      const sortedCpu = [...cpu].sort((a, b) => a - b);
      const p95 = percentile(sortedWall, 95);
      const pass = p95 <= measure.targetMs;
      missed ||= !pass;
      const ms = (value: number) => value.toFixed(1);
      rows.push(
        `| ${measure.name} | ${measure.sample} | ${wall.length} | ${ms(percentile(sortedWall, 50))} | ${ms(p95)} | ${ms(sortedWall.at(-1) ?? 0)} | ${ms(percentile(sortedCpu, 50))} | ${ms(percentile(sortedCpu, 95))} | p95 ≤ ${measure.targetMs} ms ${pass ? 'PASS' : 'FAIL'} | ${note ?? ''} |`,
      );
    }
    console.log(`\n${alerts} alerts, load average ${loadavg()[0]?.toFixed(1)}\n`);
    console.log('| measure | sample | n | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms | target | notes |\n|---|---|--:|--:|--:|--:|--:|--:|---|---|');
    console.log(rows.join('\n'));
    if (missed && flag('strict')) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
