import type { DatabaseHandle, Db } from '../../../server/db/client';

/**
 * One measure of `npm run bench:alerts`: a name, its target and a run that returns the timed samples
 * (milliseconds). Add a measure in its own file and one line in ../../bench-alerts.ts (MEASURES).
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

export type AlertMeasure = {
  name: string;
  /** What the sample's p95 (or a single sample's time) must stay within. */
  targetMs: number;
  /** Which statistic the target applies to. */
  targetOn: 'p95' | 'max';
  /** What one sample is, for the table. */
  sample: string;
  run(context: AlertBenchContext): Promise<{ samples: number[]; note?: string }>;
};
