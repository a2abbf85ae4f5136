import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Category, PopularCategory } from '@/lib/api/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { countValue, type Db } from '../../db/client';
import { categories, feedItems } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { siteRoute } from '../../http/urls';
import { type SelectedRow } from '../feed/batch';
import { recordId } from '../ids';
import { cleanSlug } from './input';
import { categoryColumns } from './columns';
import { currentFeedItem, slugMatches } from './sql';

type CategoryRow = SelectedRow<typeof categoryColumns>;

export function toCategory(row: CategoryRow, locale: Locale): Category {
  const { title, simplifiedTitle, slug, description } = localized(row, locale);
  return {
    id: row.id,
    parent_id: row.parentId,
    icon: row.icon,
    translation: {
      title,
      // A French simplified title falls back to the Dutch one, never to the full title: a category
      // without any simplified title stays out of the category strip.
      simplified_title: simplifiedTitle,
      slug,
      route: siteRoute('/promos/[categorySlug]', locale, { categorySlug: slug }),
      description,
    },
  } satisfies Category;
}

export async function listCategories(db: Db, locale: Locale): Promise<Category[]> {
  const rows = await db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => toCategory(row, locale));
}

/** Where a key names a category: its id (digits) or either locale's slug; the id wins over a slug. */
function categoryKey(key: string): { where: SQL; order: SQL } {
  const id = recordId(key);
  const bySlug = slugMatches(categories.slugNl, categories.slugFr, key);
  return id === null
    ? { where: bySlug, order: asc(categories.id) }
    : { where: or(eq(categories.id, id), bySlug) as SQL, order: sql`(${categories.id} = ${id}) desc` };
}

/** A category by id or by either locale's slug. */
export async function findCategory(db: Db, key: string, locale: Locale): Promise<Category | null> {
  const { where, order } = categoryKey(key);
  const [row] = await db.select(categoryColumns).from(categories).where(where).orderBy(order).limit(1);
  return row ? toCategory(row, locale) : null;
}

/** The id of the category a key (an id or a slug, from a query) names; null when it names none. */
export async function findCategoryId(db: Db, rawKey: string): Promise<number | null> {
  const key = cleanSlug(rawKey);
  if (key === null) return null;
  const { where, order } = categoryKey(key);
  const [row] = await db.select({ id: categories.id }).from(categories).where(where).orderBy(order).limit(1);
  return row?.id ?? null;
}

/** Popular categories in position order, each with its number of current promos (one aggregate query). */
export async function popularCategories(db: Db, locale: Locale): Promise<PopularCategory[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.isPopular, true))
    .orderBy(asc(categories.position), asc(categories.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const counts = await db
    .select({
      categoryId: sql<number>`category_id`.mapWith(Number),
      promos: sql<number>`count(*)`.mapWith(countValue),
    })
    .from(sql`${feedItems} cross join lateral unnest(${feedItems.categoryIds}) as category(category_id)`)
    .where(and(currentFeedItem, sql`${feedItems.categoryIds} && ${idArray}`, sql`category_id = any(${idArray})`))
    .groupBy(sql`category_id`);
  const promosById = new Map(counts.map((row) => [row.categoryId, row.promos]));
  return rows.map((row) => ({ ...toCategory(row, locale), promos_count: promosById.get(row.id) ?? 0 }));
}
