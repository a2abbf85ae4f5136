import NotFoundView from '@/components/errors/not-found-view';

export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found-metadata';

/** No route answers the path: the "oops, not a promo" view with HTTP 404 (docs/product.md, Errors). */
export default function UnmatchedRoute() {
  return <NotFoundView variant="unmatched" />;
}
