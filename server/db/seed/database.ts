import { sql } from 'drizzle-orm';
import { migrateDatabase, type DatabaseHandle, type Db } from '../client';
import { stores } from '../schema';

/** True when the catalogue has been seeded (or entered) already: there is at least one store. */
export async function hasCatalogue(db: Db): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).limit(1);
  return rows.length > 0;
}

/**
 * Drops every table, function and extension of the app (schema `public`) and drizzle's migration
 * journal (schema `drizzle`), then migrates from scratch.
 */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`drop schema if exists drizzle cascade`);
  await handle.db.execute(sql`drop schema if exists public cascade`);
  await handle.db.execute(sql`create schema public`);
  await migrateDatabase(handle);
}

/**
 * Planner statistics and visibility map after a bulk load. PGlite runs no autovacuum, so a freshly
 * seeded database has no statistics at all (reltuples -1) and the planner guesses: at --scale 100000
 * deep and filtered feed pages were several times slower. On PostgreSQL it merely saves waiting for
 * autovacuum. VACUUM cannot run inside a transaction, hence a separate step after `seedDemo`.
 */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
