import type { Metadata } from 'next';
import { NO_SEARCH_PARAMS } from '@/lib/i18n/query-view';
import FoldersView, { foldersMetadata } from './folders-view';

// The same HTML for every guest, cached; filters and `?page=N` render through app/[locale]/query-view/folders.
export const revalidate = 300;

type Props = PageProps<'/[locale]/folders'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return foldersMetadata({ params, searchParams: NO_SEARCH_PARAMS });
}

export default function FoldersPage({ params }: Props) {
  return <FoldersView params={params} searchParams={NO_SEARCH_PARAMS} />;
}
