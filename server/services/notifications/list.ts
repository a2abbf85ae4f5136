import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { timeAgo } from '@/lib/format/time-ago';
import type { Locale } from '@/lib/i18n/routing';
import type { Notification, NotificationsPage } from '@/lib/api/notifications-types';
import { countValue, type Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { paginated, type PageRequest } from '../../http/pagination';
import { mediaUrl } from '../../http/urls';

/**
 * Reading a member's notifications as the API shows them: newest first, `time_ago` in the reader's
 * language (the content was written in the recipient's language when it was created).
 */

/** Not read and not seen in the bell's dropdown. */
export const isUnread: SQL = and(isNull(notifications.readAt), isNull(notifications.checkedAt)) as SQL;

const columns = {
  id: notifications.id,
  content: notifications.content,
  isLink: notifications.isLink,
  url: notifications.url,
  readAt: notifications.readAt,
  checkedAt: notifications.checkedAt,
  createdAt: notifications.createdAt,
  avatarPath: users.avatarPath,
};

export type ReadContext = { locale: Locale; now: Date };

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function present(row: Row, context: ReadContext): Notification {
  return {
    id: row.id,
    content: row.content,
    time_ago: timeAgo(row.createdAt, context.now, context.locale),
    author_avatar: mediaUrl(row.avatarPath),
    read_at: row.readAt?.toISOString() ?? null,
    checked_at: row.checkedAt?.toISOString() ?? null,
    is_link: row.isLink && row.url !== null,
    url: row.url,
    created_at: row.createdAt.toISOString(),
  };
}

function selectRows(db: Db, where: SQL) {
  return db
    .select(columns)
    .from(notifications)
    .leftJoin(users, and(eq(users.id, notifications.authorUserId), isNull(users.deletedAt)))
    .where(where);
}

/** The member's own, not deleted (a deleted row only stays to hold its event key). */
const ownedBy = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.deletedAt)) as SQL;

/** One page of a member's notifications (only the unread ones with `unreadOnly`), with their unread count. */
export async function listNotifications(
  db: Db,
  userId: number,
  page: PageRequest,
  options: ReadContext & { unreadOnly: boolean },
): Promise<NotificationsPage> {
  const where = options.unreadOnly ? (and(ownedBy(userId), isUnread) as SQL) : ownedBy(userId);
  const [rows, [counts]] = await Promise.all([
    selectRows(db, where).orderBy(desc(notifications.id)).limit(page.perPage).offset(page.offset),
    db
      .select({
        total: options.unreadOnly ? sql<unknown>`count(*) filter (where ${isUnread})` : sql<unknown>`count(*)`,
        unread: sql<unknown>`count(*) filter (where ${isUnread})`,
      })
      .from(notifications)
      .where(ownedBy(userId)),
  ]);
  return paginated(
    rows.map((row) => present(row, options)),
    page,
    countValue(counts?.total ?? 0),
    { unread_count: countValue(counts?.unread ?? 0) },
  );
}

/** One of the member's notifications; null when it is not theirs or does not exist. */
export async function findNotification(db: Db, userId: number, id: number, context: ReadContext): Promise<Notification | null> {
  const [row] = await selectRows(db, and(ownedBy(userId), eq(notifications.id, id)) as SQL).limit(1);
  return row ? present(row, context) : null;
}
