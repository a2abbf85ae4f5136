'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from '#i18n';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BellIcon } from '@/components/icons/bell';
import { usePublicConfig } from '@/components/providers/app-providers';
import { getQueryClient } from '@/lib/queries/query-client';
import { checkAll, fetchNotifications, notificationKeys } from './notifications-cache';
import NotificationsPanel from './notifications-panel';
import { useRefetchOnVisible } from './use-refetch-on-visible';
import styles from './notification-bell.module.css';

export const NOTIFICATIONS_PANEL_ID = 'notifications-panel';
/** More than this shows as "99+" in the badge (the accessible name keeps the number). */
const BADGE_MAX = 99;

type NotificationBellProps = { userId: number; buttonClassName?: string; className?: string };

/**
 * The header bell (docs/product.md, Routes): the unread count, asked every few minutes
 * (NOTIFICATIONS_POLL_SECONDS) and whenever the tab becomes visible again, and a disclosure
 * with the newest notifications. Opening it checks every unread one, which clears the badge.
 * Escape or a click elsewhere closes it; Escape returns focus to the bell.
 */
export default function NotificationBell({ userId, buttonClassName, className }: NotificationBellProps) {
  const t = useTranslations('Notifications');
  const { notificationsPollMs } = usePublicConfig();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const openedAt = useRef(pathname);

  const { data: unread = 0, refetch } = useQuery(
    {
      queryKey: notificationKeys.unread(userId),
      // Only `meta.unread_count` is read, and it counts every unread row whatever the page size.
      queryFn: () => fetchNotifications({ unread: true, per_page: 1 }),
      select: (page) => page.meta.unread_count,
      // Timers pause while the tab is hidden (react-query's default).
      refetchInterval: notificationsPollMs,
      staleTime: 0,
    },
    // The shared browser client, given directly: no provider in the page's first-load JavaScript.
    getQueryClient(),
  );

  useRefetchOnVisible(refetch);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  function toggle() {
    if (open) {
      close(false);
      return;
    }
    openedAt.current = pathname;
    setOpen(true);
    // Failures leave the badge to the next poll.
    void checkAll(userId).catch(() => undefined);
  }

  useEffect(() => {
    if (open && openedAt.current !== pathname) setOpen(false);
  }, [open, pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  return (
    <div ref={wrapper} className={`${styles.bell} ${className ?? ''}`}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={open ? NOTIFICATIONS_PANEL_ID : undefined}
        onClick={toggle}
        data-testid="notifications-bell"
      >
        <BellIcon size={22} />
        <span className="visually-hidden">{t('bell', { count: unread })}</span>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="notifications-badge">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      {open && <NotificationsPanel id={NOTIFICATIONS_PANEL_ID} userId={userId} onClose={close} />}
    </div>
  );
}
