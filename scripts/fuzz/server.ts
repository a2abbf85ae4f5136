import { spawn } from 'node:child_process';
import { closeSync, cpSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { sendRaw } from './client';

/**
 * The fuzzer's own production server: `node scripts/start.mjs` exactly as `npm start` runs it (it
 * builds when the build is stale and prepares the demo database), on a free port, with its own
 * DATA_DIR so the database is fresh, in its own process group so it can be stopped whole.
 */

export const ROOT = path.resolve(__dirname, '..', '..');

export type ServerHandle = {
  pid: number;
  port: number;
  logFile: string;
  alive(): boolean;
  /** Resident memory of the server's whole process tree (start.mjs, Next and any child), in kB. */
  rssKb(): number;
  stop(): Promise<void>;
};

function exitCode(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

/** Builds when `.next` is missing or older than the sources (scripts/lib.mjs decides, as for `npm start`). */
export async function ensureBuild(): Promise<void> {
  const lib = path.join(ROOT, 'scripts', 'lib.mjs');
  const check = `import(${JSON.stringify(lib)}).then((lib) => process.exit(lib.buildIsCurrent() ? 0 : 3))`;
  const current = await exitCode(process.execPath, ['--input-type=module', '-e', check]);
  if (current === 0) return;
  if (current !== 3) throw new Error('could not check whether the build is current');
  console.log('[fuzz] no current production build: building first');
  if ((await exitCode(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')])) !== 0) throw new Error('the build failed');
}

/**
 * A private copy of the production build for the fuzzer's server (NEXT_DIST_DIR), without the page
 * cache earlier runs wrote: a fresh deploy of the same build. The cache check then starts from an
 * empty page cache every run, and the developer's `.next` keeps its own. Returns the folder name
 * (relative to the repository: Next keeps its dist folder inside the project).
 */
export function copyBuild(name: string): string {
  const source = path.join(ROOT, '.next');
  const target = path.join(ROOT, name);
  rmSync(target, { recursive: true, force: true });
  const skipped = new Set([path.join(source, 'cache'), path.join(source, 'server', 'route-cache'), path.join(source, 'types')]);
  cpSync(source, target, { recursive: true, verbatimSymlinks: true, filter: (file) => !skipped.has(file) });
  return name;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** `wanted` and the nine ports after it, the first one free; 0 asks the system for any free port. */
export async function freePort(wanted: number): Promise<number> {
  if (wanted === 0) {
    return new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, () => {
        const address = probe.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        probe.close(() => resolve(port));
      });
    });
  }
  for (let port = wanted; port < wanted + 10; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${wanted}-${wanted + 9}`);
}

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

export function treeRssKb(pid: number): number {
  const children = childrenOf();
  let total = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift() as number;
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // Gone.
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

/** The environment of everything the fuzzer starts: the embedded database under the fuzzer's own DATA_DIR. */
function serverEnv(dataDir: string, port?: number, distDir?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
    ...(port ? { PORT: String(port), SITE_URL: `http://localhost:${port}` } : {}),
    DATA_DIR: dataDir,
    // Never a shared PostgreSQL database from the caller's environment: the fuzzer's own, fresh one.
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
    // As behind one proxy: X-Forwarded-For is read (so its hostile values are parsed too), and the
    // canaries come from addresses of their own, out of the rate limits the fuzzed calls fill.
    TRUST_PROXY_HOPS: '1',
  };
}

/**
 * Migrates and seeds the demo database under `dataDir` with the script `npm start` runs first
 * (server/db/prepare-cli.ts), so the fuzzer can copy it for its in-process API before the server
 * opens it: the catalogue is seeded once, not twice.
 */
export function prepareDatabase(dataDir: string, logFile: string): Promise<void> {
  const log = openSync(logFile, 'a');
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'server', 'db', 'prepare-cli.ts')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: serverEnv(dataDir),
  });
  closeSync(log);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (exit ${code}; see ${logFile})`))));
  });
}

export async function startServer(options: { port: number; dataDir: string; distDir: string; logFile: string; readyTimeoutMs: number }): Promise<ServerHandle> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: serverEnv(options.dataDir, options.port, options.distDir),
  });
  closeSync(log);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');

  const handle: ServerHandle = {
    pid,
    port: options.port,
    logFile: options.logFile,
    alive: () => !exited,
    rssKb: () => treeRssKb(pid),
    async stop() {
      if (exited) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        return;
      }
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
      if ((await Promise.race([gone, timeout])) === 'timeout') {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };

  const deadline = Date.now() + options.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before it was ready (see ${options.logFile})`);
    const health = await sendRaw('127.0.0.1', options.port, { method: 'GET', target: '/api/health', headers: [] }, 10_000);
    if (health.status === 200) return handle;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await handle.stop();
  throw new Error(`the server was not ready within ${options.readyTimeoutMs / 1000} s (see ${options.logFile})`);
}

/**
 * The error lines the server logged (its own JSON errors and Next's), one row per kind (first line of
 * the message, paths shortened) with a count and one full example.
 */
export function serverErrors(logFile: string): Array<{ message: string; count: number; example: string }> {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return [];
  }
  const rows = new Map<string, { count: number; example: string }>();
  for (const line of text.split('\n')) {
    let found: { message: string; example: string } | null = null;
    if (line.startsWith('{')) {
      try {
        const entry = JSON.parse(line) as { level?: string; event?: string; path?: string; error?: { message?: string } | string };
        if (entry.level === 'error') {
          const detail = (typeof entry.error === 'string' ? entry.error : entry.error?.message) ?? '';
          found = { message: `${entry.event ?? 'error'}: ${detail.split('\n')[0] ?? ''}`, example: `${entry.path ?? ''} ${detail}` };
        }
      } catch {
        found = null;
      }
    } else if (/^\s*(⨯|Error|TypeError|RangeError|URIError|SyntaxError|Failed to|Unhandled)/.test(line)) {
      found = { message: line.trim(), example: line.trim() };
    }
    if (!found) continue;
    // One row per kind of error, not per path it happened on.
    const message = found.message.replace(/\/\S{30,}/g, '/…').slice(0, 300);
    const row = rows.get(message) ?? { count: 0, example: found.example.slice(0, 600) };
    row.count += 1;
    rows.set(message, row);
  }
  return [...rows].map(([message, row]) => ({ message, ...row })).sort((a, b) => b.count - a.count);
}
