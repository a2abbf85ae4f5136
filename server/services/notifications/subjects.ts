import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedItems, users } from '../../db/schema';
import type { ExpiredReportType } from '@/lib/api/notifications-types';
import type { EventAuthor, PromoSubject } from './events';

/** What notifications say about a promo, from its feed index row (titles in both languages, its author). */

export type IndexedPromo = PromoSubject & { authorId: number | null; isActive: boolean; expiredAt: Date | null };

export const subjectColumns = {
  type: feedItems.morphableType,
  id: feedItems.morphableId,
  titleNl: feedItems.titleNl,
  titleFr: feedItems.titleFr,
  authorId: feedItems.userId,
  isActive: feedItems.isActive,
  expiredAt: feedItems.expiredAt,
};

export function indexedPromo(row: {
  type: string;
  id: number;
  titleNl: string;
  titleFr: string;
  authorId: number | null;
  isActive: boolean;
  expiredAt: Date | null;
}): IndexedPromo {
  return {
    type: row.type as ExpiredReportType,
    id: row.id,
    title: { nl: row.titleNl, fr: row.titleFr },
    authorId: row.authorId,
    isActive: row.isActive,
    expiredAt: row.expiredAt,
  };
}

/** The promo's index row as a notification subject; null when it is not indexed. */
export async function findIndexedPromo(db: Db, type: ExpiredReportType, id: number): Promise<IndexedPromo | null> {
  const [row] = await db
    .select(subjectColumns)
    .from(feedItems)
    .where(and(eq(feedItems.morphableType, type), eq(feedItems.morphableId, id)))
    .limit(1);
  return row ? indexedPromo(row) : null;
}

/** A member as the author of an event: their name as the site shows it. */
export async function findAuthor(db: Db, userId: number): Promise<EventAuthor | null> {
  const [row] = await db.select({ id: users.id, fname: users.fname, lname: users.lname }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? { id: row.id, name: `${row.fname} ${row.lname}`.trim() } : null;
}
