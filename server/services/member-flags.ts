import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { HiddenPromo, HiddenPromosPage, MemberPromoFlags } from '@/lib/api/member-flags';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import type { FlagItemRef } from '@/lib/api/member-flag-items';
import type { Db } from '../db/client';
import { feedItems } from '../db/schema';
import { paginated, type PageRequest } from '../http/pagination';
import { hydrateFeedRows } from './feed/hydrate';
import type { Viewer } from './feed/index-rows';
import { uniqueIds } from './ids';
import { flagKey, loadFlags, pageOfReactedPromos } from './reactions';

/**
 * The member's own flags on a page of cards: the items the feed index knows (one query, with their
 * current counts) and the member's reactions on them (one query, reactions.ts). Items it does not
 * know are left out, so a card whose promo is gone keeps what the page showed.
 */
export async function memberPromoFlags(db: Db, userId: number, items: readonly FlagItemRef[]): Promise<MemberPromoFlags[]> {
  if (items.length === 0) return [];
  const byType = new Map<FlagItemRef['type'], number[]>();
  for (const item of items) byType.set(item.type, [...(byType.get(item.type) ?? []), item.id]);
  const known = await db
    .select({
      type: feedItems.morphableType,
      id: feedItems.morphableId,
      rating: feedItems.rating,
      hits: feedItems.hitsCount,
      dislikes: feedItems.dislikesCount,
    })
    .from(feedItems)
    .where(or(...[...byType].map(([type, ids]) => and(eq(feedItems.morphableType, type), inArray(feedItems.morphableId, uniqueIds(ids))) as SQL)));
  const flags = await loadFlags(
    db,
    userId,
    known.map((row) => ({ type: row.type, id: row.id })),
  );
  const rows = new Map(known.map((row) => [flagKey(row.type, row.id), row]));
  const seen = new Set<string>();
  const answer: MemberPromoFlags[] = [];
  // In the order asked, once each.
  for (const item of items) {
    const key = flagKey(item.type, item.id);
    const row = rows.get(key);
    if (!row || seen.has(key)) continue;
    seen.add(key);
    answer.push({
      morphable_type: row.type,
      morphable_id: row.id,
      ...(flags.get(key) ?? NO_PROMO_FLAGS),
      rating_calculated: row.rating,
      hits_count: row.hits,
      dislikes_count: row.dislikes,
    });
  }
  return answer;
}

/**
 * The member's hidden promos, most recently hidden first, as feed cards with the moment they were
 * hidden. Like the favourites, without what was unpublished or deleted since: its actions answer 404,
 * so it could not be restored, and it is in no feed to hide it from.
 */
export async function listHiddenPromos(db: Db, viewer: Viewer & { userId: number }, page: PageRequest): Promise<HiddenPromosPage> {
  const { rows, total } = await pageOfReactedPromos(db, viewer.userId, 'hidden', page, { activeOnly: true });
  const hiddenAt = new Map(rows.map((row) => [flagKey(row.morphableType, row.morphableId), row.reactedAt.toISOString()]));
  const cards = await hydrateFeedRows(db, rows, viewer);
  const data: HiddenPromo[] = cards.map((card) => ({
    ...card,
    hidden_at: hiddenAt.get(flagKey(card.morphable_type, card.morphable_id)) ?? new Date(0).toISOString(),
  }));
  return paginated(data, page, total);
}
