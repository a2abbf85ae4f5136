import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedItems, notifications, reactions, users } from '../../db/schema';
import { EXPIRED_REPORT_TYPES } from '@/lib/api/notifications-types';
import { createNotifications, type CreateOptions, type Recipient } from './create';
import { EXPIRING_WITHIN_MS, expiringEvent } from './events';
import { indexedPromo, subjectColumns, type IndexedPromo } from './subjects';

/**
 * "Expiring soon": a member who saved a promo (favourite) hears once that it ends within 24 hours
 * (event `expiring:<type>:<id>`). Run by the expiry sweep with its clock; it walks the favourites in
 * keyset batches on the reaction id and skips members already told, so a retried run sends nothing
 * twice.
 * A member who deleted the notice is not told again either: a deleted notification keeps its row,
 * and so its event key, for months (services/notifications/change.ts).
 */

export type SweepOptions = CreateOptions & { batchSize?: number };

export async function notifyExpiringFavourites(db: Db, now: Date, options: SweepOptions = {}): Promise<{ created: number }> {
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const until = new Date(now.getTime() + EXPIRING_WITHIN_MS);
  const alreadyTold = sql`exists (select 1 from ${notifications} where ${notifications.userId} = ${reactions.userId}
    and ${notifications.eventKey} = 'expiring:' || ${reactions.reactableType} || ':' || ${reactions.reactableId})`;
  let cursor = 0;
  let created = 0;
  for (;;) {
    const rows = await db
      .select({ reactionId: reactions.id, userId: users.id, locale: users.locale, ...subjectColumns })
      .from(reactions)
      .innerJoin(feedItems, and(eq(feedItems.morphableType, reactions.reactableType), eq(feedItems.morphableId, reactions.reactableId)))
      .innerJoin(users, and(eq(users.id, reactions.userId), isNull(users.deletedAt)))
      .where(
        and(
          eq(reactions.kind, 'favourite'),
          inArray(reactions.reactableType, [...EXPIRED_REPORT_TYPES]),
          gt(reactions.id, cursor),
          eq(feedItems.isActive, true),
          gt(feedItems.expiredAt, now),
          lte(feedItems.expiredAt, until),
          sql`not ${alreadyTold}`,
        ),
      )
      .orderBy(asc(reactions.id))
      .limit(batchSize);
    if (rows.length === 0) break;

    const byPromo = new Map<string, { subject: IndexedPromo; recipients: Recipient[] }>();
    for (const row of rows) {
      const key = `${row.type}:${row.id}`;
      const entry = byPromo.get(key) ?? { subject: indexedPromo(row), recipients: [] };
      entry.recipients.push({ id: row.userId, locale: row.locale });
      byPromo.set(key, entry);
    }
    for (const { subject, recipients } of byPromo.values()) {
      created += await createNotifications(db, recipients, expiringEvent(subject), options);
    }
    cursor = rows[rows.length - 1]!.reactionId;
    if (rows.length < batchSize) break;
  }
  return { created };
}
