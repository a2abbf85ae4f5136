import { and, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { NotificationDeleteScope } from '@/lib/api/notifications-types';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { isUnread } from './list';

/**
 * A member marking their notifications read (opened), checked (seen in the bell's dropdown) or
 * deleting them. Every statement is scoped to the member: another member's id changes nothing and
 * reads as unknown. Marks are set once: doing it again keeps the first time. Deleting marks the row
 * deleted rather than removing it, so its event key keeps holding (docs/notifications.md).
 */

/** The member's own, not deleted: a deleted notification reads as unknown. */
const owned = (userId: number, id: number) =>
  and(eq(notifications.userId, userId), eq(notifications.id, id), isNull(notifications.deletedAt)) as SQL;
const ownedAll = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.deletedAt)) as SQL;
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
    .where(and(ownedAll(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Check every unread notification (what opening the bell's dropdown does); how many changed. */
export async function markAllNotificationsChecked(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ checkedAt: now })
    .where(and(ownedAll(userId), isUnread))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Delete one; false when it is not the member's. */
export async function deleteNotification(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db.update(notifications).set({ deletedAt: now }).where(owned(userId, id)).returning({ id: notifications.id });
  return rows.length > 0;
}

/** Delete the member's read notifications, or all of them; how many went. */
export async function deleteNotifications(db: Db, userId: number, which: NotificationDeleteScope, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ deletedAt: now })
    .where(and(ownedAll(userId), which === 'read' ? isNotNull(notifications.readAt) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** How long a deleted notification's row stays to hold its event key (longer than any retry or re-run). */
export const NOTIFICATION_TOMBSTONE_DAYS = 180;

/** Removes notifications deleted more than NOTIFICATION_TOMBSTONE_DAYS ago (the expiry sweep runs it); how many. */
export async function purgeDeletedNotifications(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_TOMBSTONE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db.delete(notifications).where(lt(notifications.deletedAt, before)).returning({ id: notifications.id });
  return rows.length;
}
