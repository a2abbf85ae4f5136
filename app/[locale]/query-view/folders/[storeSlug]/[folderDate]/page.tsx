import type { Metadata } from 'next';
import FolderRoute, { routeMetadataOf } from '../../../../folders/[storeSlug]/[folderDate]/folder-route';

// The folder viewer with a query (a deep link to a page or a sub-view), rendered per request. The one
// list route with a query page of its own instead of the generic one beside it: see
// OWN_QUERY_PAGE_ROUTE in lib/i18n/query-view.ts.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/query-view/folders/[storeSlug]/[folderDate]'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return routeMetadataOf(props);
}

export default function FolderQueryPage(props: Props) {
  return <FolderRoute {...props} />;
}
