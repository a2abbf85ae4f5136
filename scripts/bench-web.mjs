import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './lib.mjs';

// `npm run bench:web` (issues 4 and 5, "Speed"): Lighthouse's mobile performance audit (its default:
// a mid-range phone, simulated slow 4G and CPU) of the main public pages, one run each after a warm-up
// visit, against a production server:
//
//   --base URL    a site that is already running (e.g. `npm start` on :3000); without it the script
//                 starts `npm start` itself on --port with its own database under .bench/web-data
//   --port N      port of the server it starts (default 4518)
//   --runs N      Lighthouse runs per page; the median score is reported (default 1)
//   --strict      exit 1 when a page misses its target
//
// The pages are picked from the API (a current folder and its store), so the demo seed's moving dates
// do not matter. Reports land in .bench/web/<page>.json. Needs the `lighthouse` dev dependency and a
// Chromium (CHROME_PATH, default /usr/bin/chromium).

const USAGE = 'Usage: npm run bench:web -- [--base URL] [--port N] [--runs N] [--strict]';
/** Lighthouse mobile performance score each page must reach (0–100). */
const TARGETS = { 'folder viewer': 95, 'store folders': 90, 'folders overview': 90, home: 90, promos: 90 };

function parseArgs(argv) {
  const options = { base: null, port: 4518, runs: 1, strict: false };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split('=', 2);
    const value = () => inline ?? argv[(index += 1)];
    if (flag === '--strict') options.strict = true;
    else if (flag === '--base') options.base = String(value()).replace(/\/$/, '');
    else if (flag === '--port' || flag === '--runs') {
      const number = Number(value());
      if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} needs a whole number.\n${USAGE}`);
      options[flag.slice(2)] = number;
    } else throw new Error(`Unknown argument "${argv[index]}".\n${USAGE}`);
  }
  return options;
}

const log = (message) => console.log(`[bench:web] ${message}`);

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
    return { lighthouse, chromeLauncher };
  } catch {
    throw new Error('Lighthouse is not installed: add the dev dependency first (`npm install --save-dev lighthouse@12`).');
  }
}

/** Starts `npm start` (which builds when needed and seeds an empty database) in its own process group. */
async function startSite(port) {
  const dataDir = join(root, '.bench', 'web-data');
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), SITE_URL: `http://localhost:${port}`, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const base = `http://localhost:${port}`;
  // A first build takes a while on two cores.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the site exited before answering (${exited})`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return { base, child };
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  stopSite({ child });
  throw new Error('the site did not answer /api/health within 10 minutes');
}

function stopSite(site) {
  if (!site?.child) return;
  try {
    process.kill(-site.child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function getJson(base, path) {
  const response = await fetch(`${base}${path}`, { headers: { Language: 'nl', Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The pages to audit, with a real folder and store from the API. */
async function pickPages(base) {
  const folders = await getJson(base, '/api/folders?per_page=1&include=store');
  const folder = folders.data[0];
  if (!folder) throw new Error('the API lists no current folder (is the database seeded?)');
  return [
    { name: 'folder viewer', path: folder.route },
    { name: 'store folders', path: folder.store.translation.folders_route },
    { name: 'folders overview', path: '/folders' },
    { name: 'home', path: '/' },
    { name: 'promos', path: '/promos' },
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const site = options.base ? { base: options.base } : await startSite(options.port);
  const outDir = join(root, '.bench', 'web');
  mkdirSync(outDir, { recursive: true });
  const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows = [];
  let missed = 0;
  try {
    const pages = await pickPages(site.base);
    for (const page of pages) {
      const url = `${site.base}${page.path}`;
      // The first request renders the page and fills the cache, as a visitor after the first one sees it.
      await fetch(url).catch(() => undefined);
      const runs = [];
      for (let run = 0; run < options.runs; run += 1) {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(result.lhr);
        writeFileSync(join(outDir, `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`), result.report);
      }
      const score = median(runs.map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100)));
      const lhr = runs.find((candidate) => Math.round((candidate.categories.performance.score ?? 0) * 100) === score) ?? runs[0];
      const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
      const target = TARGETS[page.name];
      const ok = score >= target;
      if (!ok) missed += 1;
      rows.push({
        page: page.name,
        path: page.path,
        score,
        target,
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        js: (lhr.audits['total-byte-weight']?.details?.items ?? []).filter((item) => /\.js(\?|$)/.test(item.url)).reduce((sum, item) => sum + item.totalBytes, 0),
        ok,
      });
      log(`${page.name}: ${score} (target ${target})`);
    }
  } finally {
    await chrome.kill();
    stopSite(site);
  }

  const header = '| page | path | score | target | LCP ms | TBT ms | CLS | JS kB |';
  const rule = '|---|---|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (row) =>
      `| ${row.page} | \`${row.path}\` | ${row.score}${row.ok ? '' : ' ✗'} | ${row.target} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${(row.js / 1024).toFixed(0)} |`,
  );
  console.log(['', header, rule, ...lines, ''].join('\n'));
  if (missed > 0) log(`${missed} page(s) below target`);
  return options.strict && missed > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`[bench:web] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
