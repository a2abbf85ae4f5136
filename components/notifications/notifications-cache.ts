import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import {
  checkAllNotifications,
  deleteNotification,
  deleteNotifications,
  readAllNotifications,
  getNotifications,
  readNotification,
  type Notification,
  type NotificationsPage,
  type NotificationsQuery,
} from '@/lib/api/notifications';
import { readToken } from '@/lib/auth/token';
import { getQueryClient } from '@/lib/queries/query-client';

/**
 * The member's notifications in the shared query client: the header poll (unread count), the
 * bell's preview (first 4) and the page's list (pages of 10). Keys carry the member's id, so a
 * second member signing in on the same tab never sees the first one's list. Every change
 * updates the cached lists at once, then refetches them from the API.
 */
export const notificationKeys = {
  all: (userId: number) => ['notifications', userId] as const,
  unread: (userId: number) => ['notifications', userId, 'unread'] as const,
  preview: (userId: number) => ['notifications', userId, 'preview'] as const,
  list: (userId: number) => ['notifications', userId, 'list'] as const,
};

/**
 * One page of the member's notifications. Without a token (signed out: logout refetches every query
 * before the bell and the page are gone) an empty page, without a refused call to the API.
 */
export async function fetchNotifications(query: NotificationsQuery): Promise<NotificationsPage> {
  if (!readToken()) {
    const perPage = query.per_page ?? 0;
    return { data: [], meta: { current_page: 1, last_page: 1, per_page: perPage, total: 0, from: null, to: null, unread_count: 0 } };
  }
  return getNotifications(await loadBrowserApi(), query);
}

type Patch = (items: Notification[]) => Notification[];

function patchPage(page: NotificationsPage | undefined, patch: Patch): NotificationsPage | undefined {
  return page && { ...page, data: patch(page.data) };
}

/** Applies `patch` to the cached preview and every loaded page of the list. */
export function patchCachedLists(userId: number, patch: Patch, client: QueryClient = getQueryClient()): void {
  client.setQueryData<NotificationsPage>(notificationKeys.preview(userId), (page) => patchPage(page, patch));
  client.setQueryData<InfiniteData<NotificationsPage>>(notificationKeys.list(userId), (data) =>
    data && { ...data, pages: data.pages.map((page) => patchPage(page, patch) ?? page) },
  );
}

function setUnreadCount(userId: number, count: number, client: QueryClient): void {
  client.setQueryData<NotificationsPage>(notificationKeys.unread(userId), (page) =>
    page && { data: count === 0 ? [] : page.data, meta: { ...page.meta, unread_count: count } },
  );
}

function refresh(userId: number, client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: notificationKeys.all(userId) });
}

const now = () => new Date().toISOString();

/** Opening the bell's list: the badge clears at once, every unread one becomes checked. */
export async function checkAll(userId: number, client: QueryClient = getQueryClient()): Promise<void> {
  setUnreadCount(userId, 0, client);
  try {
    await checkAllNotifications(await loadBrowserApi());
  } finally {
    await refresh(userId, client);
  }
}

export async function readOne(userId: number, id: number, client: QueryClient = getQueryClient()): Promise<void> {
  const at = now();
  patchCachedLists(userId, (items) => items.map((item) => (item.id === id ? { ...item, read_at: item.read_at ?? at, checked_at: item.checked_at ?? at } : item)), client);
  try {
    await readNotification(await loadBrowserApi(), id);
  } finally {
    await refresh(userId, client);
  }
}

export async function deleteOne(userId: number, id: number, client: QueryClient = getQueryClient()): Promise<void> {
  patchCachedLists(userId, (items) => items.filter((item) => item.id !== id), client);
  try {
    await deleteNotification(await loadBrowserApi(), id);
  } finally {
    await refresh(userId, client);
  }
}

/** Marks every unread one read; answers how many changed. */
export async function readAll(userId: number, client: QueryClient = getQueryClient()): Promise<number> {
  try {
    return await readAllNotifications(await loadBrowserApi());
  } finally {
    await refresh(userId, client);
  }
}

/** Deletes every read one; answers how many went. */
export async function deleteRead(userId: number, client: QueryClient = getQueryClient()): Promise<number> {
  try {
    return await deleteNotifications(await loadBrowserApi(), 'read');
  } finally {
    await refresh(userId, client);
  }
}
