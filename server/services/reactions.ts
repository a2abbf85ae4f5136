import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { NO_PROMO_FLAGS, type PromoFlags } from '@/lib/api/feed';
import type { MorphableType } from '@/lib/schemas/feed-filters';
import type { Db } from '../db/client';
import { reactions, type ReactableType, type ReactionKind } from '../db/schema';
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
