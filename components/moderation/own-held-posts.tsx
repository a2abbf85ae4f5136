'use client';

import { useTranslations } from '#i18n';
import { useEffect, useState } from 'react';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { listOwnPosts, type OwnPost } from '@/lib/api/own-posts';
import { useSession } from '@/lib/stores/session';
import PendingBadge from './pending-badge';
import styles from './moderation.module.css';

/**
 * On a member's profile, for that member only: their posts awaiting review, each with the pending
 * badge (the public list shows published posts only, and the page is the same for every visitor).
 */
export default function OwnHeldPosts({ profileId }: { profileId: number }) {
  const t = useTranslations('moderation');
  const own = useSession((state) => state.user?.id === profileId);
  const [posts, setPosts] = useState<OwnPost[]>([]);

  useEffect(() => {
    if (!own) return;
    let live = true;
    void (async () => {
      try {
        const held = await listOwnPosts(await loadBrowserApi(), 'pending');
        if (live) setPosts(held);
      } catch {
        // The published list below still shows; the held ones appear on the next visit.
      }
    })();
    return () => {
      live = false;
    };
  }, [own]);

  if (!own || posts.length === 0) return null;
  return (
    <section className={styles.ownList} aria-labelledby="own-held-posts">
      <h2 id="own-held-posts">{t('ownTitle', { count: posts.length })}</h2>
      <p className={styles.note}>{t('ownNote', { count: posts.length })}</p>
      <ul>
        {posts.map((post) => (
          <li key={post.id}>
            <PendingBadge label={t('pending')} />
            {/* The held post's page answers 404 to the site's cache; its author's browser shows it (held-post-gate.tsx). */}
            <a href={post.url}>{post.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
