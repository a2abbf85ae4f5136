import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureSeeded } from './bench/database.mjs';
import { formatTable, percentile } from './bench/report.mjs';
import { groupCpuMs, startApi, stopApi } from './bench/server.mjs';
import { root } from './lib.mjs';

// `npm run bench:api` (README, Performance): seeds a --scale 100000 PGlite database under .bench/api-data
// (reused while it has that scale), starts the API alone, warms it up and drives the main content
// calls with autocannon, then prints req/s and p50/p95/p99 per route and the feed target.
//
//   --fresh            re-seed even when the folder already has the scale
//   --strict           exit 1 when the target is missed
//   --duration S       seconds per route (default 10)
//   --warmup S         seconds of discarded load per route first (default 2)
//   --connections N    concurrent connections (default 10)
//   --scale N          feed items to seed (default 100000)
//   --port N           port of the API (default 4517)
//   --only TEXT        drive only the routes whose name contains TEXT (comma-separated: --only suggest,search)

const USAGE = 'Usage: npm run bench:api -- [--fresh] [--strict] [--duration S] [--warmup S] [--connections N] [--scale N] [--port N] [--only TEXT]';
/**
 * PGlite answers one query at a time, so with N connections a request mostly waits for the N − 1 before
 * it (latency ≈ N / throughput). The target is what one visitor waits for: the feed page at 1 connection.
 */
const TARGET = { route: 'feed page 1', connections: 1, p95: 25 };
/** The search targets at 1 connection (docs/search.md): suggest p95 ≤ 15 ms, the results query ≤ 30 ms. */
const SEARCH_TYPED = [
  ['1 char', 'k'],
  ['3 chars', 'kof'],
  ['8 chars', 'koffiepa'],
  ['low selectivity', 'de'],
];
const SEARCH_TARGETS = [...SEARCH_TYPED.map(([label]) => ({ route: `suggest ${label}`, p95: 15 })), { route: 'search results', p95: 30 }];

