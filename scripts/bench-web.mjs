import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildBareApp, nextVersion, startBareApp, stopBareApp } from './bench/bare-next.mjs';
import { audit, firstLoadJs, kb, lighthouseFlags, linkTags, loadTest } from './bench/web-measure.mjs';
import { root } from './lib.mjs';

// `npm run bench:web`: the public pages against a production server, each beside the framework's own
// floor, a bare Next.js app of the same version (scripts/bench/bare-next.mjs) built in the same run
// and measured the same way (scripts/bench/web-measure.mjs). Three parts, each one table:
//  js          first-load JavaScript from the guest HTML (every `<script src>`, gzip), deterministic:
//              ours, the floor, and ours ON TOP of the floor against the targets;
//  load        autocannon on home, a category and a promo page and on the bare page (guest HTML, gzip,
//              10 connections, --duration s each after 2 s of warm-up): req/s and the ratio to the bare
//              page's req/s against the target;
//  lighthouse  Lighthouse's mobile performance audit (a mid-range phone, slow 4G and CPU) of the bare
//              page, of the bare app's /picture page (our home page's stylesheets and LCP picture,
//              the least any page of ours waits for) and of ours, --runs times each after one
//              discarded warm-up audit: median score and LCP against the targets, and the scripts
//              Lighthouse saw load (transfer size).
// docs/performance.md explains the method and keeps the results.
//
//   --parts LIST  which parts, comma-separated (default js,load,lighthouse), e.g. --parts js
//   --duration N  seconds of autocannon per page (default 10; 0 skips the load part)
//   --runs N      Lighthouse runs per page; the median is reported (default 3)
//   --throttling M  simulate (default, Lighthouse's own: an unthrottled load, then Lantern's estimate)
//                 or devtools (the load runs throttled, so LCP is observed, not estimated)
//   --base URL    a site that is already running (e.g. `npm start` on :3000); without it the script
//                 starts `npm start` itself on --port with its own database under .bench/web-data
//   --port N      port of the server it starts (default 4518); the bare app uses --bare-port
//   --bare-port N port of the bare app's `next start` (default: --port + 1)
//   --only NAME   only the pages whose name contains NAME (repeatable), e.g. --only viewer
//   --keep-bare   keep the bare app's folder (.bench/bare-next-*) after the run
//   --strict      exit 1 when a page misses a target
//
// The pages are picked from the API (a current folder and its store), so the demo seed's moving dates
// do not matter. Reports land in .bench/web/ (summary.json, one Lighthouse JSON per run). The
// lighthouse part needs the `lighthouse` dev dependency and a Chromium (CHROME_PATH,
// default /usr/bin/chromium).

const USAGE =
  'Usage: npm run bench:web -- [--parts js,load,lighthouse] [--duration N] [--runs N] [--throttling simulate|devtools] [--base URL] [--port N] [--bare-port N] [--only NAME] [--keep-bare] [--strict]';
const PARTS = ['js', 'load', 'lighthouse'];
const THROTTLING = ['simulate', 'devtools'];
/** The targets of the architecture step (docs/performance.md). */
const TARGETS = {
  /** First-load JS on top of the bare app's, gzip kB, every page but the folder viewer. */
  jsOverFloorKb: 25,
  /** The folder viewer's allowance: it ships the page viewer (Swiper) in its first load. */
  viewerJsOverFloorKb: 50,
  /** Our cached guest pages' req/s as a share of the bare page's. */
  throughputRatio: 0.4,
  /** Lighthouse mobile performance score (0–100), median of the runs. */
  score: 97,
  /** Largest Contentful Paint in ms, median of the runs. */
  lcpMs: 2000,
};
/** The pages autocannon loads: home, a category and a promo page. */
const LOAD_PAGES = ['home', 'category', 'promo'];
const jsTargetOf = (page) => (page.name === 'folder viewer' ? TARGETS.viewerJsOverFloorKb : TARGETS.jsOverFloorKb);

function parseArgs(argv) {
  const options = { base: null, port: 4518, barePort: null, runs: 3, duration: 10, strict: false, keepBare: false, only: [], parts: new Set(PARTS), throttling: 'simulate' };
  const numbers = { '--port': 'port', '--bare-port': 'barePort', '--runs': 'runs', '--duration': 'duration' };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split('=', 2);
    const value = () => inline ?? argv[(index += 1)];
    if (flag === '--strict') options.strict = true;
    else if (flag === '--keep-bare') options.keepBare = true;
    else if (flag === '--base') options.base = String(value()).replace(/\/$/, '');
    else if (flag === '--only') options.only.push(String(value()));
    else if (flag === '--throttling') {
      options.throttling = String(value());
      if (!THROTTLING.includes(options.throttling)) throw new Error(`--throttling takes ${THROTTLING.join(' or ')}.\n${USAGE}`);
    }
    else if (flag === '--parts') {
      const parts = String(value()).split(',').map((part) => part.trim()).filter(Boolean);
      const unknown = parts.filter((part) => !PARTS.includes(part));
      if (parts.length === 0 || unknown.length > 0) throw new Error(`--parts takes some of ${PARTS.join(',')}.\n${USAGE}`);
      options.parts = new Set(parts);
    } else if (flag in numbers) {
      const number = Number(value());
      if (!Number.isInteger(number) || number < (flag === '--duration' ? 0 : 1)) throw new Error(`${flag} needs a whole number.\n${USAGE}`);
      options[numbers[flag]] = number;
    } else throw new Error(`Unknown argument "${argv[index]}".\n${USAGE}`);
  }
  if (options.duration === 0) options.parts.delete('load');
  options.barePort ??= options.port + 1;
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

