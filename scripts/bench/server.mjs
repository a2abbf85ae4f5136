import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bin, root } from '../lib.mjs';

/**
 * Starts the API alone (`tsx server/standalone.ts`) on the bench database, in its own process group so
 * that stopping it also stops the node process tsx starts. Resolves once /api/health answers.
 */
export async function startApi({ dataDir, port, log }) {
  const child = spawn(bin('tsx'), [join(root, 'server/standalone.ts')], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = signal ?? code;
      resolve();
    });
  });
  const server = { child, exit, baseUrl: `http://127.0.0.1:${port}`, stopped: false };

  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the API exited before answering (${exited})`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) {
        log(`API up on ${server.baseUrl} (pid ${child.pid})`);
        return server;
      }
    } catch {
      // Not listening yet (or still opening the database).
    }
    await sleep(250);
  }
  await stopApi(server);
  throw new Error('the API did not answer /api/health within 180 s');
}

/** SIGTERM to the whole group, SIGKILL after 5 s. Safe to call twice. */
export async function stopApi(server) {
  if (!server || server.stopped) return;
  server.stopped = true;
  const group = -server.child.pid;
  const signal = (name) => {
    try {
      process.kill(group, name);
    } catch {
      // The group is already gone.
    }
  };
  signal('SIGTERM');
  const killed = await Promise.race([server.exit.then(() => false), sleep(5_000).then(() => true)]);
  if (killed) {
    signal('SIGKILL');
    await server.exit;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) used so far by the server's process group, from /proc (Linux); null
 * elsewhere. Unlike latency it hardly depends on what else the machine is doing, so the table can show
 * what a request costs even on a busy machine. Linux reports it in clock ticks (USER_HZ, 100).
 */
export function groupCpuMs(server) {
  if (!existsSync('/proc/self/stat')) return null;
  const group = String(server.child.pid);
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the parenthesised command name: state, ppid, pgrp, …, utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[2] === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
