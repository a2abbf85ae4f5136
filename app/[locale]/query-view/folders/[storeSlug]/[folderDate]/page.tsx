import type { Metadata } from 'next';
import FolderRoute, { routeMetadataOf } from '../../../../folders/[storeSlug]/[folderDate]/folder-route';

// With a query: rendered per request. The proxy rewrites here; see lib/i18n/query-view.ts.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/query-view/folders/[storeSlug]/[folderDate]'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return routeMetadataOf(props);
}

export default function QueryPage(props: Props) {
  return <FolderRoute {...props} />;
}