const PICTURE_EXTENSIONS = { 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/avif': 'avif', 'image/svg+xml': 'svg' };

/**
 * What our home page loads before its largest paint, for the bare app's `/picture` page: its
 * stylesheets (in document order) and the picture it preloads as its LCP candidate.
 */
async function sitePicture(base) {
  const links = linkTags(await (await fetch(`${base}/`)).text());
  const sheets = [...new Set(links.filter((link) => link.rel === 'stylesheet').map((link) => link.href))];
  const imageHref = links.find((link) => link.rel === 'preload' && link.as === 'image')?.href;
  if (sheets.length === 0 || !imageHref) throw new Error('the home page links no stylesheet or preloads no picture');
  const css = (await Promise.all(sheets.map(async (href) => (await fetch(new URL(href, base))).text()))).join('\n');
  const image = await fetch(new URL(imageHref, base));
  const extension = PICTURE_EXTENSIONS[(image.headers.get('content-type') ?? '').split(';')[0]];
  if (!image.ok || !extension) throw new Error(`the home page's picture ${imageHref} answered ${image.status} ${image.headers.get('content-type')}`);
  return { css, image: Buffer.from(await image.arrayBuffer()), extension };
}

const fixed = (value, digits = 1) => value.toFixed(digits);
const mark = (ok) => (ok ? 'pass' : '**FAIL**');

/** Part js: first-load JS of the floor and of each page, and each page's JS on top of the floor. */
async function measureJs(bare, site, pages) {
  const floor = await firstLoadJs(`${bare.base}/`);
  log(`floor: ${floor.scripts} scripts, ${fixed(kb(floor.gzip))} kB gzip`);
  const rows = [];
  for (const page of pages) {
    const js = await firstLoadJs(`${site.base}${page.path}`);
    const over = kb(js.gzip - floor.gzip);
    const target = jsTargetOf(page);
    rows.push({ page: page.name, path: page.path, ...js, overKb: over, targetKb: target, ok: over <= target });
    log(`${page.name}: ${fixed(kb(js.gzip))} kB gzip, ${fixed(over)} kB over the floor (target ≤ ${target})`);
  }
  const table = [
    '| page | path | scripts | first-load JS kB gzip | over the floor kB | target | HTML kB | HTML kB gzip |',
    '|---|---|--:|--:|--:|---|--:|--:|',
    `| bare Next.js ${nextVersion()} (floor) | \`/\` | ${floor.scripts} | ${fixed(kb(floor.gzip))} | – | – | ${fixed(kb(floor.htmlRaw))} | ${fixed(kb(floor.htmlGzip))} |`,
    ...rows.map(
      (row) =>
        `| ${row.page} | \`${row.path}\` | ${row.scripts} | ${fixed(kb(row.gzip))} | ${fixed(row.overKb)} | ≤ ${row.targetKb} ${mark(row.ok)} | ${fixed(kb(row.htmlRaw))} | ${fixed(kb(row.htmlGzip))} |`,
    ),
  ];
  return { floor, rows, table, missed: rows.filter((row) => !row.ok).length };
}

/** Part load: req/s of the bare page, then of our cached guest pages and their ratio to it. */
async function measureLoad(bare, site, pages, duration) {
  const floor = await loadTest(`${bare.base}/`, duration);
  log(`bare page: ${fixed(floor.rps, 0)} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms, ${floor.errors} errors`);
  const rows = [];
  for (const page of pages.filter((candidate) => LOAD_PAGES.includes(candidate.name))) {
    const url = `${site.base}${page.path}`;
    // The first request renders the page and fills the cache, as a visitor after the first one sees it.
    await fetch(url).catch(() => undefined);
    const load = await loadTest(url, duration);
    const ratio = floor.rps > 0 ? load.rps / floor.rps : 0;
    rows.push({ page: page.name, path: page.path, ...load, ratio, ok: ratio >= TARGETS.throughputRatio && load.errors === 0 });
    log(`${page.name}: ${fixed(load.rps, 0)} req/s (${fixed(ratio, 2)}× the bare page), p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.errors} errors`);
  }
  const table = [
    `| page (autocannon, gzip, 10 connections, ${duration} s) | path | req/s | × bare (≥ ${TARGETS.throughputRatio}) | p50 ms | p99 ms | errors |`,
    '|---|---|--:|--:|--:|--:|--:|',
    `| bare Next.js ${nextVersion()} | \`/\` | ${fixed(floor.rps, 0)} | 1 | ${floor.p50} | ${floor.p99} | ${floor.errors} |`,
    ...rows.map(
      (row) => `| ${row.page} | \`${row.path}\` | ${fixed(row.rps, 0)} | ${fixed(row.ratio, 2)} ${mark(row.ok)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    ),
  ];
  return { floor, rows, table, missed: rows.filter((row) => !row.ok).length };
}

/** Part lighthouse: the bare page and ours, median of `runs` each. */
async function measureLighthouse(bare, site, pages, runs, outDir, throttling) {
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const chromePath =
    process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const save = (name) => (run, report) => writeFileSync(join(outDir, `${name.replace(/\W+/g, '-')}-${run + 1}.json`), report);
  try {
    // One discarded audit first: a fresh Chromium pays one-off costs (its caches, the fonts the SVG
    // pages draw with) that would otherwise land on whichever page comes first.
    await lighthouse(`${site.base}${pages[0].path}`, lighthouseFlags(chrome.port, throttling));
    const floor = await audit(lighthouse, chrome.port, `${bare.base}/`, runs, save('bare'), throttling);
    log(`bare page: ${floor.score}, LCP ${fixed(floor.lcp, 0)} ms, JS ${fixed(kb(floor.js))} kB`);
    const picture = await audit(lighthouse, chrome.port, `${bare.base}/picture`, runs, save('bare-picture'), throttling);
    log(`bare page with our stylesheet and picture: ${picture.score}, LCP ${fixed(picture.lcp, 0)} ms`);
    const rows = [];
    for (const page of pages) {
      const url = `${site.base}${page.path}`;
      await fetch(url).catch(() => undefined);
      const result = await audit(lighthouse, chrome.port, url, runs, save(page.name), throttling);
      const ok = result.score >= TARGETS.score && result.lcp <= TARGETS.lcpMs;
      rows.push({ page: page.name, path: page.path, ...result, ok });
      log(`${page.name}: ${result.score} (target ${TARGETS.score}), LCP ${fixed(result.lcp, 0)} ms (target ${TARGETS.lcpMs}), JS ${fixed(kb(result.js))} kB`);
    }
    const table = [
      `| page (Lighthouse mobile, ${throttling} throttling, median of ${runs}) | path | score (≥ ${TARGETS.score}) | LCP ms (≤ ${TARGETS.lcpMs}) | TBT ms | CLS | JS transfer kB | over the floor kB |`,
      '|---|---|--:|--:|--:|--:|--:|--:|',
      `| bare Next.js ${nextVersion()} | \`/\` | ${floor.score} | ${fixed(floor.lcp, 0)} | ${fixed(floor.tbt, 0)} | ${fixed(floor.cls, 3)} | ${fixed(kb(floor.js))} | – |`,
      `| bare Next.js + our stylesheet and picture | \`/picture\` | ${picture.score} | ${fixed(picture.lcp, 0)} | ${fixed(picture.tbt, 0)} | ${fixed(picture.cls, 3)} | ${fixed(kb(picture.js))} | – |`,
      ...rows.map(
        (row) =>
          `| ${row.page} | \`${row.path}\` | ${row.score}${row.score >= TARGETS.score ? '' : ' ✗'} | ${fixed(row.lcp, 0)}${row.lcp <= TARGETS.lcpMs ? '' : ' ✗'} | ${fixed(row.tbt, 0)} | ${fixed(row.cls, 3)} | ${fixed(kb(row.js))} | ${fixed(kb(row.js - floor.js))} |`,
      ),
    ];
    return { floor, picture, rows, table, missed: rows.filter((row) => !row.ok).length };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.parts.has('lighthouse')) await loadLighthouse();
  const outDir = join(root, '.bench', 'web');
  mkdirSync(outDir, { recursive: true });
  let bare = null;
  let site = null;
  const results = {};
  try {
    site = options.base ? { base: options.base } : await startSite(options.port);
    bare = { dir: await buildBareApp(log, options.parts.has('lighthouse') ? await sitePicture(site.base) : null) };
    bare = await startBareApp(bare.dir, options.barePort);
    const picked = await pickPages(site.base);
    const pages = options.only.length === 0 ? picked : picked.filter((page) => options.only.some((name) => page.name.includes(name)));
    if (pages.length === 0) throw new Error(`--only matches none of: ${picked.map((page) => page.name).join(', ')}`);
    if (options.parts.has('js')) results.js = await measureJs(bare, site, pages);
    if (options.parts.has('load')) results.load = await measureLoad(bare, site, pages, options.duration);
    if (options.parts.has('lighthouse')) results.lighthouse = await measureLighthouse(bare, site, pages, options.runs, outDir, options.throttling);
  } finally {
    stopSite(site);
    stopBareApp(bare, { keep: options.keepBare });
  }

  const parts = Object.values(results);
  console.log(['', ...parts.flatMap((part) => [...part.table, ''])].join('\n'));
  const summary = Object.fromEntries(Object.entries(results).map(([name, part]) => [name, { floor: part.floor, picture: part.picture, rows: part.rows }]));
  writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ next: nextVersion(), targets: TARGETS, ...summary }, null, 2)}\n`);
  const missed = parts.reduce((sum, part) => sum + part.missed, 0);
  if (missed > 0) log(`${missed} measurement(s) miss their target`);
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
