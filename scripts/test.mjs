import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './lib.mjs';
import { postgresTestFiles } from './postgres-test-files.mjs';

// `npm test`: lint, types, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then the end-to-end specs against a production build. Every step runs; the summary says
// which failed, and the last line counts the tests.
process.env.NEXT_TELEMETRY_DISABLED = '1';
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const pgUrl = process.env.TEST_DATABASE_URL;
// Empty means PGlite (lib/env.ts). Leaving the key out is not enough: run() (scripts/lib.mjs) lays a
// step's env over process.env, so the "PGlite" run used to inherit the PostgreSQL URL.
const envWithoutPg = { TEST_DATABASE_URL: '' };

function readVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function readPlaywright(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** The fuzzer counts each route as a test (all its requests passed) plus its whole-server checks. */
function readFuzz(file) {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')).tests ?? null;
}

const vitestArgs = (name) => ['run', '--reporter=default', '--reporter=json', `--outputFile=${join(resultsDir, name)}`];

const steps = [
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  // `next typegen` writes the PageProps/LayoutProps route types that a fresh clone does not have yet.
  { name: 'types', command: 'sh', args: ['-c', `"${bin('next')}" typegen >/dev/null && "${bin('tsc')}" --noEmit -p .`] },
  {
    name: 'unit + integration (PGlite)',
    command: bin('vitest'),
    args: vitestArgs('vitest-pglite.json'),
    env: envWithoutPg,
    results: () => readVitest(join(resultsDir, 'vitest-pglite.json')),
  },
  ...(pgUrl
    ? [
        {
          name: 'integration (PostgreSQL)',
          command: bin('vitest'),
          // Only the files that open a test database: the others would run exactly as in the PGlite pass.
          args: [...vitestArgs('vitest-postgres.json'), ...postgresTestFiles()],
          env: { ...process.env, TEST_DATABASE_URL: pgUrl },
          results: () => readVitest(join(resultsDir, 'vitest-postgres.json')),
        },
      ]
    : []),
  {
    name: 'end-to-end (production build, nl + fr, desktop + phone)',
    command: process.execPath,
    args: [join(root, 'scripts', 'e2e.mjs')],
    results: () => readPlaywright(join(resultsDir, 'e2e-results.json')),
  },
  {
    // A slice of `npm run fuzz`, on the production build the end-to-end step made (its own server and database).
    name: 'fuzz (1,500 hostile requests, production build)',
    command: bin('tsx'),
    args: [join(root, 'scripts', 'fuzz', 'run.ts'), '--requests', '1500'],
    results: () => readFuzz(join(resultsDir, 'fuzz-report.json')),
  },
];

const summary = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  for (const file of ['vitest-pglite.json', 'vitest-postgres.json', 'e2e-results.json', 'fuzz-report.json']) {
    if (step.results) rmSync(join(resultsDir, file), { force: true });
  }
  const started = Date.now();
  const code = await run(step.command, step.args, step.env ? { env: step.env } : {});
  const counts = step.results?.() ?? null;
  summary.push({ name: step.name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), counts });
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const step of summary) {
  const counts = step.counts ? ` (${step.counts.passed} passed, ${step.counts.failed} failed, ${step.counts.skipped} skipped)` : '';
  console.log(`${step.ok ? 'PASS' : 'FAIL'}  ${step.name}${counts}  ${step.seconds}s`);
  if (step.counts) {
    passed += step.counts.passed;
    failed += step.counts.failed;
    skipped += step.counts.skipped;
  }
  // A step that failed without failing tests (lint, types, a crash) still counts as a failure.
  if (!step.ok && (!step.counts || step.counts.failed === 0)) failed += 1;
}
const allOk = summary.every((step) => step.ok);
console.log(allOk ? '\nAll steps passed.' : '\nSome steps FAILED.');
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk ? 0 : 1);
