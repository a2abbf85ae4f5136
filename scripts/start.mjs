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
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
