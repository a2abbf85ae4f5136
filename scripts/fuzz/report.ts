import type { CacheGrowth } from './checks';
import type { FuzzRequest } from './mutations';

/** One answer: from the real server over HTTP, or from the API called in this process. */
export type Outcome = {
  index: number;
  via: 'http' | 'in-process';
  status: number;
  ms: number;
  error?: 'hang' | 'reset' | 'refused' | 'not-replayable';
  bodyStart?: string;
  /** In-process: the `api_unhandled_error` lines logged while it ran. */
  serverErrors?: string[];
  /** In-process: properties of the built-in prototypes it added or replaced. */
  prototypeChanges?: string[];
  /** HTTP: answered after an earlier request of its batch broke the server (see markAfterBreakage). */
  afterBreakage?: boolean;
};

export type FailureKind = '5xx' | 'hang' | 'no-answer' | 'unexpected-status' | 'prototype-changed';

export function failureOf(request: FuzzRequest, outcome: Outcome): FailureKind | null {
  if (outcome.prototypeChanges && outcome.prototypeChanges.length > 0) return 'prototype-changed';
  if (outcome.error === 'not-replayable') return null;
  if (outcome.error === 'hang') return 'hang';
  if (outcome.error) return outcome.via === 'http' && request.expect?.closedAllowed ? null : 'no-answer';
  if (outcome.status >= 500) return '5xx';
  // The size and length expectations are about the real server (its front server may enforce them).
  if (outcome.via === 'http' && request.expect && !request.expect.statuses.includes(outcome.status)) return 'unexpected-status';
  return null;
}

export type CanaryRun = { afterIndex: number; name: string; status: number; ok: boolean };

export type RunFigures = {
  seed: number;
  requested: number;
  concurrency: number;
  seconds: { total: number; setup: number; http: number; inProcess: number };
  server: { port: number; rssKbBefore: number; rssKbAfter: number } | null;
  cache: CacheGrowth | null;
  canaries: CanaryRun[];
  serverErrors: Array<{ message: string; count: number; example: string }>;
  routes: { api: number; page: number };
  /** Server restarts after canaries found it broken. */
  restarts: number;
  mutations: string[];
  notes: string[];
};

