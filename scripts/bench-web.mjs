import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './lib.mjs';

// `npm run bench:web` (issues 4 and 5, "Speed"): against a production server,
//  1. autocannon on home, a category and a promo page (guest HTML, 10 connections, --duration s each):
//     requests per second and latency percentiles, as cached pages serve them;
//  2. Lighthouse's mobile performance audit (its default: a mid-range phone, simulated slow 4G and
//     CPU) of the main public pages, one run each after a warm-up visit, with the JavaScript each
//     page loads (transfer size, i.e. gzip) against the first-load budget.
//
//   --duration N  seconds of autocannon per page (default 10; 0 skips it)
//   --base URL    a site that is already running (e.g. `npm start` on :3000); without it the script
//                 starts `npm start` itself on --port with its own database under .bench/web-data
//   --port N      port of the server it starts (default 4518)
//   --runs N      Lighthouse runs per page; the median score is reported (default 1)
//   --only NAME   audit only the pages whose name contains NAME (repeatable), e.g. --only viewer
//   --strict      exit 1 when a page misses its target
//
// The pages are picked from the API (a current folder and its store), so the demo seed's moving dates
// do not matter. Reports land in .bench/web/<page>.json. Needs the `lighthouse` dev dependency and a
// Chromium (CHROME_PATH, default /usr/bin/chromium).

const USAGE = 'Usage: npm run bench:web -- [--base URL] [--port N] [--runs N] [--duration N] [--only NAME] [--strict]';
/** Lighthouse mobile performance score each page must reach (0–100): issue 4 and 5 targets. */
const SCORE_TARGET = 95;
/** First-load JavaScript budget per route, transfer size (gzip), issue 4. */
const JS_BUDGET_KB = 130;
/** The pages autocannon loads (issue 4: home, a category and a promo page). */
const LOAD_PAGES = ['home', 'category', 'promo'];

function parseArgs(argv) {
  const options = { base: null, port: 4518, runs: 1, duration: 10, strict: false, only: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split('=', 2);
    const value = () => inline ?? argv[(index += 1)];
    if (flag === '--strict') options.strict = true;
    else if (flag === '--base') options.base = String(value()).replace(/\/$/, '');
    else if (flag === '--only') options.only.push(String(value()));
    else if (flag === '--port' || flag === '--runs' || flag === '--duration') {
      const number = Number(value());
      if (!Number.isInteger(number) || number < (flag === '--duration' ? 0 : 1)) throw new Error(`${flag} needs a whole number.\n${USAGE}`);
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

/** The pages to audit, with a real folder, store, category and promo from the API. */
async function pickPages(base) {
  const [folders, categories, promos] = await Promise.all([
    getJson(base, '/api/folders?per_page=1&include=store'),
    getJson(base, '/api/categories/popular'),
    getJson(base, '/api/feed-items?per_page=1&filters[morphable_types][]=OnlinePromo'),
  ]);
  const folder = folders.data[0];
  const category = categories.data[0];
  const promo = promos.data[0];
  if (!folder || !category || !promo) throw new Error('the API lists no folder, category or promo (is the database seeded?)');
  return [
    { name: 'home', path: '/' },
    { name: 'promos', path: '/promos' },
    { name: 'category', path: category.translation.route },
    { name: 'promo', path: promo.data.route },
    { name: 'folders overview', path: '/folders' },
    { name: 'store folders', path: folder.store.translation.folders_route },
    { name: 'store', path: folder.store.translation.route },
    { name: 'folder viewer', path: folder.route },
  ];
}

/** autocannon on one page: the guest HTML as the cache serves it. */
async function loadTest(url, duration) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections: 10, duration, headers: { Accept: 'text/html' } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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
  const loads = [];
  let missed = 0;
  try {
    const picked = await pickPages(site.base);
    const pages = options.only.length === 0 ? picked : picked.filter((page) => options.only.some((name) => page.name.includes(name)));
    if (pages.length === 0) throw new Error(`--only matches none of: ${picked.map((page) => page.name).join(', ')}`);
    if (options.duration > 0) {
      for (const page of pages.filter((candidate) => LOAD_PAGES.includes(candidate.name))) {
        const url = `${site.base}${page.path}`;
        await fetch(url).catch(() => undefined);
        const load = await loadTest(url, options.duration);
        loads.push({ page: page.name, path: page.path, ...load });
        log(`${page.name}: ${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} errors`);
      }
    }
    // One discarded audit first: a fresh Chromium pays one-off costs (its caches, the fonts the SVG
    // pages draw with) that would otherwise land on whichever page comes first.
    await lighthouse(`${site.base}${pages[0].path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
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
      const js = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const ok = score >= SCORE_TARGET && js / 1024 <= JS_BUDGET_KB;
      if (!ok) missed += 1;
      rows.push({
        page: page.name,
        path: page.path,
        score,
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        js,
        ok,
      });
      log(`${page.name}: ${score} (target ${SCORE_TARGET}), JS ${(js / 1024).toFixed(0)} kB (budget ${JS_BUDGET_KB})`);
    }
  } finally {
    await chrome.kill();
    stopSite(site);
  }

  if (loads.length > 0) {
    const loadLines = loads.map(
      (row) => `| ${row.page} | \`${row.path}\` | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
    console.log(['', '| page (autocannon, 10 connections) | path | req/s | p50 ms | p99 ms | errors |', '|---|---|---:|---:|---:|---:|', ...loadLines].join('\n'));
  }
  const header = `| page (Lighthouse mobile) | path | score (≥ ${SCORE_TARGET}) | LCP ms | TBT ms | CLS | first-load JS kB gzip (≤ ${JS_BUDGET_KB}) |`;
  const rule = '|---|---|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (row) =>
      `| ${row.page} | \`${row.path}\` | ${row.score}${row.ok ? '' : ' ✗'} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${(row.js / 1024).toFixed(0)} |`,
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
