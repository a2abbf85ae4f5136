import type { Metadata } from 'next';
import FoldersView, { foldersMetadata } from '../../folders/folders-view';

// /folders with a query (filters, `?page=N`): rendered per request. The proxy rewrites here; see lib/i18n/query-view.ts.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/query-view/folders'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return foldersMetadata(props);
}

export default function FoldersQueryPage(props: Props) {
  return <FoldersView {...props} />;
}
