import { eq, sql } from 'drizzle-orm';
import type { PageViewType } from '@/lib/api/page-views';
import type { Db } from '../../db/client';
import { brands, products, stores, webshops } from '../../db/schema';

const TABLES = { store: stores, webshop: webshops, brand: brands, product: products } as const;

/**
 * Counts one view of an entity's page (`count` false: a view the route's limits leave out, only
 * looked up); false when there is no such entity.
 */
export async function countPageView(db: Db, type: PageViewType, id: number, count = true): Promise<boolean> {
  const table = TABLES[type];
  if (!count) return (await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
  const rows = await db
    .update(table)
    .set({ viewsCount: sql`${table.viewsCount} + 1` })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
