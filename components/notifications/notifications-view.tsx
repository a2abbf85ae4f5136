'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import { useAccountPage } from '@/components/account/use-account-page';
import { usePublicConfig } from '@/components/providers/app-providers';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@/lib/api/notifications';
import { getQueryClient } from '@/lib/queries/query-client';
import { toast } from '@/lib/stores/toasts';
import { focusAfterRemoval } from './focus-after-removal';
import NotificationItem from './notification-item';
import { deleteOne, deleteRead, fetchNotifications, notificationKeys, readAll } from './notifications-cache';
import { useOpenNotification } from './use-open-notification';
import { useRefetchOnVisible } from './use-refetch-on-visible';
import styles from './notifications-view.module.css';

type Busy = 'readAll' | 'deleteRead' | null;

/** /notifications: every notification, newest first, 10 at a time with "load more", refreshed at the bell's interval and when the tab comes back; read all, delete the read ones, delete one. */
export default function NotificationsView() {
  const t = useTranslations('Notifications');
  const user = useAccountPage('/notifications');
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <h1 id="notifications-title" className={styles.title} tabIndex={-1}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      {user ? (
        <NotificationsList key={user.id} userId={user.id} />
      ) : (
        <p className={styles.state} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('loading')}
        </p>
      )}
    </div>
  );
}

function NotificationsList({ userId }: { userId: number }) {
  const t = useTranslations('Notifications');
  const errorMessage = useErrorMessage();
  const openNotification = useOpenNotification(userId);
  const list = useRef<HTMLUListElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const { notificationsPollMs } = usePublicConfig();

  const query = useInfiniteQuery(
    {
      queryKey: notificationKeys.list(userId),
      queryFn: ({ pageParam }) => fetchNotifications({ page: pageParam, per_page: NOTIFICATIONS_PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
      // Refreshes on its own, as the bell does (the loaded pages are asked again).
      refetchInterval: notificationsPollMs,
      staleTime: 0,
    },
    getQueryClient(),
  );
  useRefetchOnVisible(query.refetch);

  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const meta = query.data?.pages.at(-1)?.meta;
  // Checked in the bell but never opened still counts as not read here.
  const hasUnread = (meta?.unread_count ?? 0) > 0 || items.some((item) => item.read_at === null);
  const hasRead = items.some((item) => item.read_at !== null);

  const heading = () => document.getElementById('notifications-title');

  async function remove(notification: Notification) {
    focusAfterRemoval(list.current, notification.id, heading());
    try {
      await deleteOne(userId, notification.id);
    } catch (error) {
      toast.error(t('failed'), errorMessage(error));
    }
  }

  async function bulk(kind: Exclude<Busy, null>) {
    setBusy(kind);
    try {
      const count = kind === 'readAll' ? await readAll(userId) : await deleteRead(userId);
      toast.success(kind === 'readAll' ? t('readAllDone', { count }) : t('deleteReadDone', { count }));
    } catch (error) {
      toast.error(t('failed'), errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  // After "load more" (whose button is gone on the last page), focus continues from the first newly loaded one.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || items.length <= index) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('[data-notification-id]')[index]?.querySelector('button')?.focus();
  }, [items.length]);

  function loadMore() {
    focusFrom.current = items.length;
    void query.fetchNextPage();
  }

  if (query.isPending) {
    return (
      <p className={styles.state} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading')}
      </p>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className={styles.card}>
        <p className={styles.error} role="alert">
          {t('error')}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={`${styles.card} ${styles.empty}`}>
        <p className={styles.emptyTitle}>{t('empty')}</p>
        <p className={styles.emptyHint}>{t('emptyHint')}</p>
      </div>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="button button--ghost" disabled={busy !== null || !hasUnread} onClick={() => void bulk('readAll')}>
          {t('readAll')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy !== null || (!hasRead && !query.hasNextPage)} onClick={() => void bulk('deleteRead')}>
          {t('deleteRead')}
        </button>
      </div>
      <ul ref={list} className={styles.list} aria-label={t('listLabel')}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={(item) => void openNotification(item)} onDelete={(item) => void remove(item)} />
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p className={styles.error} role="alert">
          {t('error')}
        </p>
      )}
      {query.hasNextPage && (
        <div className={styles.more}>
          <button type="button" className="button" disabled={query.isFetchingNextPage} onClick={loadMore}>
            {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
