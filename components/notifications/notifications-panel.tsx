'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from '#i18n';
import { useId, useRef } from 'react';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { Notification } from '@/lib/api/notifications';
import { Link } from '@/lib/i18n/navigation';
import { getQueryClient } from '@/lib/queries/query-client';
import { toast } from '@/lib/stores/toasts';
import NotificationItem from './notification-item';
import { deleteOne, fetchNotifications, notificationKeys } from './notifications-cache';
import { focusAfterRemoval } from './focus-after-removal';
import { useOpenNotification } from './use-open-notification';
import styles from './notifications-panel.module.css';

/** The bell's dropdown lists the newest four, with a link to all of them. */
export const PREVIEW_SIZE = 4;

type NotificationsPanelProps = { id: string; userId: number; onClose: (returnFocus: boolean) => void };

/** The bell's list: the newest notifications (fetched on every opening), each opened or deleted in place. */
export default function NotificationsPanel({ id, userId, onClose }: NotificationsPanelProps) {
  const t = useTranslations('Notifications');
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  const title = useRef<HTMLParagraphElement>(null);
  const openNotification = useOpenNotification(userId);

  const preview = useQuery(
    {
      queryKey: notificationKeys.preview(userId),
      queryFn: () => fetchNotifications({ per_page: PREVIEW_SIZE }),
      staleTime: 0,
    },
    getQueryClient(),
  );

  function open(notification: Notification) {
    onClose(true);
    void openNotification(notification);
  }

  async function remove(notification: Notification) {
    focusAfterRemoval(list.current, notification.id, title.current);
    try {
      await deleteOne(userId, notification.id);
    } catch (error) {
      toast.error(t('failed'), errorMessage(error));
    }
  }

  const items = preview.data?.data ?? [];
  let body;
  if (preview.isPending) {
    body = (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    );
  } else if (preview.isError && items.length === 0) {
    body = (
      <div className={styles.state}>
        <p role="alert">{t('error')}</p>
        <button type="button" className="button button--ghost" onClick={() => void preview.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className={styles.state}>{t('empty')}</p>;
  } else {
    body = (
      <ul ref={list} className={styles.list} aria-labelledby={titleId}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={open} onDelete={(item) => void remove(item)} compact />
        ))}
      </ul>
    );
  }

  return (
    // Not a landmark: the toaster's live region already carries the name "notifications".
    <div id={id} className={styles.panel}>
      <p ref={title} id={titleId} className={styles.title} tabIndex={-1}>
        {t('panelTitle')}
      </p>
      {body}
      <Link href="/notifications" className={styles.showAll} onClick={() => onClose(false)}>
        {t('showAll')}
      </Link>
    </div>
  );
}
