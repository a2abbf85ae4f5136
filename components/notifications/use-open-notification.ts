'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { notificationTarget, type Notification } from '@/lib/api/notifications';
import { assignLocation } from './assign-location';
import { readOne } from './notifications-cache';

/**
 * Opening a notification reads it and follows it: a path within the site through the router (the
 * path is already localized, so Next's own router takes it as is), another site in the same window
 * once the read is stored (leaving the page would cancel the call).
 */
export function useOpenNotification(userId: number): (notification: Notification) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (notification: Notification) => {
      const target = notificationTarget(notification);
      const read = notification.read_at === null ? readOne(userId, notification.id).catch(() => undefined) : Promise.resolve();
      if (target?.kind === 'path') router.push(target.path);
      await read;
      if (target?.kind === 'url') assignLocation(target.url);
    },
    [router, userId],
  );
}
