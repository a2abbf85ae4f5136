import type { Metadata } from 'next';
import CatalogueIndex from '@/components/catalogue/catalogue-index';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const revalidate = 300;

type Props = PageProps<'/[locale]/brand'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata({ locale, route: '/brand' });
}

export default async function BrandIndexPage({ params }: Props) {
  await pageLocale(params);
  return <CatalogueIndex kind="brand" />;
}
