import { and, asc, eq, sql } from 'drizzle-orm';
import type { FeedItem, PromotedSection } from '@/lib/api/feed';
import type { Db } from '../../db/client';
import { feedItems, promotedPromos } from '../../db/schema';
import { currentFeedConditions, notHiddenCondition } from './filters';
import { hydrateFeedRows } from './hydrate';
import { feedRowColumns, type Viewer } from './index-rows';

const MAX_PROMOTED = 50;

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
