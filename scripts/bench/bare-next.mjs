import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../lib.mjs';

/**
 * The framework's floor for bench:web: a bare Next.js App Router app of the version this repository
 * installs (one layout, one page with one `<h1>`, an empty config and instrumentation hook, no
 * component or dependency of ours), built and served by plain `next build` / `next start` so our
 * pages can be measured against it; for Lighthouse also a `/picture` page (below).
 *
 * It is written to a fresh folder under `.bench/` (git-ignored) rather than the system's temp folder:
 * Node and Turbopack then resolve `next`, `react` and `react-dom` from this repository's node_modules
 * by walking up the tree, with no network install, no symlink (Turbopack refuses a node_modules
 * symlink that points outside its root) and no NODE_PATH. Its JSX sits in `.js` files so the build
 * needs no TypeScript set-up of its own.
 */

const LAYOUT = `export const metadata = { title: 'Bare Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return <h1>Dealwijzer</h1>;
}
`;

/**
 * The second page, `/picture`: the same bare app with what every page of ours must load before its
 * largest paint, our home page's stylesheets and its largest picture (fetched from the running site),
 * so LCP can be set beside a floor that has to wait for a stylesheet and an image too.
 */
const picturePage = (file) => `import './picture.css';

export default function Page() {
  return (
    <main>
      <h1>Dealwijzer</h1>
      <img src="/${file}" alt="" width="640" height="480" fetchPriority="high" style={{ width: '100%', height: 'auto' }} />
      <p>Alle promoties en folders van België op één plek.</p>
    </main>
  );
}
`;

const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** The installed Next.js version (the bare app uses the same copy). */
export function nextVersion() {
  return JSON.parse(readFileSync(join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;
}

function runNext(args, cwd, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else {
        log(`next ${args.join(' ')} failed in ${cwd}:\n${output}`);
        reject(new Error(`next ${args[0]} of the bare app exited with ${code}`));
      }
    });
  });
}

/**
 * Writes and builds the bare app; resolves with its folder. With `picture` ({ css, image, extension }:
 * the site's stylesheet text, the picture's bytes and file extension) it also gets the `/picture` page.
 */
export async function buildBareApp(log, picture = null) {
  const parent = join(root, '.bench');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'bare-next-'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'bare-next', private: true }, null, 2)}\n`);
  // An empty config of its own: without one, Next looks up the tree and would load this repository's.
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(join(dir, 'app', 'layout.js'), LAYOUT);
  writeFileSync(join(dir, 'app', 'page.js'), PAGE);
  // Turbopack builds the instrumentation hook of its root (this repository: the lock file is there)
  // when the app has none of its own, and `next start` then ran ours in the bare app (its job queue
  // retrying a database every minute). An empty hook of its own keeps the floor bare.
  writeFileSync(join(dir, 'instrumentation.js'), 'export function register() {}\n');
  if (picture) {
    mkdirSync(join(dir, 'app', 'picture'));
    mkdirSync(join(dir, 'public'));
    const file = `picture.${picture.extension}`;
    writeFileSync(join(dir, 'app', 'picture', 'page.js'), picturePage(file));
    writeFileSync(join(dir, 'app', 'picture', 'picture.css'), picture.css);
    writeFileSync(join(dir, 'public', file), picture.image);
  }
  const started = Date.now();
  log(`building a bare Next.js ${nextVersion()} app in ${dir.slice(root.length)}`);
  try {
    await runNext(['build'], dir, log);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  log(`bare app built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

/** `next start` of the bare app on `port`, in its own process group; resolves once `/` answers. */
export async function startBareApp(dir, port) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the bare app exited before answering (${exited})`);
    try {
      if ((await fetch(`${base}/`, { signal: AbortSignal.timeout(5_000) })).ok) return { base, child, dir };
    } catch {
      // Not listening yet.
    }
    await sleep(300);
  }
  stopBareApp({ child });
  throw new Error('the bare app did not answer within 60 s');
}

/** Stops the bare app's server (if started) and removes its folder. */
export function stopBareApp(app, { keep = false } = {}) {
  if (app?.child) {
    try {
      process.kill(-app.child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  if (app?.dir && !keep) rmSync(app.dir, { recursive: true, force: true });
}
