import { safeExternalUrl, safeInternalPath } from '@/lib/navigation/safe-url';
import type { ApiClient } from './client';
import type { Notification, NotificationDeleteScope, NotificationsPage } from './notifications-types';

/**
 * A member's notifications (docs/notifications.md): one small function per
 * call taking the ApiClient first. Members only: a guest gets 401, another member's id 404.
 */

export type { Notification, NotificationsPage, NotificationDeleteScope } from './notifications-types';

/** The API's bounds of `per_page`; the page lists 10 at a time, the header's poll reads only the unread count (per_page 1). */
export const NOTIFICATIONS_PER_PAGE_MAX = 100;
export const NOTIFICATIONS_PAGE_SIZE = 10;

export type NotificationsQuery = { page?: number; per_page?: number; unread?: boolean };

/** Unread = neither read nor checked (opening the bell's list checks them). */
export function isUnread(notification: Pick<Notification, 'read_at' | 'checked_at'>): boolean {
  return notification.read_at === null && notification.checked_at === null;
}

export async function getNotifications(api: ApiClient, query: NotificationsQuery = {}): Promise<NotificationsPage> {
  const params: Record<string, number> = { page: query.page ?? 1, per_page: query.per_page ?? NOTIFICATIONS_PAGE_SIZE };
  if (query.unread) params.unread = 1;
  return (await api.get<NotificationsPage>('/notifications', { params })).data;
}

const itemPath = (id: number, action?: 'read' | 'check') => `/notifications/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export async function readNotification(api: ApiClient, id: number): Promise<Notification> {
  return (await api.post<{ data: Notification }>(itemPath(id, 'read'))).data.data;
}

export async function checkNotification(api: ApiClient, id: number): Promise<Notification> {
  return (await api.post<{ data: Notification }>(itemPath(id, 'check'))).data.data;
}

/** Marks every unread notification read; answers how many changed. */
export async function readAllNotifications(api: ApiClient): Promise<number> {
  return (await api.post<{ data: { updated: number } }>('/notifications/read')).data.data.updated;
}

/** Marks every unchecked notification checked (opening the bell's list); answers how many changed. */
export async function checkAllNotifications(api: ApiClient): Promise<number> {
  return (await api.post<{ data: { updated: number } }>('/notifications/check')).data.data.updated;
}

export async function deleteNotification(api: ApiClient, id: number): Promise<void> {
  await api.delete(itemPath(id));
}

/** Deletes the read ones or all; answers how many went. */
export async function deleteNotifications(api: ApiClient, which: NotificationDeleteScope): Promise<number> {
  return (await api.delete<{ data: { deleted: number } }>('/notifications', { params: { which } })).data.data.deleted;
}

/**
 * Where a notification leads (contract: `is_link` → its path within the site, opened with the
 * router; another URL → the whole page goes there; no URL → nothing to open). Both pass the site's
 * navigation guards, so a stored `javascript:` URL opens nothing.
 */
export type NotificationTarget = { kind: 'path'; path: string } | { kind: 'url'; url: string } | null;

export function notificationTarget(notification: Pick<Notification, 'is_link' | 'url'>): NotificationTarget {
  if (!notification.url) return null;
  if (!notification.is_link) {
    const url = safeExternalUrl(notification.url);
    return url === null ? null : { kind: 'url', url };
  }
  let origin: string;
  try {
    origin = new URL(notification.url).origin;
  } catch {
    return null;
  }
  const path = safeInternalPath(notification.url, origin);
  return path === null ? null : { kind: 'path', path };
}
