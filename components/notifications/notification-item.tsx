/* eslint-disable @next/next/no-img-element -- avatars come from the API's own media route at a fixed small size; next/image adds nothing for them. */
'use client';

import { useTranslations } from '#i18n';
import { useId } from 'react';
import { BellIcon } from '@/components/icons/bell';
import { CloseIcon } from '@/components/icons/close';
import type { Notification } from '@/lib/api/notifications';
import styles from './notification-item.module.css';

type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  /** The bell's list is tighter than the page's. */
  compact?: boolean;
};

/**
 * One notification: the whole text opens it (read, then its link); the cross deletes it. Not read
 * yet shows as a tinted row with a dot, and screen readers hear "unread".
 */
export default function NotificationItem({ notification, onOpen, onDelete, compact = false }: NotificationItemProps) {
  const t = useTranslations('Notifications');
  const contentId = useId();
  const unread = notification.read_at === null;
  return (
    <li className={`${styles.item} ${compact ? styles.compact : ''}`} data-unread={unread || undefined} data-notification-id={notification.id}>
      <button type="button" className={styles.open} onClick={() => onOpen(notification)}>
        <span className={styles.avatar} aria-hidden="true">
          {notification.author_avatar ? <img src={notification.author_avatar} alt="" width={40} height={40} loading="lazy" /> : <BellIcon size={20} />}
        </span>
        <span className={styles.text}>
          <span id={contentId} className={styles.content}>
            {notification.content}
          </span>
          <time className={styles.time} dateTime={notification.created_at}>
            {notification.time_ago}
          </time>
        </span>
        {unread && (
          <>
            <span className={styles.dot} aria-hidden="true" />
            <span className="visually-hidden">{t('unread')}</span>
          </>
        )}
      </button>
      <button type="button" className={styles.delete} aria-label={t('delete')} aria-describedby={contentId} onClick={() => onDelete(notification)}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
