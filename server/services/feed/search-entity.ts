import { sql, type SQL } from 'drizzle-orm';
import type { SearchEntity } from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import { brands, stores, webshops } from '../../db/schema';
import { brandEntity, loadBrands, loadStores, loadWebshops, storeEntity, webshopEntity } from './entities';

function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The store, webshop or brand whose title (either language, ignoring case and accents) is exactly `q`,
 * so the search page can offer it; stores first, then webshops, then brands. Null when none.
 */
export async function findSearchEntity(db: Db, q: string, locale: Locale): Promise<SearchEntity | null> {
  const text = q.trim();
  if (!text) return null;
  const pattern = likeLiteral(text);
  const titleIs = (nl: SQL, fr: SQL) =>
    sql`(f_unaccent(${nl}) ilike f_unaccent(${pattern}) or f_unaccent(${fr}) ilike f_unaccent(${pattern}))`;
  const rows = await executeRows<{ type: string; id: number }>(
    db,
    sql`(select 'store' as type, ${stores.id} as id, 1 as rank from ${stores} where ${titleIs(sql`${stores.titleNl}`, sql`${stores.titleFr}`)} limit 1)
      union all
      (select 'webshop', ${webshops.id}, 2 from ${webshops} where ${titleIs(sql`${webshops.titleNl}`, sql`${webshops.titleFr}`)} limit 1)
      union all
      (select 'brand', ${brands.id}, 3 from ${brands} where ${titleIs(sql`${brands.titleNl}`, sql`${brands.titleFr}`)} limit 1)
      order by rank limit 1`,
  );
  const match = rows[0];
  if (!match) return null;
  const id = Number(match.id);
  if (match.type === 'store') {
    const row = (await loadStores(db, [id])).get(id);
    return row ? { type: 'store', ...storeEntity(row, locale) } : null;
  }
  if (match.type === 'webshop') {
    const row = (await loadWebshops(db, [id])).get(id);
    return row ? { type: 'webshop', ...webshopEntity(row, locale) } : null;
  }
  const row = (await loadBrands(db, [id])).get(id);
  return row ? { type: 'brand', ...brandEntity(row, locale) } : null;
}
