import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { HiddenPromo, HiddenPromosPage, MemberPromoFlags } from '@/lib/api/member-flags';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import type { FlagItemRef } from '@/lib/api/member-flag-items';
import { countValue, type Db } from '../db/client';
import { feedItems, reactions } from '../db/schema';
import { paginated, type PageRequest } from '../http/pagination';
import { hydrateFeedRows } from './feed/hydrate';
import { feedRowColumns, type Viewer } from './feed/index-rows';
import { uniqueIds } from './ids';
import { flagKey, loadFlags } from './reactions';

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

/** The member's hidden promos, most recently hidden first, as feed cards with the moment they were hidden. */
export async function listHiddenPromos(db: Db, viewer: Viewer & { userId: number }, page: PageRequest): Promise<HiddenPromosPage> {
  const joined = and(eq(feedItems.morphableType, reactions.reactableType), eq(feedItems.morphableId, reactions.reactableId));
  const mine = and(eq(reactions.userId, viewer.userId), eq(reactions.kind, 'hidden'));
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...feedRowColumns, hiddenAt: reactions.createdAt })
      .from(reactions)
      .innerJoin(feedItems, joined)
      .where(mine)
      .orderBy(desc(reactions.createdAt), desc(reactions.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: sql<unknown>`count(*)` }).from(reactions).innerJoin(feedItems, joined).where(mine),
  ]);
  const hiddenAt = new Map(rows.map((row) => [flagKey(row.morphableType, row.morphableId), row.hiddenAt.toISOString()]));
  const cards = await hydrateFeedRows(db, rows, viewer);
  const data: HiddenPromo[] = cards.map((card) => ({
    ...card,
    hidden_at: hiddenAt.get(flagKey(card.morphable_type, card.morphable_id)) ?? new Date(0).toISOString(),
  }));
  return paginated(data, page, countValue(count?.total ?? 0));
}
