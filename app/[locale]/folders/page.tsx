import type { Metadata } from 'next';
import FoldersView, { foldersMetadata } from './folders-view';

// Rendered per request: the filters live in the query. (A cached page with a query-view twin remounts
// the page when the first filter is chosen, which closes the phone's filter sheet.)
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/folders'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return foldersMetadata(props);
}

export default function FoldersPage(props: Props) {
  return <FoldersView {...props} />;
}