type Group = {
  kind: FailureKind;
  via: Outcome['via'];
  route: string;
  mutation: string;
  count: number;
  statuses: number[];
  example: Record<string, unknown>;
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

function describe(request: FuzzRequest, outcome: Outcome, seed: number): Record<string, unknown> {
  const body = request.body?.kind === 'bytes' ? clip(request.body.data.toString('utf8'), 300) : request.body ? `<${request.body.bytes} bytes streamed>` : undefined;
  return {
    index: request.index,
    repro: `npm run fuzz -- --seed ${seed} --only ${request.index}`,
    method: request.method,
    target: clip(request.target, 300),
    headers: request.headers.map(([name, value]) => `${name}: ${clip(value, 120)}`),
    body,
    session: request.session,
    status: outcome.status,
    ms: outcome.ms,
    error: outcome.error,
    expected: request.expect ? `${request.expect.statuses.join('/')} (${request.expect.why})` : undefined,
    answer: outcome.bodyStart ? clip(outcome.bodyStart, 300) : undefined,
    serverErrors: outcome.serverErrors?.slice(0, 2).map((line) => clip(line, 400)),
    prototypeChanges: outcome.prototypeChanges,
    afterBreakage: outcome.afterBreakage || undefined,
  };
}

function percentiles(values: number[]): { count: number; p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

/** Answer times in ms by where the answer came from and what was asked (API or page). */
function latency(plan: Map<number, FuzzRequest>, outcomes: Outcome[]) {
  const times = (via: Outcome['via'], kind: FuzzRequest['kind']) =>
    outcomes.filter((o) => o.via === via && !o.error && plan.get(o.index)?.kind === kind).map((o) => o.ms);
  return { httpApi: percentiles(times('http', 'api')), httpPage: percentiles(times('http', 'page')), inProcessApi: percentiles(times('in-process', 'api')) };
}

export function buildReport(plan: Map<number, FuzzRequest>, outcomes: Outcome[], figures: RunFigures) {
  const groups = new Map<string, Group>();
  const classes: Record<Outcome['via'], Record<string, number>> = { http: {}, 'in-process': {} };
  const slowest: Record<string, { ms: number; example: Record<string, unknown> } | null> = { http: null, 'in-process': null };
  const failingRoutes = new Set<string>();
  /** Failures of requests answered by a server an earlier request had broken: consequences, counted apart. */
  const afterBreakage: Partial<Record<FailureKind, number>> = {};
  for (const outcome of outcomes) {
    const request = plan.get(outcome.index);
    if (!request) continue;
    const bucket = classes[outcome.via];
    const statusClass = outcome.error ?? `${Math.floor(outcome.status / 100)}xx`;
    bucket[statusClass] = (bucket[statusClass] ?? 0) + 1;
    const slow = slowest[outcome.via];
    if (!outcome.error && (!slow || outcome.ms > slow.ms)) slowest[outcome.via] = { ms: outcome.ms, example: describe(request, outcome, figures.seed) };
    const kind = failureOf(request, outcome);
    if (!kind) continue;
    if (outcome.afterBreakage) {
      afterBreakage[kind] = (afterBreakage[kind] ?? 0) + 1;
      continue;
    }
    failingRoutes.add(request.route);
    const key = `${kind}|${outcome.via}|${request.route}|${request.mutation}`;
    const group = groups.get(key) ?? { kind, via: outcome.via, route: request.route, mutation: request.mutation, count: 0, statuses: [], example: describe(request, outcome, figures.seed) };
    group.count += 1;
    if (!group.statuses.includes(outcome.status)) group.statuses.push(outcome.status);
    groups.set(key, group);
  }
  const failedCanaries = figures.canaries.filter((canary) => !canary.ok);
  // Entries tied to a 404 or 5xx answer fail the run. Unexplained ones (no page request of the run maps
  // to their key, or only answers the front layer gave, e.g. 414) are listed, not failed: the cache
  // handler itself never stores an answer of 400 and up (lib/cache/page-cache-handler.mjs and its test).
  const cacheFailures = figures.cache?.entries.filter((entry) => entry.cause === 'answered-404' || entry.cause === 'answered-5xx') ?? [];
  const cacheUnexplained = figures.cache?.entries.filter((entry) => entry.cause === 'unexplained') ?? [];
  const sorted = [...groups.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.via.localeCompare(b.via) || b.count - a.count);
  const count = (via: Outcome['via'], kind?: FailureKind) => sorted.filter((g) => g.via === via && (!kind || g.kind === kind)).reduce((n, g) => n + g.count, 0);
  const routesTotal = figures.routes.api + figures.routes.page;
  // npm test counts a route as one test (all its requests pass), plus the three whole-server checks.
  // An unhandled API error in the server's log fails the run even when no answer showed it: the site
  // calls its API in-process (the proxy's redirect lookup, page renders) and may turn the 500 into a 404.
  const apiErrors = figures.serverErrors.filter((entry) => entry.message.startsWith('api_unhandled_error'));
  const checks = {
    prototype: count('in-process', 'prototype-changed') === 0,
    canaries: failedCanaries.length === 0,
    pageCache: cacheFailures.length === 0,
    apiErrorsLogged: apiErrors.length === 0,
  };
  const passed = Math.max(0, routesTotal - failingRoutes.size) + Object.values(checks).filter(Boolean).length;
  const failed = failingRoutes.size + Object.values(checks).filter((ok) => !ok).length;
  return {
    ok: failed === 0,
    tests: { passed, failed, skipped: 0 },
    checks,
    figures,
    requests: { http: classes.http, inProcess: classes['in-process'] },
    latency: latency(plan, outcomes),
    failures: {
      http5xx: count('http', '5xx'),
      inProcess5xx: count('in-process', '5xx'),
      hangs: count('http', 'hang') + count('in-process', 'hang'),
      noAnswer: count('http', 'no-answer') + count('in-process', 'no-answer'),
      unexpectedStatus: count('http', 'unexpected-status'),
      prototypeChanged: count('in-process', 'prototype-changed'),
      failedCanaries: failedCanaries.length,
      pageCacheFrom404: cacheFailures.filter((entry) => entry.cause === 'answered-404').length,
      pageCacheFrom5xx: cacheFailures.filter((entry) => entry.cause === 'answered-5xx').length,
      pageCacheUnexplained: cacheUnexplained.length,
      apiErrorsLogged: apiErrors.reduce((n, entry) => n + entry.count, 0),
    },
    slowest,
    afterBreakage,
    byMutation: byMutation(sorted),
    groups: sorted,
    failedCanaries: failedCanaries.slice(0, 50),
    cacheFailures: cacheFailures.slice(0, 200),
    cacheUnexplained: cacheUnexplained.slice(0, 200),
  };
}

/** The failures by kind and mutation: how many, on how many routes, one request to replay. */
function byMutation(groups: Group[]) {
  const rows = new Map<string, { kind: FailureKind; via: Outcome['via']; mutation: string; count: number; routes: number; statuses: number[]; repro: unknown; target: unknown }>();
  for (const group of groups) {
    const key = `${group.kind}|${group.via}|${group.mutation}`;
    const row = rows.get(key) ?? { kind: group.kind, via: group.via, mutation: group.mutation, count: 0, routes: 0, statuses: [], repro: group.example.repro, target: group.example.target };
    row.count += group.count;
    row.routes += 1;
    for (const status of group.statuses) if (!row.statuses.includes(status)) row.statuses.push(status);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.via.localeCompare(b.via) || b.count - a.count);
}

export type Report = ReturnType<typeof buildReport>;

const kb = (value: number) => `${(value / 1024).toFixed(0)} MB`;

export function printReport(report: Report): void {
  const { figures } = report;
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(34)} ${value}`);
  console.log('\n=== fuzz summary ===');
  line('seed', String(figures.seed));
  line('routes (api + page)', `${figures.routes.api} + ${figures.routes.page}, ${figures.mutations.length} mutations`);
  const total = (bucket: Record<string, number>) => Object.values(bucket).reduce((n, v) => n + v, 0);
  const classes = (bucket: Record<string, number>) => Object.entries(bucket).sort().map(([name, n]) => `${name} ${n}`).join(', ');
  line('requests to the server (HTTP)', `${total(report.requests.http)}: ${classes(report.requests.http)}`);
  line('requests to the API in-process', `${total(report.requests.inProcess)}: ${classes(report.requests.inProcess)}`);
  line('5xx (HTTP / in-process)', `${report.failures.http5xx} / ${report.failures.inProcess5xx}`);
  line('hangs over the timeout', String(report.failures.hangs));
  line('no answer (reset)', String(report.failures.noAnswer));
  line('unexpected status (413, 414/404)', String(report.failures.unexpectedStatus));
  line('Object.prototype changed', String(report.failures.prototypeChanged));
  line('canary checks failed', `${report.failures.failedCanaries} of ${figures.canaries.length}`);
  line('unhandled API errors in server log', String(report.failures.apiErrorsLogged));
  const ms = ({ count, p50, p95, max }: { count: number; p50: number; p95: number; max: number }) => `${count} answers, p50 ${p50} ms, p95 ${p95} ms, max ${max} ms`;
  line('answer times, API over HTTP', ms(report.latency.httpApi));
  line('answer times, pages', ms(report.latency.httpPage));
  line('answer times, API in-process', ms(report.latency.inProcessApi));
  const slow = report.slowest.http;
  if (slow) line('slowest answer (HTTP)', `${slow.ms} ms: ${String(slow.example.method)} ${String(slow.example.target).slice(0, 90)}`);
  const slowIn = report.slowest['in-process'];
  if (slowIn) line('slowest answer (in-process)', `${slowIn.ms} ms: ${String(slowIn.example.method)} ${String(slowIn.example.target).slice(0, 90)}`);
  if (figures.server) {
    const { rssKbBefore, rssKbAfter } = figures.server;
    const growth = `${rssKbAfter >= rssKbBefore ? '+' : ''}${kb(rssKbAfter - rssKbBefore)}`;
    line('server RSS before → after', `${kb(rssKbBefore)} → ${kb(rssKbAfter)} (${figures.restarts > 0 ? `not comparable: ${figures.restarts} restart(s)` : growth})`);
  }
  if (figures.cache) {
    const { cache } = figures;
    line('page cache files before → after', `${cache.filesBefore} → ${cache.filesAfter} (${kb((cache.bytesAfter - cache.bytesBefore) / 1024)} more)`);
    const explained = (cause: string) => cache.entries.filter((entry) => entry.cause === cause).length;
    line('new cache entries: 2xx, 3xx / 404, 5xx, ?', `${explained('answered-2xx')}, ${explained('answered-3xx')} / ${report.failures.pageCacheFrom404}, ${report.failures.pageCacheFrom5xx}, ${report.failures.pageCacheUnexplained}`);
  }
  line('server restarts (broken by a request)', String(figures.restarts));
  line('time: setup / HTTP / in-process', `${figures.seconds.setup} s / ${figures.seconds.http} s / ${figures.seconds.inProcess} s (total ${figures.seconds.total} s)`);
  for (const note of figures.notes) console.log(`  note: ${note}`);

  if (report.byMutation.length > 0) {
    console.log('\n=== failures by kind and mutation ===');
    for (const row of report.byMutation) {
      console.log(`${row.kind.padEnd(17)} ${row.via.padEnd(10)} ${String(row.count).padStart(5)}× on ${String(row.routes).padStart(3)} routes  [${row.mutation}]  status ${row.statuses.join('/')}`);
      console.log(`    e.g. ${String(row.target).slice(0, 140)}   (${String(row.repro)})`);
    }
  }
  const broken = Object.entries(report.afterBreakage);
  if (broken.length > 0) console.log(`\nnot listed: ${broken.map(([kind, n]) => `${n} ${kind}`).join(', ')} answered by a server an earlier request had broken (see canaries)`);
  if (report.groups.length > 0) {
    console.log('\n=== failures by kind, route and mutation (one example each) ===');
    for (const group of report.groups.slice(0, 40)) {
      const example = group.example;
      console.log(`${group.kind.padEnd(17)} ${group.via.padEnd(10)} ${String(group.count).padStart(4)}×  ${group.route}  [${group.mutation}]  status ${group.statuses.join('/')}`);
      console.log(`    ${String(example.method)} ${String(example.target).slice(0, 160)}${example.body ? `  body ${String(example.body).slice(0, 80)}` : ''}`);
      const cause = (example.serverErrors as string[] | undefined)?.[0] ?? (example.prototypeChanges as string[] | undefined)?.join(', ') ?? example.answer;
      if (cause) console.log(`    → ${String(cause).replace(/\s+/g, ' ').slice(0, 200)}`);
      console.log(`    repro: ${String(example.repro)}`);
    }
    if (report.groups.length > 40) console.log(`… and ${report.groups.length - 40} more groups in the JSON report`);
  }
  if (report.failedCanaries.length > 0) {
    const first = report.failedCanaries[0];
    console.log(`\ncanaries failed from request ${first?.afterIndex} on: ${[...new Set(report.failedCanaries.map((c) => `${c.name} (got ${c.status})`))].join('; ')}`);
  }
  if (report.cacheFailures.length > 0) {
    console.log('\n=== page cache entries written for pages that answered 404 or 5xx ===');
    // JSON-quoted: the keys hold control characters (a CR would garble the terminal line).
    for (const entry of report.cacheFailures.slice(0, 15)) console.log(`  ${entry.cause.padEnd(13)} ${JSON.stringify(clip(entry.key, 120))}${entry.example ? `  ← ${clip(entry.example, 100)}` : ''}`);
    if (report.cacheFailures.length > 15) console.log(`  … ${report.cacheFailures.length - 15} more`);
  }
  if (report.cacheUnexplained.length > 0) {
    console.log('\n=== page cache entries no request of this run explains (listed, not failed) ===');
    for (const entry of report.cacheUnexplained.slice(0, 15)) console.log(`  ${JSON.stringify(clip(entry.key, 120))}${entry.example ? `  ← ${clip(entry.example, 100)} (${entry.status})` : ''}`);
  }
  if (figures.serverErrors.length > 0) {
    console.log('\n=== errors in the server log (most frequent) ===');
    for (const { message, count } of figures.serverErrors.slice(0, 12)) console.log(`  ${String(count).padStart(5)}×  ${message.slice(0, 200)}`);
  }
  console.log(`\n${report.ok ? 'PASS' : 'FAIL'}  fuzz: ${report.tests.passed} passed, ${report.tests.failed} failed (routes, plus the prototype, canary, page-cache and API-error-log checks)`);
}
