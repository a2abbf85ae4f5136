import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { executeRows, type Db } from '../../db/client';

export async function byId<T extends { id: number }>(ids: number[], load: (ids: number[]) => Promise<T[]>): Promise<Map<number, T>> {
  if (ids.length === 0) return new Map();
  return new Map((await load(ids)).map((row) => [row.id, row]));
}

/** One single-table select of a batch: the fields it selects (field → column) and the query. */
export type BatchPart = { columns: Record<string, AnyPgColumn>; query: SQLWrapper };

/**
 * Several small selects as ONE statement, each aggregated to a JSON array. Every statement has a fixed
 * cost in the driver (drizzle building it, PGlite's wire protocol), which for a lookup of a few rows by
 * primary key is most of its cost: a feed page's six entity lookups together took about a third less
 * CPU than one by one (measured on PGlite for `npm run bench:api`). Rows come back keyed by field like drizzle's, each value
 * decoded by its column; a null part (nothing to look up) answers an empty list.
 */
export async function selectBatch<K extends string>(db: Db, parts: Record<K, BatchPart | null>): Promise<Record<K, Record<string, unknown>[]>> {
  const keys = Object.keys(parts) as K[];
  const result = Object.fromEntries(keys.map((key) => [key, []])) as unknown as Record<K, Record<string, unknown>[]>;
  const present = keys.flatMap((key) => {
    const part = parts[key];
    return part ? [{ key, part }] : [];
  });
  if (present.length === 0) return result;
  const selections = present.map(
    ({ key, part }) => sql`(select coalesce(json_agg(part), '[]'::json) from (${part.query}) as part) as ${sql.identifier(key)}`,
  );
  const [row] = await executeRows<Record<string, unknown>>(db, sql`select ${sql.join(selections, sql`, `)}`);
  for (const { key, part } of present) {
    // Both drivers parse json; a string would mean a driver configured not to.
    const raw = row?.[key];
    const list: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    result[key] = (Array.isArray(list) ? (list as Record<string, unknown>[]) : []).map((json) =>
      Object.fromEntries(
        Object.entries(part.columns).map(([field, column]) => {
          const value = json[column.name];
          return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ),
    );
  }
  return result;
}

export const rowsById = <T extends { id: number }>(rows: Record<string, unknown>[]) =>
  new Map((rows as T[]).map((row) => [row.id, row]));

/** The row type drizzle gives for a selection of columns. */
export type SelectedRow<C extends Record<string, AnyPgColumn>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};
