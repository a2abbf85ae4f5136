import NotFoundView from '@/components/errors/not-found-view';

/** No route answers the path: the "oops, not a promo" view with HTTP 404 (docs/product.md, Errors). */
export default function UnmatchedRoute() {
  return <NotFoundView variant="unmatched" />;
}
