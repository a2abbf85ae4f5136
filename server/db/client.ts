import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { is, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { env } from '@/lib/env';
import { logger } from '../logger';
import * as schema from './schema';

export { countValue, formatMoney, parseMoney } from './values';

export type Schema = typeof schema;

/**
 * The database every query function takes as its first argument. Both the PGlite and the
 * node-postgres drizzle databases satisfy it, so the same code runs on either.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type PgliteHandle = { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> };
export type PostgresHandle = { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };
export type DatabaseHandle = PgliteHandle | PostgresHandle;

/** The extensions every PGlite instance loads (the first migration creates them). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** The app always runs from the repository root; a path relative to this file would break once bundled. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

/** Arbitrary constant: serialises migrations of processes sharing one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_240_311;

export function wrapPglite(pglite: PGlite): PgliteHandle {
  const db: Db = drizzlePglite({ client: pglite, schema });
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

export function wrapPool(pool: pg.Pool): PostgresHandle {
  const db: Db = drizzlePostgres({ client: pool, schema });
  return { kind: 'postgres', db, pool, close: () => pool.end() };
}

export function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.error('db_pool_error', { message: error.message }));
  return pool;
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
}

/**
 * Opens the configured database: a node-postgres pool when a URL is given (or DATABASE_URL is set),
 * otherwise PGlite persisted under DATA_DIR/pglite. Does not migrate.
 */
export async function openDatabase(options: { url?: string; dataDir?: string } = {}): Promise<DatabaseHandle> {
  const url = options.url ?? (options.dataDir ? undefined : env().DATABASE_URL);
  if (url) return wrapPool(createPool(url));
  // The data folder is written at run time, not shipped: the comment keeps the build's file tracing out
  // of it (else Turbopack traces the whole project into the server output).
  const dataDir = path.resolve(/*turbopackIgnore: true*/ options.dataDir ?? path.join(env().DATA_DIR, 'pglite'));
  await mkdir(dataDir, { recursive: true });
  return wrapPglite(await openPglite({ dataDir }));
}

/** Applies the committed migrations that have not run yet. */
/** How many migrations the database has applied (0 before the first: drizzle's table is not there yet). */
async function appliedMigrations(db: Db): Promise<number> {
  try {
    const [row] = await executeRows<{ n: unknown }>(db, sql`select count(*) as n from drizzle.__drizzle_migrations`);
    return Number(row?.n ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Applies pending migrations. When a database that already had migrations gets new ones, its planner
 * statistics are refreshed: a migration may rewrite a table (a stored generated column, a backfill),
 * and PGlite runs no autovacuum, so the old statistics would stay and mislead the planner for good
 * (measured: a rare-word suggestion went from 5 to 70 ms after the discovery migration, until an
 * ANALYZE). A fresh database is analysed after its seed instead (prepare-cli.ts).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const before = await appliedMigrations(handle.db);
  await applyMigrations(handle);
  if (before > 0 && (await appliedMigrations(handle.db)) > before) {
    const started = Date.now();
    await handle.db.execute(handle.kind === 'pglite' ? sql`vacuum analyze` : sql`analyze`);
    logger.info('db_statistics_refreshed', { kind: handle.kind, ms: Date.now() - started });
  }
}

async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    // drizzle typed the migrator for its concrete class; the handle's db is that class.
    await migratePglite(handle.db as PgliteDatabase<Schema>, config);
    return;
  }
  // Several processes (site workers, the standalone API, the CLI) may start together; the lock lives on
  // its own connection while the migrator uses the pool.
  const lock = await handle.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(handle.db as Parameters<typeof migratePostgres>[0], config);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

/**
 * Rows of a raw query. `db.execute()` is typed loosely on the shared Db type; both drivers answer
 * with `{ rows }`. Remember that bigint and numeric values come back as strings from node-postgres
 * (see countValue / parseMoney).
 */
export async function executeRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export function databaseKind(db: Db): DatabaseKind {
  return is(db, PgliteDatabase) ? 'pglite' : 'postgres';
}

const KEY = Symbol.for('deals.db.handle');
/**
 * Where the process's shutdown (scripts/start.mjs, a plain Node script outside Next's bundle) finds
 * `closeDb`: it stops the job queue, then closes PGlite or the pool, so a stop never cuts a write.
 */
const CLOSE = Symbol.for('deals.db.close');
type Holder = { [KEY]?: Promise<DatabaseHandle>; [CLOSE]?: () => Promise<void> };

/**
 * The process-wide database handle, opened and migrated on first use. It lives on globalThis because
 * Next may evaluate this module more than once; concurrent first callers share one promise, and a
 * failed open is forgotten so the next call retries.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const opening = (async () => {
      const started = Date.now();
      const handle = await openDatabase();
      try {
        await migrateDatabase(handle);
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
      logger.info('db_ready', { kind: handle.kind, ms: Date.now() - started });
      return handle;
    })();
    holder[KEY] = opening;
    holder[CLOSE] = closeDb;
    opening.catch((error: unknown) => {
      if (holder[KEY] === opening) delete holder[KEY];
      logger.error('db_open_failed', { message: error instanceof Error ? error.message : String(error) });
    });
  }
  return holder[KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDatabaseHandle()).db;
}

const BEFORE_CLOSE = Symbol.for('deals.db.beforeClose');
type CloseHolder = { [BEFORE_CLOSE]?: Set<() => Promise<void>> };

/**
 * Runs `stop` before the process-wide database closes: the job queue stops there, as its worker
 * still uses the connection (on PGlite, closing first would cut a running job off mid-statement).
 * Returns a function that removes it.
 */
export function beforeDbClose(stop: () => Promise<void>): () => void {
  const holder = globalThis as CloseHolder;
  const hooks = (holder[BEFORE_CLOSE] ??= new Set());
  hooks.add(stop);
  return () => hooks.delete(stop);
}

/** Closes the process-wide database if it was opened (graceful shutdown), after the job queue has stopped. */
export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder & CloseHolder;
  for (const stop of [...(holder[BEFORE_CLOSE] ?? [])]) {
    await stop().catch((error: unknown) => logger.error('db_before_close_failed', { message: error instanceof Error ? error.message : String(error) }));
  }
  holder[BEFORE_CLOSE]?.clear();
  const opening = holder[KEY];
  if (!opening) return;
  delete holder[KEY];
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}
