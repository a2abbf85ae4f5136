import { CANARIES } from './checks';
import { sendRaw, type WireRequest } from './client';
import type { FuzzRequest } from './mutations';
import type { CanaryRun, Outcome } from './report';
import type { ServerHandle } from './server';

/**
 * The requests against the real server, in batches; after each batch the canaries. A canary that
 * answers 5xx means an earlier request broke the server for everyone (what prototype pollution does):
 * the batch is marked, the server restarted (same build, same database), and the run goes on, so
 * what follows shows its own defects and not that one's consequences. A batch in which the server
 * stops answering is cut short the same way; its unsent requests go to the restarted server.
 */

const HOST = '127.0.0.1';
/** Enough for today's code, where pollution recurs every few hundred requests; a fixed server needs none. */
const MAX_RESTARTS = 25;
/** Answers missing in one batch (hangs, resets) after which the server is taken for broken at once. */
const MAX_MISSING_IN_BATCH = 8;

/** A session that looks real but is not: the API must treat it as a guest, not fail on it. */
const GARBAGE_TOKEN = `999999|${'f'.repeat(40)}`;

export function wireFor(request: FuzzRequest, token: string): WireRequest {
  const headers = [...request.headers];
  if (request.session !== 'none') {
    const value = request.session === 'member' ? token : GARBAGE_TOKEN;
    headers.push(request.kind === 'api' ? ['Authorization', `Bearer ${value}`] : ['Cookie', `auth-token=${value}`]);
  }
  return { method: request.method, target: request.target, headers, body: request.body };
}

export async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export type Batch = { first: number; last: number; brokeServer: boolean };

export type HttpPhase = {
  outcomes: Outcome[];
  canaries: CanaryRun[];
  batches: Batch[];
  restarts: number;
  notes: string[];
  /** The server that ran last (a restart replaces it). */
  server: ServerHandle;
};

export async function runHttpPhase(options: {
  requests: FuzzRequest[];
  server: ServerHandle;
  restart: () => Promise<ServerHandle>;
  token: string;
  concurrency: number;
  batchSize: number;
  timeoutMs: number;
  progress: boolean;
}): Promise<HttpPhase> {
  const { requests, token, timeoutMs } = options;
  let server = options.server;
  const outcomes: Outcome[] = [];
  const canaries: CanaryRun[] = [];
  const batches: Batch[] = [];
  const notes: string[] = [];
  let serial = 0;
  let restarts = 0;

  /** Runs every canary; true when one answered 5xx or not at all (the server is broken). */
  const runCanaries = async (afterIndex: number): Promise<boolean> => {
    let broken = false;
    for (const canary of CANARIES) {
      serial += 1;
      const wire = canary.request(serial);
      if (canary.session) wire.headers.push(['Authorization', `Bearer ${token}`]);
      const answer = await sendRaw(HOST, server.port, wire, timeoutMs);
      canaries.push({ afterIndex, name: canary.name, status: answer.status, ok: !answer.error && canary.ok(answer.status) });
      if (answer.error || answer.status >= 500) broken = true;
    }
    return broken;
  };
  if (await runCanaries(-1)) notes.push('a canary failed before the first fuzz request');

  let cursor = 0;
  while (cursor < requests.length) {
    const batch = requests.slice(cursor, cursor + options.batchSize);
    let missing = 0;
    let sent = 0;
    // The pool takes requests in order: once cut short, the unsent ones are the batch's tail.
    await pool(batch, options.concurrency, async (request) => {
      if (missing >= MAX_MISSING_IN_BATCH) return;
      sent += 1;
      const answer = await sendRaw(HOST, server.port, wireFor(request, token), timeoutMs);
      outcomes.push({ index: request.index, via: 'http', status: answer.status, ms: answer.ms, error: answer.error, bodyStart: answer.bodyStart });
      if (answer.error) missing += 1;
    });
    const first = batch[0]?.index ?? cursor;
    const last = batch[sent - 1]?.index ?? first;
    cursor += sent;
    const alive = server.alive();
    if (!alive) notes.push(`the server exited during requests ${first}-${last}`);
    const broken = !alive || missing >= MAX_MISSING_IN_BATCH || (await runCanaries(last));
    batches.push({ first, last, brokeServer: broken });
    if (broken) {
      if (restarts >= MAX_RESTARTS) {
        notes.push(`the server broke again after ${MAX_RESTARTS} restarts: requests ${cursor}-${requests.length - 1} were not sent`);
        break;
      }
      restarts += 1;
      notes.push(`server broken after requests ${first}-${last}${missing >= MAX_MISSING_IN_BATCH ? ` (${missing} missing answers)` : ''}: restarted`);
      await server.stop();
      server = await options.restart();
    }
    if (options.progress) process.stdout.write(`\r[fuzz] HTTP ${cursor}/${requests.length}, ${restarts} restarts`);
  }
  if (options.progress) process.stdout.write('\n');
  return { outcomes, canaries, batches, restarts, notes, server };
}

/**
 * Marks the HTTP answers that came after the server was broken in their batch: after the request the
 * in-process replay saw change Object.prototype, or the whole batch when it saw none there. Their
 * failures are consequences, reported apart from the defects.
 */
export function markAfterBreakage(phase: HttpPhase, inProcess: Outcome[]): void {
  const polluters = inProcess.filter((outcome) => (outcome.prototypeChanges?.length ?? 0) > 0).map((outcome) => outcome.index);
  for (const batch of phase.batches.filter((candidate) => candidate.brokeServer)) {
    const cause = polluters.filter((index) => index >= batch.first && index <= batch.last).sort((a, b) => a - b)[0];
    for (const outcome of phase.outcomes) {
      if (outcome.index < batch.first || outcome.index > batch.last) continue;
      if (cause === undefined || outcome.index > cause) outcome.afterBreakage = true;
    }
  }
}
