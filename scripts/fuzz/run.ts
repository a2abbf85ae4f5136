import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Locale } from '@/lib/i18n/routing';
import { cacheGrowth, cacheKeysFor, prototypeChanges, snapshotCache, snapshotPrototypes, type CacheSnapshot, type PrototypeSnapshot } from './checks';
import { sendRaw, type WireRequest } from './client';
import { markAfterBreakage, pool, runHttpPhase, wireFor } from './http-phase';
import type { InProcessApi } from './in-process';
import { buildRequest, MUTATION_NAMES, streamedBodyRequest, type FuzzRequest } from './mutations';
import { Rng, rngFor } from './prng';
import { buildReport, printReport, type Outcome, type RunFigures } from './report';
import { apiRoutes, loadCatalogue, pageRoutes, realPath, type ApiDocument, type FuzzRoute } from './routes';
import { copyBuild, ensureBuild, freePort, prepareDatabase, ROOT, serverErrors, startServer, type ServerHandle } from './server';

/**
 * `npm run fuzz`: a bounded, deterministic fuzzer. It starts its own production server, sends
 * `--requests` hostile requests over every API and page route, replays the API ones against the API in
 * this process (where a change of Object.prototype is visible), and fails on any 5xx, any answer
 * slower than the timeout, a changed prototype, a failed canary, or page-cache entries for pages that
 * answered 404. `--only I,J` replays single requests of a run (same seed) and prints them whole.
 */

const HOST = '127.0.0.1';

function readOptions() {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '20261125' },
      requests: { type: 'string', default: '10000' },
      concurrency: { type: 'string', default: '4' },
      timeout: { type: 'string', default: '5000' },
      port: { type: 'string', default: '0' },
      batch: { type: 'string', default: '100' },
      only: { type: 'string' },
      'no-in-process': { type: 'boolean', default: false },
      report: { type: 'string', default: path.join(ROOT, 'test-results', 'fuzz-report.json') },
    },
  });
  const number = (name: string, value: string | undefined) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, not ${value}`);
    return parsed;
  };
  const only = values.only?.split(',').map((index) => number('only', index));
  return {
    seed: number('seed', values.seed),
    requests: number('requests', values.requests),
    concurrency: Math.max(1, number('concurrency', values.concurrency)),
    timeoutMs: number('timeout', values.timeout),
    port: number('port', values.port),
    batch: Math.max(1, number('batch', values.batch)),
    only,
    inProcess: !values['no-in-process'],
    report: values.report,
  };
}

function requestFor(wire: WireRequest): Request {
  const headers = new Headers();
  for (const [name, value] of wire.headers) headers.append(name, value);
  let body: BodyInit | undefined;
  if (wire.method !== 'GET' && wire.method !== 'HEAD' && wire.body) {
    if (wire.body.kind === 'bytes') body = new Uint8Array(wire.body.data);
    else {
      const total = wire.body.bytes;
      const chunk = new Uint8Array(64 * 1024).fill(97);
      let sent = 0;
      body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= total) controller.close();
          else controller.enqueue(sent === 0 ? new TextEncoder().encode('{"email":"') : chunk);
          sent += chunk.length;
        },
      });
    }
  }
  // Streaming a request body needs `duplex`, which the DOM typings do not list yet.
  const init: RequestInit & { duplex?: 'half' } = { method: wire.method, headers, body, duplex: 'half' };
  return new Request(`http://localhost${wire.target}`, init);
}

async function callInProcess(api: InProcessApi, request: FuzzRequest, timeoutMs: number, prototypes: PrototypeSnapshot): Promise<Outcome> {
  let built: Request;
  try {
    built = requestFor(wireFor(request, api.token));
  } catch {
    // Bytes a Request object cannot hold (a NUL in a header): only the raw HTTP run sends those.
    return { index: request.index, via: 'in-process', status: 0, ms: 0, error: 'not-replayable' };
  }
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), timeoutMs);
  });
  const answer = await Promise.race([api.request(built), timeout]);
  clearTimeout(timer);
  const ms = Math.round(performance.now() - started);
  const changes = prototypeChanges(prototypes);
  if (answer === 'hang') return { index: request.index, via: 'in-process', status: 0, ms, error: 'hang', prototypeChanges: changes };
  return { index: request.index, via: 'in-process', status: answer.status, ms, bodyStart: answer.bodyStart, serverErrors: answer.errors, prototypeChanges: changes };
}

