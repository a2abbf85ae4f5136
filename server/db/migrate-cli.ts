import { logger } from '../logger';
import { migrateDatabase, openDatabase } from './client';

// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL, or
// PGlite under DATA_DIR) and exits. The app also migrates on start-up; this is for deploy pipelines.
async function main(): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase();
  try {
    await migrateDatabase(handle);
    logger.info('db_migrated', { kind: handle.kind, ms: Date.now() - started });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  logger.error('db_migrate_failed', {
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
  });
  process.exitCode = 1;
});
