import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Everything that goes into a production build; a change to any of it makes the build stale. */
const BUILD_INPUTS = ['app', 'components', 'lib', 'messages', 'server', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'global.d.ts', 'tsconfig.json', 'package-lock.json'];
const SKIP = new Set(['node_modules', '.next', '.data']);

function walk(path, files) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    if (!/\.test\.(ts|tsx)$/.test(path)) files.push(path);
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!SKIP.has(entry)) walk(join(path, entry), files);
  }
}

export function sourceFingerprint() {
  const files = [];
  for (const input of BUILD_INPUTS) walk(join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file.slice(root.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const FINGERPRINT_FILE = join(root, '.next', 'source-fingerprint');

export function buildIsCurrent() {
  if (!existsSync(join(root, '.next', 'BUILD_ID')) || !existsSync(FINGERPRINT_FILE)) return false;
  return readFileSync(FINGERPRINT_FILE, 'utf8').trim() === sourceFingerprint();
}

export function fingerprintFile() {
  return FINGERPRINT_FILE;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

export const bin = (name) => join(root, 'node_modules', '.bin', name);
