import { getTranslations } from 'next-intl/server';
import NotFoundView from '@/components/errors/not-found-view';
import HeldPostGate from '@/components/moderation/held-post-gate';

export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found-metadata';

/**
 * A route matched but its params did not pass its checks (an unknown store, folder, promo…): HTTP 404,
 * "Page Not Found" and the path (docs/product.md, Errors). Unmatched paths have their own view
 * (`[...rest]/not-found.tsx`, `[page]/not-found.tsx`). On a post's address, the post's author sees
 * their held post instead (docs/posting.md, Moderation); a not-found view of the post segment itself
 * rendered dynamically and answered 500.
 */
export default async function NotFound() {
  const t = await getTranslations('moderation');
  const site = await getTranslations('Metadata');
  const card = await getTranslations('FeedCard');
  const texts = {
    pending: t('pending'),
    rejected: t('rejected'),
    pendingNote: t('pendingNote'),
    rejectedNote: t('rejectedNote'),
    toProfile: t('toProfile'),
    siteName: site('siteName'),
    newPrice: card('newPrice'),
    oldPrice: card('oldPrice'),
    free: card('free'),
  };
  return <HeldPostGate texts={texts} fallback={<NotFoundView variant="invalid" />} />;
}
