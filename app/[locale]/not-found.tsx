import NotFoundView from '@/components/errors/not-found-view';

export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found-metadata';

/**
 * A route matched but its params did not pass its checks (an unknown store, folder, promo…): HTTP 404,
 * "Page Not Found" and the path (docs/product.md, Errors). Unmatched paths have their own view
 * (`[...rest]/not-found.tsx`, `[page]/not-found.tsx`).
 */
export default function NotFound() {
  return <NotFoundView variant="invalid" />;
}
