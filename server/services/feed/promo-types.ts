import { asc, sql } from 'drizzle-orm';
import type { PromoType, PromoTypeChild } from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { promoTypes } from '../../db/schema';
import { localized } from '../../http/bilingual';

/** Post types in `order` with their subtypes. */
export async function listPromoTypes(db: Db, locale: Locale): Promise<PromoType[]> {
  const rows = await db
    .select()
    .from(promoTypes)
    .orderBy(asc(promoTypes.order), sql`${promoTypes.additionalOrder} asc nulls last`, asc(promoTypes.id));
  const toWire = (row: typeof promoTypes.$inferSelect): PromoTypeChild => ({
    id: row.id,
    order: row.order,
    additional_order: row.additionalOrder,
    kind: row.kind,
    filter_value: row.filterValue,
    translation: { title: localized(row, locale).title },
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((parent) => ({
      ...toWire(parent),
      children: rows.filter((row) => row.parentId === parent.id).map(toWire),
    }));
}
