import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { NO_PROMO_FLAGS, type PromoFlags } from '@/lib/api/feed';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import { countValue, type Db } from '../db/client';
import type { PageRequest } from '../http/pagination';
import { feedRowColumns, type FeedIndexRow } from './feed/index-rows';
import { feedItems, reactions, type ReactableType, type ReactionKind } from '../db/schema';
import { uniqueIds } from './ids';

/**
 * Reading a user's reactions (favourites, subscriptions, votes, hides, expired reports) for the lists
 * and cards that show them; services/actions.ts writes them.
 */

/**
 * The ids among `ids` that the user has flagged (`kind`) on entities of `type`: one query for a whole
 * page; guests have no flags.
 */
export async function reactedIds(
  db: Db,
  userId: number | null,
  type: ReactableType,
  kind: ReactionKind,
  ids: readonly number[],
): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: reactions.reactableId })
    .from(reactions)
    .where(
      and(
        eq(reactions.userId, userId),
        eq(reactions.reactableType, type),
        eq(reactions.kind, kind),
        inArray(reactions.reactableId, [...new Set(ids)]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export const flagKey = (type: string, id: number) => `${type}:${id}`;

/** The viewer's flags on a set of items: ONE query on reactions; guests get none. */
export async function loadFlags(
  db: Db,
  userId: number | null,
  items: readonly { type: MorphableType; id: number }[],
): Promise<Map<string, PromoFlags>> {
  const flags = new Map<string, PromoFlags>();
  if (userId === null || items.length === 0) return flags;
  const idsByType = new Map<MorphableType, number[]>();
  for (const item of items) idsByType.set(item.type, [...(idsByType.get(item.type) ?? []), item.id]);
  const perType = [...idsByType].map(
    ([type, ids]) => and(eq(reactions.reactableType, type), inArray(reactions.reactableId, uniqueIds(ids))) as SQL,
  );
  const rows = await db
    .select({
      type: reactions.reactableType,
      id: reactions.reactableId,
      kind: reactions.kind,
      createdAt: reactions.createdAt,
    })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), or(...perType)));
  for (const row of rows) {
    const key = flagKey(row.type, row.id);
    const current = flags.get(key) ?? { ...NO_PROMO_FLAGS };
    switch (row.kind) {
      case 'hit':
        current.is_hit = true;
        break;
      case 'dislike':
        current.is_dislike = true;
        break;
      case 'favourite':
        current.is_favourite = true;
        current.favourite_at = row.createdAt.toISOString();
        break;
      case 'hidden':
        current.is_hidden = true;
        break;
      case 'subscription':
        current.subscriptions = true;
        break;
      case 'reported_expired':
        current.is_reported_expired = true;
        break;
    }
    flags.set(key, current);
  }
  return flags;
}

export type ReactedPromoRow = FeedIndexRow & { reactedAt: Date };

/**
 * One page of the promos (feed index rows) a member flagged with `kind`, most recently flagged first,
 * with the moment they did and the total: the favourites page and the hidden promos list. `types`
 * narrows the kinds of promo; `activeOnly` leaves out what was unpublished or deleted since.
 */
export async function pageOfReactedPromos(
  db: Db,
  userId: number,
  kind: ReactionKind,
  page: PageRequest,
  options: { types?: readonly MorphableType[]; activeOnly?: boolean } = {},
): Promise<{ rows: ReactedPromoRow[]; total: number }> {
  // The feed index has one row per promo (unique morphable type and id), so the join adds no rows.
  const joined = and(eq(feedItems.morphableType, reactions.reactableType), eq(feedItems.morphableId, reactions.reactableId));
  const where = and(
    eq(reactions.userId, userId),
    eq(reactions.kind, kind),
    options.types ? inArray(reactions.reactableType, [...options.types]) : undefined,
    options.activeOnly ? eq(feedItems.isActive, true) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...feedRowColumns, reactedAt: reactions.createdAt })
      .from(reactions)
      .innerJoin(feedItems, joined)
      .where(where)
      .orderBy(desc(reactions.createdAt), desc(reactions.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ value: count() }).from(reactions).innerJoin(feedItems, joined).where(where),
  ]);
  return { rows, total: countValue(total?.value ?? 0) };
}
