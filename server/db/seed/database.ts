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
