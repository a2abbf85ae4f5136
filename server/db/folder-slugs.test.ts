import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, migrateDatabase, MIGRATIONS_FOLDER, openPglite, wrapPglite, type Db } from './client';
import { folders, stores } from './schema';
import { createTestDb, type TestDbHandle } from './test-db';

const DAY = '2026-11-23';

async function insertStore(db: Db, slug: string): Promise<number> {
  const [store] = await db
    .insert(stores)
    .values({ titleNl: slug, titleFr: slug, slugNl: slug, slugFr: `${slug}-fr`, folderClientType: 1 })
    .returning({ id: stores.id });
  if (!store) throw new Error('store not inserted');
  return store.id;
}

const folderRow = (storeId: number, validFrom: string, title = 'Folder') => ({
  storeId,
  titleNl: title,
  titleFr: title,
  validFrom,
  validTo: '2026-11-30',
});

async function slugsOf(db: Db, storeId: number): Promise<string[]> {
  const rows = await db.select({ slug: folders.slug }).from(folders).where(eq(folders.storeId, storeId)).orderBy(asc(folders.id));
  return rows.map((row) => row.slug);
}

describe('folder slugs', () => {
  let handle: TestDbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('gives a folder its first valid day, and the next folders of that store and day -2, -3…', async () => {
    const store = await insertStore(handle.db, 'eerste');
    const other = await insertStore(handle.db, 'tweede');
    await handle.db.insert(folders).values([folderRow(store, DAY), folderRow(store, DAY), folderRow(other, DAY), folderRow(store, '2026-11-24')]);
    await handle.db.insert(folders).values(folderRow(store, DAY));
    expect(await slugsOf(handle.db, store)).toEqual([DAY, `${DAY}-2`, '2026-11-24', `${DAY}-3`]);
    expect(await slugsOf(handle.db, other)).toEqual([DAY]);
  });

  it('keeps a slug given on insert, and refuses a second folder of the store with it', async () => {
    const store = await insertStore(handle.db, 'derde');
    await handle.db.insert(folders).values({ ...folderRow(store, DAY), slug: `${DAY}-4` });
    await expect(handle.db.insert(folders).values({ ...folderRow(store, DAY), slug: `${DAY}-4` })).rejects.toThrow();
    await expect(handle.db.insert(folders).values({ ...folderRow(store, DAY), slug: 'kerstfolder' })).rejects.toThrow();
    expect(await slugsOf(handle.db, store)).toEqual([`${DAY}-4`]);
  });

  it('keeps the slug when the validity moves', async () => {
    const store = await insertStore(handle.db, 'vierde');
    const [folder] = await handle.db.insert(folders).values(folderRow(store, DAY)).returning({ id: folders.id });
    await handle.db.update(folders).set({ validFrom: '2026-11-22' }).where(eq(folders.id, folder?.id ?? 0));
    expect(await slugsOf(handle.db, store)).toEqual([DAY]);
  });
});

describe('folder slugs of a database created before them (migration 0002)', () => {
  let dir: string;

  beforeAll(async () => {
    // The migrations up to 0001, as an existing database has them applied.
    dir = await mkdtemp(path.join(tmpdir(), 'folder-slugs-'));
    await cp(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0002');
    await writeFile(journalPath, JSON.stringify(journal));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps each old date address on the folder it opened (the newest published), the others of the day get -2, -3…', async () => {
    const handle = wrapPglite(await openPglite());
    try {
      await migrate(drizzle({ client: handle.pglite }), { migrationsFolder: dir });
      const rows = await executeRows<{ id: number }>(
        handle.db,
        sql`insert into stores (title_nl, title_fr, slug_nl, slug_fr, folder_client_type) values ('Bouwhuis', 'Bouwhuis', 'bouwhuis', 'bouwhuis-fr', 1) returning id`,
      );
      const store = rows[0]?.id ?? 0;
      // ids 1–4: two published on DAY, one published on the next day, then one unpublished on DAY.
      await handle.db.execute(sql`
        insert into folders (store_id, title_nl, title_fr, valid_from, valid_to, published_at) values
          (${store}, 'A', 'A', ${DAY}, '2026-11-30', now() - interval '1 day'),
          (${store}, 'B', 'B', ${DAY}, '2026-11-30', now() - interval '1 day'),
          (${store}, 'C', 'C', '2026-11-24', '2026-11-30', now() - interval '1 day'),
          (${store}, 'D', 'D', ${DAY}, '2026-11-30', null)`);

      await migrateDatabase(handle);
      const after = await executeRows<{ title_nl: string; slug: string }>(handle.db, sql`select title_nl, slug from folders order by id`);
      expect(after).toEqual([
        { title_nl: 'A', slug: `${DAY}-2` },
        { title_nl: 'B', slug: DAY },
        { title_nl: 'C', slug: '2026-11-24' },
        { title_nl: 'D', slug: `${DAY}-3` },
      ]);
      // New folders continue after them.
      await handle.db.insert(folders).values(folderRow(store, DAY, 'E'));
      expect((await slugsOf(handle.db, store)).at(-1)).toBe(`${DAY}-4`);
    } finally {
      await handle.close();
    }
  });
});
