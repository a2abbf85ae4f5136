import type { Metadata } from 'next';
import { NO_SEARCH_PARAMS } from '@/lib/i18n/query-view';
import HomeView, { homeMetadata } from './home-view';

// The same HTML for every guest, cached; `?page=N` renders through app/[locale]/query-view/home.
export const revalidate = 300;

type Props = PageProps<'/[locale]'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata({ params, searchParams: NO_SEARCH_PARAMS });
}

export default function HomePage({ params }: Props) {
  return <HomeView params={params} searchParams={NO_SEARCH_PARAMS} />;
}
