import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

// How much memory an oversized request body costs the server (issue: bodies were buffered whole
// before the size check). Against a running server (`PORT=3320 npm start`, or `npm run api`), sends
// a chunked body (no Content-Length) and a body with a declared Content-Length to POST /api/token,
// and prints the answer, how much of the body the server took, and the server's resident memory
// (VmRSS of the process listening on the port, Linux /proc) before, at its peak during, and after.
//
//   node scripts/bench/body-memory.mjs [--url http://127.0.0.1:3320] [--path /api/token] [--mb 100] [--pid N]

const USAGE = 'Usage: node scripts/bench/body-memory.mjs [--url URL] [--path /api/token] [--mb 100] [--pid N]';
const CHUNK = 64 * 1024;

function parseArgs(argv) {
  const options = { url: 'http://127.0.0.1:3320', path: '/api/token', mb: 100, pid: null };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (name === '--url' && value) options.url = value.replace(/\/$/, '');
    else if (name === '--path' && value) options.path = value;
    else if (name === '--mb' && Number(value) > 0) options.mb = Number(value);
    else if (name === '--pid' && Number.isInteger(Number(value))) options.pid = Number(value);
    else {
      console.error(USAGE);
      process.exit(2);
    }
    i += 1;
  }
  return options;
}

/** The process listening on a TCP port: the socket's inode from /proc/net/tcp*, then whose fd holds it. */
function listenerPid(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // fields: sl local_address rem_address st … inode (index 9); 0A = LISTEN
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(`socket:[${fields[9]}]`);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  return null;
}

function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** Sends `totalBytes` of JSON-looking filler, chunked or with a Content-Length, until the server answers. */
function send(url, totalBytes, { declareLength }) {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(CHUNK, 0x20);
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (declareLength) headers['Content-Length'] = String(totalBytes);
    const req = request(url, { method: 'POST', headers });
    let sent = 0;
    let settled = false;
    const started = Date.now();
    const finish = (result) => {
      if (settled) return;
      settled = true;
      req.destroy();
      resolve({ ...result, sentMb: sent / 1024 / 1024, ms: Date.now() - started });
    };
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (data) => (body += data));
      response.on('end', () => finish({ status: response.status ?? response.statusCode, body: body.slice(0, 120) }));
      response.on('error', () => finish({ status: response.statusCode, body }));
    });
    // A server that refuses early may close while the client still writes: the client then sees a
    // reset (EPIPE/ECONNRESET) instead of reading the answer, depending on timing.
    req.on('error', (error) => finish({ status: null, body: `connection closed by the server while writing (${error.code ?? error.message})` }));
    setTimeout(() => finish({ status: null, body: 'timed out after 120 s' }), 120_000).unref();
    const pump = () => {
      while (!settled && sent < totalBytes) {
        const size = Math.min(CHUNK, totalBytes - sent);
        sent += size;
        if (!req.write(size === CHUNK ? chunk : chunk.subarray(0, size))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!settled && sent >= totalBytes) req.end();
    };
    pump();
  });
}

async function measure(label, pid, run) {
  await sleep(1_000);
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const result = await run();
  await sleep(1_000);
  clearInterval(timer);
  const after = rssMb(pid);
  peak = Math.max(peak, after);
  console.log(
    `${label}: HTTP ${result.status ?? '-'} after ${result.ms} ms, ${result.sentMb.toFixed(1)} MB written by the client` +
      ` | server RSS ${before.toFixed(1)} MB before, ${peak.toFixed(1)} MB peak (+${(peak - before).toFixed(1)}), ${after.toFixed(1)} MB after` +
      `\n    ${result.body}`,
  );
  return peak - before;
}

const options = parseArgs(process.argv.slice(2));
const target = new URL(options.path, options.url);
const pid = options.pid ?? listenerPid(Number(target.port || 80));
if (!pid) {
  console.error(`No process found listening on port ${target.port || 80}; start the server or pass --pid.`);
  process.exit(1);
}
const totalBytes = Math.round(options.mb * 1024 * 1024);
console.log(`POST ${target} with ${options.mb} MB, server pid ${pid}`);
// Warm the route up so first-request compilation and caches do not count as body memory.
for (let i = 0; i < 3; i += 1) await send(target, 64, { declareLength: true });
const chunked = await measure('chunked (no Content-Length)', pid, () => send(target, totalBytes, { declareLength: false }));
await measure('declared Content-Length', pid, () => send(target, totalBytes, { declareLength: true }));
process.exitCode = chunked < 10 ? 0 : 1;
