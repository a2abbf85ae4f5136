import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { startFrontServer } from './front-server.mjs';
import { bin, buildIsCurrent, root, run } from './lib.mjs';

// `npm start`: build when there is no current build, prepare the database (migrations, and the demo
// catalogue on an empty database), then serve on PORT (default 3000). Nothing else to install or run.
// The site is served through our front layer (scripts/front-server.mjs), never by a bare `next start`:
// that layer is what tells the API the caller's real address.
process.env.NEXT_TELEMETRY_DISABLED = '1';

if (!buildIsCurrent()) {
  console.log('[start] no current production build: building first');
  const code = await build();
  if (code !== 0) process.exit(code);
}

const prepare = join(root, 'server', 'db', 'prepare-cli.ts');
if (existsSync(prepare)) {
  const code = await run(bin('tsx'), [prepare]);
  if (code !== 0) process.exit(code);
}

const port = Number(process.env.PORT ?? '3000');
process.env.NODE_ENV = 'production';
const server = await startFrontServer({ dir: root, port, env: process.env });
console.log(`[start] listening on http://localhost:${port}`);
/** How long a stop waits for the job queue and the database to close before it exits anyway. */
const STOP_GRACE_MS = 10_000;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second signal: stop now
    stopping = true;
    server.close();
    // The API's database lives inside Next's server bundle; it leaves its closer on globalThis
    // (server/db/client.ts): the job queue stops first, then PGlite or the pool closes cleanly.
    const closeDb = globalThis[Symbol.for('deals.db.close')];
    const closing = typeof closeDb === 'function' ? closeDb().then(() => console.log('[start] job queue stopped, database closed')) : Promise.resolve();
    const grace = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
    Promise.race([closing, grace])
      .catch((error) => console.error('[start] closing the database failed', error))
      .finally(() => process.exit(0));
  });
}
