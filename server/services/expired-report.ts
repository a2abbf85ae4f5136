import { and, eq, sql } from 'drizzle-orm';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import type { ExpiredReportFlags, ExpiredReportType } from '@/lib/api/notifications-types';
import { countValue, type Db } from '../db/client';
import { feedItems, onlinePromos, posts, reactions, users } from '../db/schema';
import { sourceIsActive } from './actions';
import { calculateRating } from './feed-index/rows';
import { createNotifications, type CreateOptions } from './notifications/create';
import { expiredReportEvent } from './notifications/events';
import { indexedPromo, subjectColumns } from './notifications/subjects';
import { loadFlags } from './reactions';

/**
 * Members reporting a promo expired (docs/notifications.md). Each member reports a promo once (a
 * `reported_expired` reaction). When EXPIRED_REPORTS_NEEDED different members, or the promo's author,
 * have reported it, it ends now: `expired_at` on its source row and its feed index row, so every list
 * (the top 100 included) drops it and its page shows it expired; the members subscribed to it are
 * told (event `expired-report:<type>:<id>`). All in one transaction; a repeated report changes nothing.
 */

export const EXPIRED_REPORTS_NEEDED = 3;

export type ExpiredReportResult = { flags: ExpiredReportFlags; expiredNow: boolean };

/** Null when the promo is unknown or not public (nothing is written then). */
export async function reportExpired(
  db: Db,
  userId: number,
  type: ExpiredReportType,
  id: number,
  now: Date,
  options: CreateOptions = {},
): Promise<ExpiredReportResult | null> {
  return db.transaction(async (tx) => {
    if (!(await sourceIsActive(tx, type, id))) return null;
    // Locked, so two reports at once are counted one after the other.
    const [indexed] = await tx
      .select({ ...subjectColumns, hits: feedItems.hitsCount, dislikes: feedItems.dislikesCount })
      .from(feedItems)
      .where(and(eq(feedItems.morphableType, type), eq(feedItems.morphableId, id)))
      .for('update')
      .limit(1);
    if (indexed && !indexed.isActive) return null;

    const reported = await tx
      .insert(reactions)
      .values({ userId, reactableType: type, reactableId: id, kind: 'reported_expired' })
      .onConflictDoNothing()
      .returning({ id: reactions.id });
    let expiredAt = indexed?.expiredAt ?? null;
    let expiredNow = false;
    const alreadyExpired = expiredAt !== null && expiredAt.getTime() <= now.getTime();
    if (reported.length > 0 && indexed && !alreadyExpired) {
      const [count] = await tx
        .select({ n: sql<unknown>`count(*)` })
        .from(reactions)
        .where(and(eq(reactions.reactableType, type), eq(reactions.reactableId, id), eq(reactions.kind, 'reported_expired')));
      if (userId === indexed.authorId || countValue(count?.n ?? 0) >= EXPIRED_REPORTS_NEEDED) {
        await expireAt(tx, type, id, now);
        expiredAt = now;
        expiredNow = true;
        const subscribers = await tx
          .select({ id: users.id, locale: users.locale })
          .from(reactions)
          .innerJoin(users, eq(users.id, reactions.userId))
          .where(
            and(
              eq(reactions.reactableType, type),
              eq(reactions.reactableId, id),
              eq(reactions.kind, 'subscription'),
              sql`${users.deletedAt} is null`,
              sql`${users.id} <> ${userId}`,
            ),
          );
        await createNotifications(tx, subscribers, expiredReportEvent(indexedPromo(indexed)), { now, ...options });
      }
    }

    const flags = await loadFlags(tx, userId, [{ type, id }]);
    const votes = indexed ? { hits: indexed.hits, dislikes: indexed.dislikes } : { hits: 0, dislikes: 0 };
    return {
      expiredNow,
      flags: {
        ...([...flags.values()][0] ?? NO_PROMO_FLAGS),
        rating_calculated: calculateRating(votes),
        hits_count: votes.hits,
        dislikes_count: votes.dislikes,
        is_expired: expiredAt !== null && expiredAt.getTime() <= now.getTime(),
      },
    };
  });
}

/** Ends a promo at `now` on its source row (folder items have none: their end is the index row's) and in the index. */
async function expireAt(tx: Db, type: ExpiredReportType, id: number, now: Date): Promise<void> {
  if (type === 'Post') await tx.update(posts).set({ expiredAt: now, updatedAt: now }).where(eq(posts.id, id));
  if (type === 'OnlinePromo') await tx.update(onlinePromos).set({ expiredAt: now, updatedAt: now }).where(eq(onlinePromos.id, id));
  await tx
    .update(feedItems)
    .set({ expiredAt: now, updatedAt: now })
    .where(and(eq(feedItems.morphableType, type), eq(feedItems.morphableId, id)));
}
