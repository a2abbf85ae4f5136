import { logger } from '../logger';
import { migrateDatabase, openDatabase } from './client';
import { seedDemo } from './seed';
import { hasCatalogue, resetDatabase, vacuumAnalyze } from './seed/database';

// `npm run db:seed [-- --reset] [-- --scale N]`: fills the configured database (DATABASE_URL, or
// PGlite under DATA_DIR) with the demo catalogue. `--reset` drops everything first; `--scale N` grows
// the feed to about N items for benchmarks.

const USAGE = 'Usage: npm run db:seed -- [--reset] [--scale N]';

function parseArgs(args: readonly string[]): { reset: boolean; scale: number | undefined } {
  let reset = false;
  let scale: number | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--reset') {
      reset = true;
    } else if (arg === '--scale' || arg.startsWith('--scale=')) {
      const value = arg === '--scale' ? args[(i += 1)] : arg.slice('--scale='.length);
      const parsed = Number(value);
      if (!value || !Number.isInteger(parsed) || parsed < 0 || parsed > 10_000_000) {
        throw new Error(`--scale needs a whole number of feed items (0 to 10000000), got "${value ?? ''}".\n${USAGE}`);
      }
      scale = parsed;
    } else {
      throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
    }
  }
  return { reset, scale };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parseArgs>;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const handle = await openDatabase();
  try {
    if (options.reset) await resetDatabase(handle);
    else await migrateDatabase(handle);
    if (await hasCatalogue(handle.db)) {
      console.error(
        'The database already has a catalogue (it has stores), so nothing was seeded. ' +
          'Run `npm run db:seed -- --reset` to drop all data and seed the demo catalogue again.',
      );
      return 1;
    }
    const summary = await seedDemo(handle.db, { scale: options.scale });
    await vacuumAnalyze(handle.db);
    logger.info('db_seeded', { kind: handle.kind, reset: options.reset, scale: options.scale ?? null, ...summary });
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    logger.error('db_seed_failed', {
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    process.exitCode = 1;
  },
);
