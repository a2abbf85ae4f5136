import NotFoundView from '@/components/errors/not-found-view';

export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found-metadata';

/** An address that cannot be decoded names no route: the "oops, not a promo" view, as for any unmatched path. */
export default function MalformedAddressNotFound() {
  return <NotFoundView variant="unmatched" />;
}
