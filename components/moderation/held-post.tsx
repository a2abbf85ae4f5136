'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import Prose from '@/components/content/prose';
import { getPost, type PostDetail } from '@/lib/api/feed';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { postImages } from '@/lib/i18n/localized-image';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import { POST_PATH, type HeldPostTexts } from './held-post-gate';
import PromoPrices from '@/components/feed/promo-prices';
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

  // The served HTML is the 404's (its title too): the author's tab names their post instead, until
  // the view goes back to the 404 (a logout) or away.
  useEffect(() => {
    if (!post || userId === null) return;
    const previous = document.title;
    document.title = `${post.title} | ${texts.siteName}`;
    return () => {
      document.title = previous;
    };
  }, [post, userId, texts.siteName]);

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
  const locale = pathname.startsWith('/fr/') ? 'fr' : 'nl';
  // The first picture as the published page shows it.
  const [image] = postImages(post.images, post.image_url, locale);
  return (
    <main className={styles.held}>
      <PendingBadge label={post.status === 'rejected' ? texts.rejected : texts.pending} />
      <h1>{post.title}</h1>
      <p className={styles.note}>{post.status === 'rejected' ? texts.rejectedNote : texts.pendingNote}</p>
      {/* The post as it will look: its picture and prices (a member's upload, not optimised by the framework). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {image && <img className={styles.heldImage} src={image} alt="" />}
      {post.new_price !== null && (
        <PromoPrices newPrice={post.new_price} oldPrice={post.old_price} locale={locale} labels={texts} classNames={{ prices: styles.heldPrice }} />
      )}
      {/* The API gives the text out as cleaned HTML, as on a published post's page. */}
      {post.content && <Prose html={post.content} />}
      <Link href={{ pathname: '/profiel/[userId]', params: { userId } }}>{texts.toProfile}</Link>
    </main>
  );
}
