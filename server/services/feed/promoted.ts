import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { FeedItem, PromotedSection } from '@/lib/api/feed';
import type { Db } from '../../db/client';
import { categories, feedItems, promotedPromos } from '../../db/schema';
import { currentFeedConditions, notHiddenCondition } from './filters';
import { hydrateFeedRows } from './hydrate';
import { feedRowColumns, type Viewer } from './index-rows';

const MAX_PROMOTED = 50;

/** A category by id or by its slug in either language; null when unknown. */
export async function findCategoryId(db: Db, idOrSlug: string): Promise<number | null> {
  const value = idOrSlug.trim();
  if (value === '' || value.length > 255) return null;
  const digits = /^\d{1,10}$/.test(value) ? Number(value) : null;
  // Beyond int4 no id exists, and PostgreSQL rejects such a parameter next to an int4 column (the ORDER BY too).
  const asId = digits !== null && digits <= 2_147_483_647 ? digits : null;
  const bySlug = or(eq(categories.slugNl, value), eq(categories.slugFr, value));
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(asId !== null ? or(eq(categories.id, asId), bySlug) : bySlug)
    .orderBy(asId !== null ? sql`${categories.id} = ${asId} desc` : asc(categories.id))
    .limit(1);
  return row?.id ?? null;
}

/** The current promoted items of a section in position order (only items the feed shows). */
export async function listPromoted(
  db: Db,
  viewer: Viewer,
  section: PromotedSection,
  categoryId: number | null,
): Promise<FeedItem[]> {
  const rows = await db
    .select(feedRowColumns)
    .from(promotedPromos)
    .innerJoin(
      feedItems,
      and(eq(feedItems.morphableType, promotedPromos.morphableType), eq(feedItems.morphableId, promotedPromos.morphableId)),
    )
    .where(
      and(
        eq(promotedPromos.section, section),
        categoryId !== null ? eq(promotedPromos.categoryId, categoryId) : undefined,
        sql`(${promotedPromos.startsAt} is null or ${promotedPromos.startsAt} <= now())`,
        sql`(${promotedPromos.endsAt} is null or ${promotedPromos.endsAt} > now())`,
        ...currentFeedConditions(),
        ...notHiddenCondition(viewer.userId),
      ),
    )
    .orderBy(asc(promotedPromos.position), asc(promotedPromos.id))
    .limit(MAX_PROMOTED);
  return hydrateFeedRows(db, rows, viewer);
}
