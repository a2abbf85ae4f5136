import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, migrateDatabase, MIGRATIONS_FOLDER, openPglite, wrapPglite, type Db } from './client';

/**
 * PGlite runs no autovacuum: statistics a migration leaves stale (a rewritten table) would stay so.
 * migrateDatabase refreshes them when an existing database gets new migrations.
 */

const reltuples = async (db: Db, table: string): Promise<number> =>
  Number((await executeRows<{ n: unknown }>(db, sql`select reltuples as n from pg_class where relname = ${table}`))[0]?.n);

describe('planner statistics after new migrations', () => {
  let dir: string;

  beforeAll(async () => {
    // Every migration but the newest, as an existing database has them applied.
    dir = await mkdtemp(path.join(tmpdir(), 'migrate-statistics-'));
    await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, -1);
    await writeFile(journalPath, JSON.stringify(journal));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('analyses an existing database once new migrations ran, and leaves an up-to-date one alone', async () => {
    const handle = wrapPglite(await openPglite());
    try {
      await migrate(drizzle({ client: handle.pglite }), { migrationsFolder: dir });
      await handle.db.execute(sql`insert into categories (title_nl, title_fr, slug_nl, slug_fr) select 'T' || n, 'T' || n, 's' || n, 'f' || n from generate_series(1, 50) n`);
      // Never analysed: the planner has no row count (-1).
      expect(await reltuples(handle.db, 'categories')).toBe(-1);

      await migrateDatabase(handle);
      expect(await reltuples(handle.db, 'categories')).toBe(50);

      // Nothing pending: no second analysis (the count stays what the last one saw).
      await handle.db.execute(sql`insert into categories (title_nl, title_fr, slug_nl, slug_fr) values ('X', 'X', 'x', 'x-fr')`);
      await migrateDatabase(handle);
      expect(await reltuples(handle.db, 'categories')).toBe(50);
    } finally {
      await handle.close();
    }
  });
});

describe('the migration journal', () => {
  it('dates each migration after the one before: the migrator skips one dated before the newest applied', async () => {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    journal.entries.forEach((entry, index) => {
      expect(entry.idx, entry.tag).toBe(index);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0);
    });
  });
});
