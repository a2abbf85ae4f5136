import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { bin, buildIsCurrent, root, run } from './lib.mjs';

// `npm start`: build when there is no current build, prepare the database (migrations, and the demo
// catalogue on an empty database), then serve on PORT (default 3000). Nothing else to install or run.
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

const port = process.env.PORT ?? '3000';
const server = spawn(bin('next'), ['start', '-p', port], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
