import NotFoundView from '@/components/errors/not-found-view';

export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found-metadata';

/** A single-segment path that is no CMS page either: the unmatched-route view with HTTP 404 (docs/product.md, Errors). */
export default function UnknownPage() {
  return <NotFoundView variant="unmatched" />;
}
