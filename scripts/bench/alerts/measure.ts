import { performance } from 'node:perf_hooks';
import type { DatabaseHandle, Db } from '../../../server/db/client';

/**
 * One measure of `npm run bench:alerts`: a name, its target and a run that returns its timed
 * samples. Add a measure in its own file and one line in ../../bench-alerts.ts (MEASURES).
 */

export type AlertBenchContext = {
  db: Db;
  handle: DatabaseHandle;
  /** The number of alerts the database holds. */
  alerts: number;
  /** How many timed samples a measure should take (`--runs`). */
  runs: number;
  log: (message: string) => void;
};

/**
 * Wall-clock milliseconds, and this process's CPU milliseconds (PGlite runs in the process, so the
 * database's work counts): the CPU time is what other load on a shared machine distorts least.
 */
export type Samples = { wall: number[]; cpu: number[] };

export type AlertMeasure = {
  name: string;
  /** The p95 wall-clock time a sample must stay within. */
  targetMs: number;
  /** What one sample is, for the table. */
  sample: string;
  run(context: AlertBenchContext): Promise<Samples & { note?: string }>;
};

/** Runs `each` over the items one after the other, timing all but the first `warmUp`. */
export async function timed<T>(items: readonly T[], warmUp: number, each: (item: T) => Promise<void>): Promise<Samples> {
  const samples: Samples = { wall: [], cpu: [] };
  for (const [index, item] of items.entries()) {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    await each(item);
    if (index < warmUp) continue;
    samples.wall.push(performance.now() - wall);
    const used = process.cpuUsage(cpu);
    samples.cpu.push((used.user + used.system) / 1000);
  }
  return samples;
}
