import type { Metadata } from 'next';
import HomeView, { homeMetadata } from '../../home-view';

// Home with a query (`?page=N`): rendered per request. The proxy rewrites here; see lib/i18n/query-view.ts.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/query-view/home'>;

export function generateMetadata(props: Props): Promise<Metadata> {
  return homeMetadata(props);
}

export default function HomeQueryPage(props: Props) {
  return <HomeView {...props} />;
}
