import type { Metadata } from 'next';
import RoutePage, { routeMetadataOf } from '../../promos/promos-route';

// With a query: rendered per request. The proxy rewrites here; see lib/i18n/query-view.ts.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/query-view/promos'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return routeMetadataOf(props);
}

export default function QueryPage(props: Props) {
  return <RoutePage {...props} />;
}
