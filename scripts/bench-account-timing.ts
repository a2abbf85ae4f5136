/**
 * `npm run bench:timing`: do POST /password/email and POST /resend-verification answer in the same
 * time for an address with an account as for one without (account enumeration by timing)?
 *
 * Runs the API in process (`app.request`) on a fresh PGlite, mail to an outbox in a temporary
 * directory. After a warm-up, each endpoint is called `--runs` times (default 400) for an existing
 * and as often for an unknown address, all calls (and a second group of unknown addresses, to show the noise) in one random order. Every call uses its own
 * address and client IP, so no rate limit is reached (a 429 aborts the run). The time is from the
 * request to the end of the answer's body; the mail queue is drained between calls, outside the
 * measured time, so one call's mail does not land in the next call's time. Target: the medians
 * differ by less than 1 ms. `--strict` exits 1 when it is missed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CLIENT_ADDRESS_HEADER } from '../lib/http/client-address';
import { createApiApp } from '../server/app';
import * as schema from '../server/db/schema';
import { createTestDb } from '../server/db/test-db';
import { drainJobs } from '../server/jobs/drain';
import { openJobQueue } from '../server/jobs/open';
import { overrideAccountConfig } from '../server/services/accounts/config';

const TARGET_MS = 1;
// One info line per mail written would swamp the table (and cost time of its own); read lazily by lib/env.ts.
process.env.LOG_LEVEL ??= 'warn';
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive whole number`);
  return value;
};
const runs = option('runs', 400);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
const warmup = option('warmup', 50);
const strict = args.includes('--strict');

const ENDPOINTS = ['/password/email', '/resend-verification'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-timing-'));
  const db = await createTestDb();
  const restore = overrideAccountConfig({ dataDir, smtpUrl: null, siteUrl: 'http://bench.test' });
  let stopJobs = async () => {};
  try {
    // No worker: the mail jobs are drained between calls, outside the measured time.
    const jobs = await openJobQueue(db, { supervise: false });
    stopJobs = () => jobs.stop();
    const app = createApiApp({ db: db.db, jobs: () => Promise.resolve(jobs) });
    const perEndpoint = runs + warmup;
    // Unverified, so both endpoints mail them: the slowest case for an existing address.
    const known = Array.from({ length: perEndpoint }, (_, i) => `bench.user.${i}@example.be`);
    for (let start = 0; start < known.length; start += 500) {
      await db.db.insert(schema.users).values(
        known.slice(start, start + 500).map((email) => ({ email, fname: 'Bench', lname: 'User', passwordHash: null, emailVerifiedAt: null })),
      );
    }

    let seq = 0;
    const timed = async (endpoint: Endpoint, email: string): Promise<number> => {
      seq += 1;
      const ip = `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
      const started = performance.now();
      const response = await app.request(`/api${endpoint}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Language: 'nl', [CLIENT_ADDRESS_HEADER]: ip },
        body: JSON.stringify({ email }),
      });
      await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}: a rate limit or a failure got in the way`);
      await drainJobs(jobs);
      // A moment for what the previous call left behind (its mail job's I/O callbacks) to finish.
      await new Promise((resolve) => setTimeout(resolve, 2));
      return elapsed;
    };

    // A second group of unknown addresses shows what the machine's own noise does to a difference.
    const results: Record<Endpoint, { existing: number[]; unknown: number[]; control: number[] }> = {
      '/password/email': { existing: [], unknown: [], control: [] },
      '/resend-verification': { existing: [], unknown: [], control: [] },
    };
    type Call = { endpoint: Endpoint; kind: 'existing' | 'unknown' | 'control'; email: string };
    const shuffled = (calls: Call[]) => {
      for (let j = calls.length - 1; j > 0; j -= 1) {
        const k = Math.floor(Math.random() * (j + 1));
        [calls[j], calls[k]] = [calls[k]!, calls[j]!];
      }
      return calls;
    };
    const callsOf = (from: number, to: number) =>
      ENDPOINTS.flatMap((endpoint) =>
        Array.from({ length: to - from }, (_, n): Call[] => {
          const i = from + n;
          return [
            { endpoint, kind: 'existing', email: known[i] ?? '' },
            { endpoint, kind: 'unknown', email: `nobody.${endpoint.length}.${i}@example.be` },
            { endpoint, kind: 'control', email: `nobody.${endpoint.length}.${i}.b@example.be` },
          ];
        }).flat(),
      );
    for (const { endpoint, email } of shuffled(callsOf(0, warmup))) await timed(endpoint, email);
    // One random order over everything: what ran just before a call (a mail job or none) must not
    // depend on the kind of address it is for, or that shows up in the times.
    for (const { endpoint, kind, email } of shuffled(callsOf(warmup, perEndpoint))) {
      results[endpoint][kind].push(await timed(endpoint, email));
    }

    console.log(`Account timing: ${runs} calls per address kind and endpoint after ${warmup} warm-up, PGlite, in process (app.request)`);
    console.log('| endpoint | existing median ms | unknown median ms | difference ms | existing p25 / p75 / p90 | unknown p25 / p75 / p90 | noise: unknown − unknown ms |');
    console.log('|---|--:|--:|--:|--:|--:|--:|');
    let missed = false;
    for (const endpoint of ENDPOINTS) {
      const { existing, unknown, control } = results[endpoint];
      const noise = median(control) - median(unknown);
      const difference = median(existing) - median(unknown);
      if (Math.abs(difference) >= TARGET_MS) missed = true;
      const range = (values: number[]) => [0.25, 0.75, 0.9].map((q) => quantile(values, q).toFixed(2)).join(' / ');
      console.log(
        `| ${endpoint} | ${median(existing).toFixed(3)} | ${median(unknown).toFixed(3)} | ${signed(difference)} | ${range(existing)} | ${range(unknown)} | ${signed(noise)} |`,
      );
    }
    console.log(missed ? `FAIL: a median difference is ${TARGET_MS} ms or more` : `OK: every median difference is under ${TARGET_MS} ms`);
    if (missed && strict) process.exitCode = 1;
  } finally {
    restore();
    await stopJobs();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
