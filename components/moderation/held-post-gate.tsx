'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { getPost, type PostDetail } from '@/lib/api/feed';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import PendingBadge from './pending-badge';
import styles from './moderation.module.css';

const POST_PATH = /\/posts\/(\d{1,10})\/?$/;

/**
 * The post page's 404 as its author sees it while the post awaits review: the public page does not
 * know held posts (it is the same cached HTML for everyone), so the author's browser asks the API
 * with their token and, when it answers a held or rejected post, shows it with its state. Everyone
 * else keeps the 404 view (`fallback`). The texts come from the server: a not-found view is rendered
 * where a page's message provider (components/providers/client-messages.tsx) cannot run.
 */
export type HeldPostTexts = Record<'pending' | 'rejected' | 'pendingNote' | 'rejectedNote' | 'toProfile', string>;

export default function HeldPostGate({ fallback, texts }: { fallback: ReactNode; texts: HeldPostTexts }) {
  const pathname = usePathname();
  const userId = useSession((state) => state.user?.id ?? null);
  const [post, setPost] = useState<PostDetail | null>(null);
  const id = Number(POST_PATH.exec(pathname)?.[1] ?? Number.NaN);

  useEffect(() => {
    if (userId === null || !Number.isSafeInteger(id)) return;
    let live = true;
    void (async () => {
      try {
        const found = await getPost(await loadBrowserApi(), id);
        if (live && found.status !== 'approved') setPost(found);
      } catch {
        // Not the author's (or gone): the 404 stands.
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, id]);

  if (!post || userId === null) return <>{fallback}</>;
  return (
    <main className={styles.held}>
      <PendingBadge label={post.status === 'rejected' ? texts.rejected : texts.pending} />
      <h1>{post.title}</h1>
      <p className={styles.note}>{post.status === 'rejected' ? texts.rejectedNote : texts.pendingNote}</p>
      <p className={styles.content}>{post.content}</p>
      <Link href={{ pathname: '/profiel/[userId]', params: { userId } }}>{texts.toProfile}</Link>
    </main>
  );
}
