import { inArray } from 'drizzle-orm';
import type { AlertTarget, AlertTargetType, DealAlert } from '@/lib/api/deal-alerts';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { brands, categories, dealAlertSubscriptions, products, stores, webshops } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl } from '../../http/urls';

/** Guest alerts on the wire: each entity alert with what it follows, in the request's language. */

export type AlertRow = typeof dealAlertSubscriptions.$inferSelect;

type TargetRow = { id: number; titleNl: string; titleFr: string; slugNl: string; slugFr: string; image: string | null };

async function targetRows(db: Db, type: AlertTargetType, ids: number[]): Promise<TargetRow[]> {
  switch (type) {
    case 'Store':
      return db
        .select({ id: stores.id, titleNl: stores.titleNl, titleFr: stores.titleFr, slugNl: stores.slugNl, slugFr: stores.slugFr, image: stores.logoPath })
        .from(stores)
        .where(inArray(stores.id, ids));
    case 'Webshop':
      return db
        .select({ id: webshops.id, titleNl: webshops.titleNl, titleFr: webshops.titleFr, slugNl: webshops.slugNl, slugFr: webshops.slugFr, image: webshops.logoPath })
        .from(webshops)
        .where(inArray(webshops.id, ids));
    case 'Brand':
      return db
        .select({ id: brands.id, titleNl: brands.titleNl, titleFr: brands.titleFr, slugNl: brands.slugNl, slugFr: brands.slugFr, image: brands.logoPath })
        .from(brands)
        .where(inArray(brands.id, ids));
    case 'Product':
      return db
        .select({ id: products.id, titleNl: products.titleNl, titleFr: products.titleFr, slugNl: products.slugNl, slugFr: products.slugFr, image: products.imagePath })
        .from(products)
        .where(inArray(products.id, ids));
    case 'Category': {
      const rows = await db
        .select({ id: categories.id, titleNl: categories.titleNl, titleFr: categories.titleFr, slugNl: categories.slugNl, slugFr: categories.slugFr })
        .from(categories)
        .where(inArray(categories.id, ids));
      return rows.map((row) => ({ ...row, image: null }));
    }
  }
}

function toTarget(type: AlertTargetType, row: TargetRow, locale: Locale): AlertTarget {
  const { title, slug } = localized(row, locale);
  return { type, id: row.id, data: { title, slug, image_url: mediaUrl(row.image) } };
}

/** One entity a guest wants to follow, or null when there is no such entity. */
export async function findAlertTarget(db: Db, type: AlertTargetType, id: number, locale: Locale): Promise<AlertTarget | null> {
  const [row] = await targetRows(db, type, [id]);
  return row ? toTarget(type, row, locale) : null;
}

const refOf = (row: AlertRow) =>
  row.subscriableType !== null && row.subscriableId !== null ? { type: row.subscriableType as AlertTargetType, id: row.subscriableId } : null;

export function toDealAlert(row: AlertRow, target: AlertTarget | null): DealAlert {
  const keyword = row.query !== null;
  return {
    id: row.id,
    subscriable: target,
    query: row.query,
    daily_email_notification: row.dailyEmailNotification,
    weekly_email_notification: row.weeklyEmailNotification,
    email: row.email,
    locale_id: row.localeId,
    isEmail: true,
    excluded_words: keyword ? row.excludedWords : null,
    max_price: keyword && row.maxPrice !== null ? Number(row.maxPrice) : null,
    min_temperature: keyword ? row.minTemperature : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Alert rows on the wire (one query per kind of entity); an alert whose entity is gone is left out. */
export async function presentAlerts(db: Db, rows: readonly AlertRow[], locale: Locale): Promise<DealAlert[]> {
  const byType = new Map<AlertTargetType, number[]>();
  for (const ref of rows.map(refOf)) if (ref) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  const targets = new Map<string, AlertTarget>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const row of await targetRows(db, type, [...new Set(ids)])) targets.set(`${type}:${row.id}`, toTarget(type, row, locale));
    }),
  );
  return rows.flatMap((row) => {
    const ref = refOf(row);
    if (!ref) return [toDealAlert(row, null)];
    const target = targets.get(`${ref.type}:${ref.id}`);
    return target ? [toDealAlert(row, target)] : [];
  });
}
