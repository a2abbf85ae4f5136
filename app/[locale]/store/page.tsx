import type { Metadata } from 'next';
import CatalogueIndex from '@/components/catalogue/catalogue-index';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const revalidate = 300;

type Props = PageProps<'/[locale]/store'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/store' });
}

export default async function StoreIndexPage({ params }: Props) {
  await pageLocale(params);
  return <CatalogueIndex kind="store" />;
}
