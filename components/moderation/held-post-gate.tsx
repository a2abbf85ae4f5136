'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '@/lib/stores/session';

// The request and the held post's view: loaded only for a member on a post's address (held-post.tsx).
const HeldPost = lazy(() => import('./held-post'));

export const POST_PATH = /\/posts\/(\d{1,10})\/?$/;

export type HeldPostTexts = Record<'pending' | 'rejected' | 'pendingNote' | 'rejectedNote' | 'toProfile' | 'siteName' | 'newPrice' | 'oldPrice' | 'free', string>;

/**
 * The post page's 404 as its author sees it while the post awaits review: the public page does not
 * know held posts (it is the same cached HTML for everyone), so the author's browser asks the API
 * with their token and, when it answers a held or rejected post, shows it with its state. Everyone
 * else keeps the 404 view (`fallback`). The texts come from the server: a not-found view is rendered
 * where a page's message provider (components/providers/client-messages.tsx) cannot run. This part
 * is in every page's first load (the layout's not-found view): it only decides whether to load it.
 */
export default function HeldPostGate({ fallback, texts }: { fallback: ReactNode; texts: HeldPostTexts }) {
  const pathname = usePathname();
  const member = useSession((state) => state.user !== null);
  if (!member || !POST_PATH.test(pathname)) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      <HeldPost fallback={fallback} texts={texts} />
    </Suspense>
  );
}
