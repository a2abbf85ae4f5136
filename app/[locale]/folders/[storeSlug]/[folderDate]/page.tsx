import type { Metadata } from 'next';
import { NO_SEARCH_PARAMS } from '@/lib/i18n/query-view';
import FolderRoute, { routeMetadataOf } from './folder-route';

// Cached per params on first request (see lib/cache/on-demand.ts).
export { generateStaticParams } from '@/lib/cache/on-demand';

// The same HTML for every guest, cached; a deep link with a query (`?page=N`, a sub-view flag) renders
// through the generic query page (lib/i18n/query-view.ts).
export const revalidate = 300;

type Props = PageProps<'/[locale]/folders/[storeSlug]/[folderDate]'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadataOf({ params, searchParams: NO_SEARCH_PARAMS });
}

export default function Page({ params }: Props) {
  return <FolderRoute params={params} searchParams={NO_SEARCH_PARAMS} />;
}
