import type { Metadata } from 'next';
import RoutePage, { routeMetadataOf } from './brand-route';

// Rendered per request: the filters live in the query. (A cached page with a query-view twin remounts
// the page when the first filter is chosen, which closes the phone's filter sheet.)
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/brand/[brandSlug]'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return routeMetadataOf(props);
}

export default function Page(props: Props) {
  return <RoutePage {...props} />;
}
