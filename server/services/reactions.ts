import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reactions, type ReactableType, type ReactionKind } from '../db/schema';

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
