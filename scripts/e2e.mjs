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
// The specs start on a fresh demo database, so pages another run cached with the same build (a benchmark,
// an earlier run, on their own data) would show folders and dates that this database does not have.
for (const cache of ['.next/server/route-cache', '.next/cache/fetch-cache']) rmSync(join(root, cache), { recursive: true, force: true });
process.exit(await run(bin('playwright'), ['test', ...process.argv.slice(2)], { env: { E2E_DATA_DIR: dataDir } }));
