import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { MIGRATIONS_FOLDER, countValue, databaseKind, executeRows, formatMoney, parseMoney } from './client';
import * as schema from './schema';
import { categories, feedItems, folderItems, folderPages, folders, stores, users } from './schema';
import { createTestDb, type TestDbHandle } from './test-db';

/** The driver error behind drizzle's wrapper, whichever driver threw it. */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const cause = error instanceof Error && error.cause ? error.cause : error;
    return (cause as { code?: string }).code;
  }
  return undefined;
}

const category = (slug: string) => ({
  titleNl: `Titel ${slug}`,
  titleFr: `Titre ${slug}`,
  slugNl: slug,
  slugFr: `${slug}-fr`,
});

describe('database', () => {
  let handle: TestDbHandle;

  beforeAll(async () => {
    handle = await createTestDb();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('is the kind the environment asks for', () => {
    const expected = env().TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(handle.kind).toBe(expected);
    expect(databaseKind(handle.db)).toBe(expected);
  });

  it('has applied every committed migration and created every table of the schema', async () => {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [applied] = await executeRows<{ n: unknown }>(
      handle.db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(countValue(applied?.n)).toBe(journal.entries.length);

    const expected: string[] = [];
    for (const value of Object.values(schema) as unknown[]) {
      if (is(value, PgTable)) expected.push(getTableName(value));
    }
    expect(expected.length).toBeGreaterThan(30);
    const rows = await executeRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const actual = rows.map((row) => row.table_name);
    expect(actual).toEqual(expect.arrayContaining(expected));
  });

  it('starts empty', async () => {
    expect(await handle.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }]);
    expect(await handle.db.select({ n: count() }).from(categories)).toEqual([{ n: 0 }]);
  });

  it('has pg_trgm and unaccent, and the immutable unaccent wrapper', async () => {
    const [row] = await executeRows<{ similarity: unknown; unaccented: string; wrapped: string }>(
      handle.db,
      sql`select similarity('a', 'a') as similarity, unaccent('é') as unaccented, f_unaccent('Crème brûlée') as wrapped`,
    );
    expect(Number(row?.similarity)).toBe(1);
    expect(row?.unaccented).toBe('e');
    expect(row?.wrapped).toBe('Creme brulee');
  });

  it('stems Dutch and French, with and without accents', async () => {
    const [row] = await executeRows<{ nl: string; fr: string; nl_unaccent: string; fr_unaccent: string }>(
      handle.db,
      sql`select to_tsvector('dutch', 'fietsen') as nl, to_tsvector('french', 'magasins') as fr,
                 to_tsvector('dutch_unaccent', 'café') as nl_unaccent, to_tsvector('french_unaccent', 'électroménager') as fr_unaccent`,
    );
    expect(row?.nl).toBe("'fiets':1");
    expect(row?.fr).toBe("'magasin':1");
    expect(row?.nl_unaccent).toBe("'caf':1");
    expect(row?.fr_unaccent).toMatch(/^'electromenag/);
  });

  it('maintains the feed search vectors and finds items by full text and trigram', async () => {
    await handle.db.insert(feedItems).values([
      {
        morphableType: 'OnlinePromo',
        morphableId: 1,
        promoType: 'discount_code',
        titleNl: 'Crème brûlée bij Café Élise',
        titleFr: 'Crème brûlée au Café Élise',
        keywordsNl: 'dessert',
        price: 4.5,
      },
      { morphableType: 'Post', morphableId: 1, titleNl: 'Fietsen kopen', titleFr: 'Électroménager à prix réduits' },
    ]);
    const byText = await handle.db
      .select({ id: feedItems.morphableId })
      .from(feedItems)
      .where(sql`${feedItems.searchNl} @@ websearch_to_tsquery('dutch_unaccent', 'creme cafe')`);
    expect(byText).toEqual([{ id: 1 }]);
    const byKeyword = await handle.db
      .select({ type: feedItems.morphableType })
      .from(feedItems)
      .where(sql`${feedItems.searchNl} @@ websearch_to_tsquery('dutch_unaccent', 'desserts')`);
    expect(byKeyword).toEqual([{ type: 'OnlinePromo' }]);
    const byFrench = await handle.db
      .select({ type: feedItems.morphableType })
      .from(feedItems)
      .where(sql`${feedItems.searchFr} @@ websearch_to_tsquery('french_unaccent', 'electromenager reduit')`);
    expect(byFrench).toEqual([{ type: 'Post' }]);
    const byTrigram = await handle.db
      .select({ type: feedItems.morphableType })
      .from(feedItems)
      .where(sql`f_unaccent(${feedItems.titleNl}) ilike ${'%' + 'cafe eli' + '%'}`);
    expect(byTrigram).toEqual([{ type: 'OnlinePromo' }]);
    const [promo] = await handle.db.select().from(feedItems).where(sql`${feedItems.morphableType} = 'OnlinePromo'`);
    expect(promo?.price).toBe(4.5);
    expect(promo?.categoryIds).toEqual([]);
    expect(promo?.publishedAt).toBeInstanceOf(Date);
  });

  it('rejects a duplicate slug in either locale', async () => {
    await handle.db.insert(categories).values(category('elektronica'));
    expect(await sqlState(handle.db.insert(categories).values({ ...category('elektronica'), slugFr: 'autre' }))).toBe(
      '23505',
    );
    expect(await sqlState(handle.db.insert(categories).values({ ...category('andere'), slugFr: 'elektronica-fr' }))).toBe(
      '23505',
    );
  });

  it('treats e-mail addresses case-insensitively for uniqueness', async () => {
    await handle.db.insert(users).values({ fname: 'An', lname: 'Peeters', email: 'an@example.be' });
    expect(
      await sqlState(handle.db.insert(users).values({ fname: 'An', lname: 'P', email: 'AN@Example.BE' })),
    ).toBe('23505');
  });

  it('rejects values outside the allowed sets', async () => {
    expect(
      await sqlState(
        handle.db.insert(stores).values({ titleNl: 'X', titleFr: 'X', slugNl: 'x', slugFr: 'x', folderClientType: 4 }),
      ),
    ).toBe('23514');
  });

  it('normalises counts from either driver', async () => {
    const [raw] = await handle.db.select({ n: sql`count(*)` }).from(categories);
    expect(countValue(raw?.n)).toBe(1);
    expect(countValue('42')).toBe(42);
    expect(countValue(42n)).toBe(42);
    expect(() => countValue('many')).toThrow(TypeError);
    expect(() => countValue(null)).toThrow(TypeError);
  });

  it('reads money as numbers, folder days as YYYY-MM-DD and instants as Dates', async () => {
    const [store] = await handle.db
      .insert(stores)
      .values({ titleNl: 'Winkel', titleFr: 'Magasin', slugNl: 'winkel', slugFr: 'magasin', folderClientType: 1 })
      .returning();
    if (!store) throw new Error('store not inserted');
    const [folder] = await handle.db
      .insert(folders)
      .values({ storeId: store.id, titleNl: 'Folder', titleFr: 'Dépliant', validFrom: '2026-03-02', validTo: '2026-03-08' })
      .returning();
    if (!folder) throw new Error('folder not inserted');
    expect(folder.validFrom).toBe('2026-03-02');
    expect(folder.createdAt).toBeInstanceOf(Date);
    const [page] = await handle.db
      .insert(folderPages)
      .values({ folderId: folder.id, pageNumber: 1, imagePath: 'p1.webp', width: 1000, height: 1400 })
      .returning();
    if (!page) throw new Error('page not inserted');
    const [item] = await handle.db
      .insert(folderItems)
      .values({
        folderId: folder.id,
        folderPageId: page.id,
        titleNl: 'Koffie',
        titleFr: 'Café',
        newPrice: 19.99,
        oldPrice: 24.5,
        x: 0.1,
        y: 0.2,
        width: 0.3,
        height: 0.25,
      })
      .returning();
    expect(item?.newPrice).toBe(19.99);
    expect(item?.oldPrice).toBe(24.5);
    const [raw] = await executeRows<{ price: string | number }>(
      handle.db,
      sql`select sum(new_price) as price from folder_items`,
    );
    expect(parseMoney(raw?.price)).toBe(19.99);
    expect(formatMoney(12.5)).toBe('12.50');
    expect(parseMoney(null)).toBeNull();

    expect(
      await sqlState(
        handle.db
          .insert(folderPages)
          .values({ folderId: folder.id, pageNumber: 1, imagePath: 'again.webp', width: 1, height: 1 }),
      ),
    ).toBe('23505');
  });

  it('rolls back a failed transaction', async () => {
    const attempt = handle.db.transaction(async (tx) => {
      await tx.insert(categories).values(category('tijdelijk'));
      throw new Error('abort');
    });
    await expect(attempt).rejects.toThrow('abort');
    const rows = await handle.db.select().from(categories).where(sql`${categories.slugNl} = 'tijdelijk'`);
    expect(rows).toEqual([]);
  });

  it('gives every test database its own data', async () => {
    const other = await createTestDb();
    try {
      expect(await other.db.select({ n: count() }).from(categories)).toEqual([{ n: 0 }]);
      await other.db.insert(categories).values(category('alleen-hier'));
      const mine = await handle.db.select().from(categories).where(sql`${categories.slugNl} = 'alleen-hier'`);
      expect(mine).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
