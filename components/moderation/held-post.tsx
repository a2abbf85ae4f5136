'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import Prose from '@/components/content/prose';
import { getPost, type PostDetail } from '@/lib/api/feed';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import { POST_PATH, type HeldPostTexts } from './held-post-gate';
import PendingBadge from './pending-badge';
import styles from './moderation.module.css';

/**
 * The held-post part of the post page's 404, loaded by HeldPostGate for a member on a post's
 * address: asks the API with the member's token and, when it answers a held or rejected post of
 * theirs, shows it with its state; otherwise keeps the 404 view (`fallback`).
 */
export default function HeldPost({ fallback, texts }: { fallback: ReactNode; texts: HeldPostTexts }) {
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
      {/* The API gives the text out as cleaned HTML, as on a published post's page. */}
      {post.content && <Prose html={post.content} />}
      <Link href={{ pathname: '/profiel/[userId]', params: { userId } }}>{texts.toProfile}</Link>
    </main>
  );
}
