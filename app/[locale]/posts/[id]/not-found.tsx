import { getTranslations } from 'next-intl/server';
import NotFoundView from '@/components/errors/not-found-view';
import HeldPostGate from '@/components/moderation/held-post-gate';

export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found-metadata';

/**
 * An unknown post, or one that is not public: the 404 view for everyone, except that a post's author
 * sees their held post with its "pending" badge (docs/posting.md, Moderation).
 */
export default async function PostNotFound() {
  const t = await getTranslations('moderation');
  const texts = { pending: t('pending'), rejected: t('rejected'), pendingNote: t('pendingNote'), rejectedNote: t('rejectedNote'), toProfile: t('toProfile') };
  return <HeldPostGate texts={texts} fallback={<NotFoundView variant="invalid" />} />;
}