function planFor(seed: number, count: number, routes: FuzzRoute[], only: number[] | undefined): Map<number, FuzzRequest> {
  const plan = new Map<number, FuzzRequest>();
  const indices = only ?? Array.from({ length: count }, (_, index) => index);
  for (const index of indices) {
    if (index === 0) {
      plan.set(0, streamedBodyRequest(0));
      continue;
    }
    // Route-major: every route gets a different mutation each round, so a slice covers every route
    // with a spread of mutations and a full run every (route, mutation) pair at least twice.
    const k = index - 1;
    const routeIndex = k % routes.length;
    const mutation = MUTATION_NAMES[(Math.floor(k / routes.length) + routeIndex) % MUTATION_NAMES.length] as string;
    plan.set(index, buildRequest(index, routes[routeIndex] as FuzzRoute, mutation, rngFor(seed, index)));
  }
  return plan;
}

async function main(): Promise<number> {
  const options = readOptions();
  const startedAt = Date.now();
  const work = mkdtempSync(path.join(tmpdir(), 'dealwijzer-fuzz-'));
  // The in-process API reads its configuration lazily: set it before the first import of server/.
  process.env.DATA_DIR = path.join(work, 'in-process');
  process.env.LOG_LEVEL = 'error';
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const notes: string[] = [];
  const log = (message: string) => console.log(`[fuzz] ${Math.round((Date.now() - startedAt) / 1000)} s: ${message}`);
  let server: ServerHandle | null = null;
  let distDir: string | null = null;
  let api: InProcessApi | null = null;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await server?.stop();
    await api?.close();
    // The server's log stays beside the report: the stack traces behind its 5xx are there.
    const log = path.join(work, 'server.log');
    if (existsSync(log)) {
      mkdirSync(path.dirname(options.report), { recursive: true });
      copyFileSync(log, path.join(path.dirname(options.report), 'fuzz-server.log'));
    }
    rmSync(work, { recursive: true, force: true });
    if (distDir) rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  };
  // The server runs in its own process group, which a Ctrl-C does not reach: stop it here.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  try {
    const port = await freePort(options.port);
    console.log(`[fuzz] seed ${options.seed}, ${options.only ? `requests ${options.only.join(',')}` : `${options.requests} requests`}, concurrency ${options.concurrency}, server on port ${port} `);
    const { startInProcessApi } = await import('./in-process');
    const dataDir = path.join(work, 'data');
    const logFile = path.join(work, 'server.log');
    await ensureBuild();
    // Seeded once, then copied: the server and the in-process API each get the same catalogue.
    await prepareDatabase(dataDir, logFile);
    const inProcessDb = path.join(work, 'in-process-db');
    cpSync(path.join(dataDir, 'pglite'), inProcessDb, { recursive: true });
    log('demo database prepared');
    const dist = copyBuild(`.next-fuzz-${process.pid}`);
    distDir = dist;
    // Each handle is kept as soon as it exists, so a failure of the other one still stops it.
    const [started, inProcess] = await Promise.all([
      startServer({ port, dataDir, distDir: dist, logFile, readyTimeoutMs: 5 * 60_000 }).then((handle) => (server = handle)),
      options.inProcess ? startInProcessApi(inProcessDb).then((handle) => (api = handle)) : null,
    ]);
    log(`server and in-process API ready`);
    const base = `http://localhost:${port}`;

    const getJson = async (target: string, locale: Locale): Promise<unknown> => {
      try {
        const response = await fetch(`${base}${target}`, { headers: { Language: locale }, signal: AbortSignal.timeout(60_000) });
        return response.ok ? await response.json() : null;
      } catch {
        return null;
      }
    };
    const catalogue = await loadCatalogue(getJson);
    const { DEMO_LOGIN } = await import('@/server/db/seed/data/people');
    const login = await fetch(`${base}/api/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`the demo login failed on the server (${login.status})`);

    // The API's routes as its OpenAPI document publishes them (a route without a spec fails server/http/openapi.test.ts).
    const document = (await getJson('/api/openapi.json', 'nl')) as ApiDocument | null;
    if (!document?.paths) throw new Error('the server did not serve /api/openapi.json');
    const routes = [...apiRoutes(document, catalogue), ...pageRoutes(catalogue)];
    const plan = planFor(options.seed, options.requests, routes, options.only);

    log(`server ready, ${routes.length} routes, catalogue loaded`);

    const distPath = path.join(ROOT, dist);
    const cacheBefore: CacheSnapshot = snapshotCache(distPath);

    // Warm-up, not counted: every route once with real values, so first renders do not pass for hangs.
    const warmRng = new Rng(options.seed);
    const warmed: Array<{ target: string; status: number }> = [];
    await pool(routes.filter((route) => route.method === 'GET'), options.concurrency, async (route) => {
      const target = realPath(route, warmRng);
      const answer = await sendRaw(HOST, port, { method: 'GET', target, headers: [] }, 60_000);
      if (route.kind === 'page') warmed.push({ target, status: answer.status });
    });
    log('warm-up done');
    const rssKbBefore = started.rssKb();
    const setupSeconds = Math.round((Date.now() - startedAt) / 1000);

    // ---- The real server, over HTTP.
    const httpStarted = Date.now();
    const ordered = [...plan.values()];
    const restart = async () => {
      const handle = await startServer({ port, dataDir, distDir: dist, logFile, readyTimeoutMs: 5 * 60_000 });
      server = handle;
      return handle;
    };
    const http = await runHttpPhase({
      requests: ordered,
      server: started,
      restart,
      token,
      concurrency: options.concurrency,
      batchSize: options.batch,
      timeoutMs: options.timeoutMs,
      progress: !options.only,
    });
    const outcomes: Outcome[] = [...http.outcomes];
    notes.push(...http.notes);
    const httpSeconds = Math.round((Date.now() - httpStarted) / 1000);
    const streamed = outcomes.find((outcome) => outcome.index === 0);
    if (streamed) notes.push(`the 20 MB streamed body answered ${streamed.error ?? streamed.status} after ${streamed.ms} ms`);

    // Growth of the page cache, each new entry tied to the page request that explains it.
    const answered = new Map<string, { status: number; target: string }>();
    const pageAnswers = outcomes.flatMap((outcome) => {
      const request = plan.get(outcome.index);
      return request?.kind === 'page' && outcome.status !== 0 ? [{ target: request.target, status: outcome.status }] : [];
    });
    for (const { target, status } of [...warmed, ...pageAnswers]) {
      for (const key of cacheKeysFor(target)) {
        const known = answered.get(key);
        // A page that answered 2xx once explains its entry, whatever other requests got.
        if (!known || (known.status >= 300 && status < 300)) answered.set(key, { status, target });
      }
    }
    // Next writes a page's cache entry after it has answered: let the last ones land.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const cache = cacheGrowth(cacheBefore, snapshotCache(distPath), answered);
    const rssKbAfter = http.server.rssKb();

    // ---- The same API requests, in this process, one at a time, with the prototypes checked after each.
    const inProcessStarted = Date.now();
    const replayed: Outcome[] = [];
    if (inProcess) {
      const prototypes = snapshotPrototypes();
      for (const request of ordered) {
        if (request.kind === 'api') replayed.push(await callInProcess(inProcess, request, options.timeoutMs, prototypes));
      }
    }
    markAfterBreakage(http, replayed);
    outcomes.push(...replayed);
    const inProcessSeconds = Math.round((Date.now() - inProcessStarted) / 1000);
    if (inProcess) log('in-process replay done');

    if (options.only) {
      for (const outcome of outcomes) console.log(JSON.stringify({ request: describeForRepro(plan.get(outcome.index)), outcome }, null, 2));
    }
    const figures: RunFigures = {
      seed: options.seed,
      requested: plan.size,
      concurrency: options.concurrency,
      seconds: { total: Math.round((Date.now() - startedAt) / 1000), setup: setupSeconds, http: httpSeconds, inProcess: inProcessSeconds },
      server: { port, rssKbBefore, rssKbAfter },
      cache,
      canaries: http.canaries,
      restarts: http.restarts,
      serverErrors: serverErrors(logFile),
      routes: { api: routes.filter((route) => route.kind === 'api').length, page: routes.filter((route) => route.kind === 'page').length },
      mutations: MUTATION_NAMES,
      notes,
    };
    const report = buildReport(plan, outcomes, figures);
    mkdirSync(path.dirname(options.report), { recursive: true });
    writeFileSync(options.report, `${JSON.stringify(report, null, 2)}\n`);
    printReport(report);
    console.log(`report: ${path.relative(process.cwd(), options.report)}`);
    return report.ok ? 0 : 1;
  } finally {
    await cleanup();
  }
}

function describeForRepro(request: FuzzRequest | undefined) {
  if (!request) return null;
  const body = request.body?.kind === 'bytes' ? request.body.data.toString('utf8').slice(0, 2_000) : request.body;
  return { ...request, body };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[fuzz] failed to run:', error);
    process.exit(2);
  },
);
