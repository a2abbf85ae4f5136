import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../client';

/** Rows per statement (fewer for wide tables, so a statement stays under 65,535 parameters). */
export const SEED_BATCH = 1000;
const MAX_PARAMETERS = 60_000;

function batchSize(table: PgTable): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.max(1, Math.min(SEED_BATCH, Math.floor(MAX_PARAMETERS / columns)));
}

/** Inserts rows in multi-row statements. */
export async function insertAll<TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<void> {
  const size = batchSize(table);
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/**
 * Inserts rows in multi-row statements and returns their serial ids in the order of `rows`.
 * PostgreSQL numbers a multi-row VALUES list in order; the check below makes any surprise loud.
 */
export async function insertIds<TTable extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: TTable,
  rows: readonly PgInsertValue<TTable>[],
): Promise<number[]> {
  const size = batchSize(table);
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const returned = (await db
      .insert(table)
      .values(rows.slice(start, start + size))
      .returning({ id: table.id })) as { id: number }[];
    for (const { id } of returned) {
      const previous = ids[ids.length - 1];
      if (previous !== undefined && id <= previous) throw new Error('Inserted ids came back out of order');
      ids.push(id);
    }
  }
  if (ids.length !== rows.length) throw new Error(`Expected ${rows.length} ids, got ${ids.length}`);
  return ids;
}
