import { openJobQueue } from '../jobs/open';
import { logger } from '../logger';
import { migrateDatabase, openDatabase } from './client';
import { seedDemo } from './seed';
import { hasCatalogue, vacuumAnalyze } from './seed/database';

// Run by `npm start` before the server starts: applies pending migrations, installs or migrates the job
// queue's schema (pg-boss) with every queue and schedule, then seeds the demo catalogue when the
// database is empty (no stores), so a fresh clone shows a living site. An existing catalogue is never
// touched. Prints one JSON line either way.
async function main(): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase();
  try {
    await migrateDatabase(handle);
    // Installed here, where nothing else waits, so the server's worker starts in a fraction of a second.
    await (await openJobQueue(handle, { supervise: false })).stop();
    if (await hasCatalogue(handle.db)) {
      logger.info('db_prepared', { kind: handle.kind, seeded: false, ms: Date.now() - started });
      return;
    }
    const summary = await seedDemo(handle.db);
    await vacuumAnalyze(handle.db);
    logger.info('db_prepared', {
      kind: handle.kind,
      seeded: true,
      ms: Date.now() - started,
      feedItems: summary.feedItems,
      stores: summary.stores,
      folders: summary.folders,
    });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  logger.error('db_prepare_failed', {
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
  });
  process.exitCode = 1;
});
