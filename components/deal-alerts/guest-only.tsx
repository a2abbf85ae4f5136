'use client';

import type { ReactNode } from 'react';
import { useSession } from '@/lib/stores/session';

/**
 * What only guests see (log in to make alerts…). The page's HTML is the guest's, so it stays cacheable;
 * once the browser knows a member is signed in it goes away.
 */
export default function GuestOnly({ children }: { children: ReactNode }) {
  const member = useSession((state) => state.user !== null);
  return member ? null : children;
}
