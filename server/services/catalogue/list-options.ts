import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { CatalogueSort } from '@/lib/api/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../http/pagination';

/** docs/product.md, Limits: previews (latest stores, latest webshops) show 13. */
export const LATEST_LIMIT = 13;
/** Who asks: the response language and the signed-in user (for personal flags), or null for a guest. */
export type CatalogueContext = { locale: Locale; userId: number | null };
/** With the Belgian date that decides which folders are current. */
export type DatedContext = CatalogueContext & { today: string };

export type ListOptions = {
  page: PageRequest;
  sort: CatalogueSort;
  /** Free text matched against either locale's title, ignoring accents. */
  q: string;
};

export type Page<T> = { data: T[]; total: number };

/**
 * One page of a list and how many rows its filter matches, asked side by side. `query` is the list's
 * select, filtered and ordered and made dynamic (`.$dynamic()`); the count runs on `table` with the
 * same `where`, without the joins the page's ordering needs.
 */
export async function pageWithTotal<Q extends PgSelect>(
  db: Db,
  query: Q,
  table: PgTable,
  where: SQL | undefined,
  page: PageRequest,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    query.limit(page.perPage).offset(page.offset),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
