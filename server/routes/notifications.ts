import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  NOTIFICATION_DELETE_SCOPES,
  type NotificationResponse,
  type NotificationsDeletedResponse,
  type NotificationsPage,
  type NotificationsUpdatedResponse,
} from '@/lib/api/notifications-types';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/api/notifications';
import { pageNumberParam, recordIdParam, strictPerPageParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { MAX_PER_PAGE, pageRequest } from '../http/pagination';
import {
  deleteNotification,
  deleteNotifications,
  markAllNotificationsChecked,
  markAllNotificationsRead,
  markNotificationChecked,
  markNotificationRead,
} from '../services/notifications/change';
import { findNotification, listNotifications } from '../services/notifications/list';
import { flag } from './list-query';

/**
 * A member's notifications (docs/notifications.md): list, read, check, delete. Members only; every
 * call is scoped to the member, so another member's notification answers 404 like an unknown one.
 */

const MISSING = 'Notification not found.';

const listQuery = z.object({ page: pageNumberParam, per_page: strictPerPageParam(NOTIFICATIONS_PAGE_SIZE, MAX_PER_PAGE), unread: flag });
const deleteQuery = z.object({
  which: z.enum(NOTIFICATION_DELETE_SCOPES, { error: 'Say which notifications to delete: read or all.' }),
});
const one = { params: { id: recordIdParam }, missing: MISSING, auth: 'user' } as const;
const member = { auth: 'user' } as const;

export const notificationRoutes = new Hono<AppEnv>()
  .get(
    '/notifications',
    endpoint({ summary: "The member's notifications, newest first, with their unread count.", ...member, query: listQuery }, async (c, { query, userId }) => {
      const page = await listNotifications(c.var.db, userId, pageRequest(query.page, query.per_page), {
        locale: requestLocale(c),
        now: new Date(),
        unreadOnly: query.unread,
      });
      return c.json(page satisfies NotificationsPage);
    }),
  )
  .post(
    '/notifications/read',
    endpoint({ summary: "Mark all of the member's notifications read.", ...member }, async (c, { userId }) =>
      c.json({ data: { updated: await markAllNotificationsRead(c.var.db, userId, new Date()) } } satisfies NotificationsUpdatedResponse),
    ),
  )
  .post(
    '/notifications/check',
    endpoint({ summary: "Mark all of the member's unread notifications seen.", ...member }, async (c, { userId }) =>
      c.json({ data: { updated: await markAllNotificationsChecked(c.var.db, userId, new Date()) } } satisfies NotificationsUpdatedResponse),
    ),
  )
  .delete(
    '/notifications',
    endpoint({ summary: "Delete the member's read notifications, or all of them.", ...member, query: deleteQuery }, async (c, { query, userId }) =>
      c.json({ data: { deleted: await deleteNotifications(c.var.db, userId, query.which, new Date()) } } satisfies NotificationsDeletedResponse),
    ),
  )
  .post(
    '/notifications/:id/read',
    endpoint({ summary: 'Mark one notification read (and seen).', ...one }, async (c, { params, userId }) => {
      const now = new Date();
      if (!(await markNotificationRead(c.var.db, userId, params.id, now))) throw notFound(MISSING);
      return answer(c, userId, params.id, now);
    }),
  )
  .post(
    '/notifications/:id/check',
    endpoint({ summary: 'Mark one notification seen.', ...one }, async (c, { params, userId }) => {
      const now = new Date();
      if (!(await markNotificationChecked(c.var.db, userId, params.id, now))) throw notFound(MISSING);
      return answer(c, userId, params.id, now);
    }),
  )
  .delete(
    '/notifications/:id',
    endpoint({ summary: 'Delete one notification.', ...one, success: { status: 204, empty: true } }, async (c, { params, userId }) => {
      if (!(await deleteNotification(c.var.db, userId, params.id, new Date()))) throw notFound(MISSING);
      return c.body(null, 204);
    }),
  );

/** The notification as the member now sees it. */
async function answer(c: Context<AppEnv>, userId: number, id: number, now: Date): Promise<Response> {
  const notification = await findNotification(c.var.db, userId, id, { locale: requestLocale(c), now });
  if (!notification) throw notFound(MISSING);
  return c.json({ data: notification } satisfies NotificationResponse);
}
