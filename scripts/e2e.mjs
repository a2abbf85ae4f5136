import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { bin, buildIsCurrent, root, run } from './lib.mjs';

// End-to-end specs against a production build on a fresh demo database, in both languages.
process.env.NEXT_TELEMETRY_DISABLED = '1';
if (!buildIsCurrent()) {
  const code = await build();
  if (code !== 0) process.exit(code);
}
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
rmSync(join(root, dataDir), { recursive: true, force: true });
process.exit(await run(bin('playwright'), ['test', ...process.argv.slice(2)], { env: { E2E_DATA_DIR: dataDir } }));
