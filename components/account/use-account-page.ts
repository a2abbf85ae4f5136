'use client';

import { useLocale } from '#i18n';
import { useEffect, useRef } from 'react';
import type { AccountUser } from '@/lib/api/account';
import { useRouter } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import { useSession } from '@/lib/stores/session';

/**
 * The signed-in user of a members-only page, or null while the session check runs. The proxy only
 * sees that a token cookie exists: when /me refuses it the session turns guest, and the visitor goes
 * to login with this page as the way back. A session that ends on the page (logout, deletion) is
 * left alone: whoever ended it navigates.
 */
export function useAccountPage(route: '/settings' | '/delete-account' | '/notifications' | '/verwijs-een-vriend' | '/favorieten'): AccountUser | null {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const router = useRouter();
  const locale = useLocale();
  const wasUser = useRef(false);

  useEffect(() => {
    if (status === 'user') wasUser.current = true;
    else if (status === 'guest' && !wasUser.current) {
      router.replace({ pathname: '/login', query: { redirect: localizedPath(route, locale) } });
    }
  }, [status, router, route, locale]);

  return status === 'user' ? user : null;
}
