import NotFoundView from '@/components/errors/not-found-view';

export { notFoundMetadata as generateMetadata } from '@/lib/seo/not-found-metadata';

/**
 * The error views' internal page asked for by anyone but the front layer: the view of any path no
 * route answers, so that address looks like any other unknown one.
 */
export default function ErrorShellNotFound() {
  return <NotFoundView variant="unmatched" />;
}
