import NotFoundView from '@/components/errors/not-found-view';
import HeldPostGate from '@/components/moderation/held-post-gate';
import ClientMessages from '@/components/providers/client-messages';

export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found-metadata';

/**
 * An unknown post, or one that is not public: the 404 view for everyone, except that a post's author
 * sees their held post with its "pending" badge (docs/posting.md, Moderation).
 */
export default function PostNotFound() {
  return (
    <ClientMessages namespaces={['moderation']}>
      <HeldPostGate fallback={<NotFoundView variant="invalid" />} />
    </ClientMessages>
  );
}
