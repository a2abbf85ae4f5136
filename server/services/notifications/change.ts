import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationDeleteScope } from '@/lib/api/notifications-types';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { isUnread } from './list';

/**
 * A member marking their notifications read (opened), checked (seen in the bell's dropdown) or
 * deleting them. Every statement is scoped to the member: another member's id changes nothing and
 * reads as unknown. Marks are set once: doing it again keeps the first time.
 */

const owned = (userId: number, id: number) => and(eq(notifications.userId, userId), eq(notifications.id, id)) as SQL;
const firstTime = (column: typeof notifications.readAt | typeof notifications.checkedAt, now: Date) =>
  sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`;

/** Read one (also checks it); false when it is not the member's. */
export async function markNotificationRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: firstTime(notifications.readAt, now), checkedAt: firstTime(notifications.checkedAt, now) })
    .where(owned(userId, id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Check one; false when it is not the member's. */
export async function markNotificationChecked(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ checkedAt: firstTime(notifications.checkedAt, now) })
    .where(owned(userId, id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Read every notification the member has not opened yet (seen ones too); how many changed. */
export async function markAllNotificationsRead(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now, checkedAt: firstTime(notifications.checkedAt, now) })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Check every unread notification (what opening the bell's dropdown does); how many changed. */
export async function markAllNotificationsChecked(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ checkedAt: now })
    .where(and(eq(notifications.userId, userId), isUnread))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Delete one; false when it is not the member's. */
export async function deleteNotification(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(notifications).where(owned(userId, id)).returning({ id: notifications.id });
  return rows.length > 0;
}

/** Delete the member's read notifications, or all of them; how many went. */
export async function deleteNotifications(db: Db, userId: number, which: NotificationDeleteScope): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), which === 'read' ? isNotNull(notifications.readAt) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}
