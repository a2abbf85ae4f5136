import type { Metadata } from 'next';
import RoutePage, { routeMetadataOf } from '../../../store/[storeSlug]/store-route';

// With a query: rendered per request. The proxy rewrites here; see lib/i18n/query-view.ts.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/query-view/store/[storeSlug]'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return routeMetadataOf(props);
}

export default function QueryPage(props: Props) {
  return <RoutePage {...props} />;
}