function parseArgs(argv) {
  const options = { fresh: false, strict: false, duration: 10, warmup: 2, connections: 10, scale: 100_000, port: 4517, only: null };
  const numbers = { '--duration': 'duration', '--warmup': 'warmup', '--connections': 'connections', '--scale': 'scale', '--port': 'port' };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split('=', 2);
    if (flag === '--fresh') options.fresh = true;
    else if (flag === '--strict') options.strict = true;
    else if (flag === '--only') options.only = inline ?? argv[(index += 1)] ?? '';
    else if (flag in numbers) {
      const value = Number(inline ?? argv[(index += 1)]);
      if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} needs a whole number.\n${USAGE}`);
      options[numbers[flag]] = value;
    } else throw new Error(`Unknown argument "${argv[index]}".\n${USAGE}`);
  }
  if (options.duration < 1 || options.connections < 1) throw new Error(`--duration and --connections must be at least 1.\n${USAGE}`);
  return options;
}

const log = (message) => console.log(`[bench] ${message}`);

async function getJson(baseUrl, path) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Language: 'nl' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The routes to drive, with real ids and slugs read from the API. */
async function pickRoutes(baseUrl) {
  const [folders, stores, popular] = await Promise.all([
    getJson(baseUrl, '/api/folders?per_page=1'),
    getJson(baseUrl, '/api/stores?per_page=1'),
    getJson(baseUrl, '/api/categories/popular'),
  ]);
  const folderId = folders.data[0]?.id;
  const storeSlug = stores.data[0]?.translation.slug;
  const categoryId = popular.data[0]?.id;
  if (!folderId || !storeSlug || !categoryId) throw new Error('the database has no current folder, store or popular category');
  const filters = `filters[types][]=promos&filters[categories][]=${categoryId}&filters[price][]=5&filters[price][]=250`;
  return [
    { name: 'feed page 1', path: '/api/feed-items?page=1&per_page=9', connections: TARGET.connections },
    { name: 'feed page 1', path: '/api/feed-items?page=1&per_page=9' },
    { name: 'home top', path: '/api/feed-items?page=1&per_page=9&sort=top' },
    { name: 'feed filtered', path: `/api/feed-items?page=1&per_page=9&${filters}` },
    { name: 'feed page 500', path: '/api/feed-items?page=500&per_page=9' },
    { name: 'feed + facets', path: '/api/feed-items?page=1&per_page=9&include_filters=1' },
    { name: 'folder + pages.items', path: `/api/folders/${folderId}?include=pages.items,store` },
    { name: 'store', path: `/api/store/${encodeURIComponent(storeSlug)}` },
    { name: 'news page', path: '/api/news?page=1&load_top_articles=1' },
    // Search (docs/search.md): what one visitor waits for while typing, 1, 3 and 8 characters, and a
    // low-selectivity start ("de" is a word of a large share of the titles); then the results page.
    ...SEARCH_TYPED.map(([label, search]) => ({ name: `suggest ${label}`, path: '/api/search/suggest', body: { search }, connections: 1 })),
    { name: 'search results', path: '/api/feed-items?page=1&per_page=9&filters[q]=koffie&sort=relevance', connections: 1 },
  ];
}

let current = null;
/** Set on Ctrl-C: the shutdown handler owns the exit from then on. */
let stopping = false;

/** One autocannon run; latencies are collected per response so p95 is exact. */
function drive(url, { duration, connections, body }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const request = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) };
    const headers = body === undefined ? { Language: 'nl' } : { Language: 'nl', 'content-type': 'application/json' };
    // A generous timeout: on a busy machine a slow answer should count as slow, not as failed.
    const instance = autocannon({ url, duration, connections, timeout: 30, headers, ...request }, (error, result) => {
      current = null;
      if (error) reject(error);
      else resolve({ result, times });
    });
    current = instance;
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function measure(server, route, defaults) {
  const options = { ...defaults, connections: route.connections ?? defaults.connections, body: route.body };
  const url = `${server.baseUrl}${route.path}`;
  const check = await fetch(
    url,
    route.body === undefined
      ? { headers: { Language: 'nl' } }
      : { method: 'POST', headers: { Language: 'nl', 'content-type': 'application/json' }, body: JSON.stringify(route.body) },
  );
  const body = await check.json();
  if (!check.ok) throw new Error(`${route.name}: ${route.path} answered ${check.status}`);
  const groups = body.data && !Array.isArray(body.data) && route.body !== undefined ? Object.values(body.data) : null;
  const detail = Array.isArray(body.data)
    ? `${body.data.length} items${body.meta?.total !== undefined ? ` of ${body.meta.total}` : ''}`
    : groups
      ? `${groups.reduce((sum, group) => sum + group.length, 0)} suggestions`
      : 'one item';
  if (options.warmup > 0) await drive(url, { duration: options.warmup, connections: options.connections });
  const cpuBefore = groupCpuMs(server);
  const { result, times } = await drive(url, options);
  const cpuAfter = groupCpuMs(server);
  if (stopping) throw new Error('stopped');
  times.sort((a, b) => a - b);
  const measured = {
    ...route,
    connections: options.connections,
    detail,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuPerRequest: cpuBefore === null || cpuAfter === null || times.length === 0 ? null : (cpuAfter - cpuBefore) / times.length,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  log(
    `${route.name.padEnd(22)} ×${String(options.connections).padEnd(3)} ${measured.rps.toFixed(0).padStart(5)} req/s  p95 ${measured.p95.toFixed(1)} ms  ` +
      `cpu ${measured.cpuPerRequest?.toFixed(1) ?? '?'} ms/req  (${detail})`,
  );
  return measured;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    return 2;
  }
  const dataDir = join(root, '.bench', 'api-data');
  const seed = await ensureSeeded({ dataDir, scale: options.scale, fresh: options.fresh, log });

  let server;
  const shutdown = async (signal) => {
    stopping = true;
    log(`${signal}: stopping`);
    current?.stop();
    await stopApi(server);
    process.exit(130);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    server = await startApi({ dataDir, port: options.port, log });
    const routes = (await pickRoutes(server.baseUrl)).filter((route) => options.only === null || options.only.split(',').some((part) => route.name.includes(part)));
    log(`${options.duration} s per route after ${options.warmup} s of warm-up, ${options.connections} connections (the target row 1), Language: nl`);
    const results = [];
    for (const route of routes) results.push(await measure(server, route, options));

    const [load1] = loadavg();
    console.log('');
    console.log(
      `API alone (tsx server/standalone.ts) on PGlite, ${seed.feedItems ?? options.scale} feed items; autocannon ${options.connections} connections × ${options.duration} s per route; ` +
        `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, load average ${load1.toFixed(1)} at the end`,
    );
    console.log('');
    console.log(formatTable(results));
    console.log('');

    const target = results.find((result) => result.name === TARGET.route && result.connections === TARGET.connections);
    const passed = target !== undefined && target.p95 <= TARGET.p95;
    console.log(
      `Target: feed page p95 ≤ ${TARGET.p95} ms on PGlite at 100,000 feed items (${TARGET.connections} connection): ` +
        `${passed ? 'PASS' : 'FAIL'} (p95 ${target?.p95.toFixed(1) ?? '?'} ms)`,
    );
    for (const searchTarget of SEARCH_TARGETS) {
      const measured = results.find((result) => result.name === searchTarget.route);
      console.log(
        `Target: ${searchTarget.route} p95 ≤ ${searchTarget.p95} ms (1 connection): ${measured && measured.p95 <= searchTarget.p95 ? 'PASS' : 'FAIL'} (p95 ${measured?.p95.toFixed(1) ?? '?'} ms)`,
      );
    }
    const broken = results.filter((result) => result.non2xx + result.errors > 0);
    if (broken.length > 0) {
      console.error(`Some requests failed: ${broken.map((result) => result.name).join(', ')}`);
      return 1;
    }
    return passed || !options.strict ? 0 : 1;
  } finally {
    await stopApi(server);
  }
}

main().then(
  (code) => {
    if (!stopping) process.exit(code);
  },
  (error) => {
    if (stopping) return;
    console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
