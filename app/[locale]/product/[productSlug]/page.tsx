import type { Metadata } from 'next';
import { NO_SEARCH_PARAMS } from '@/lib/i18n/query-view';
import RoutePage, { routeMetadataOf } from './product-route';

// Cached per params on first request (see lib/cache/on-demand.ts).
export { generateStaticParams } from '@/lib/cache/on-demand';

// The same HTML for every guest, cached; a query (`?page=N`, filters) renders through the generic query page (lib/i18n/query-view.ts).
export const revalidate = 300;

type Props = PageProps<'/[locale]/product/[productSlug]'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return routeMetadataOf({ params, searchParams: NO_SEARCH_PARAMS });
}

export default function Page({ params }: Props) {
  return <RoutePage params={params} searchParams={NO_SEARCH_PARAMS} />;
}
