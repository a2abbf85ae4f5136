import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import CatalogueIndex from '@/components/catalogue/catalogue-index';
import type { Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const revalidate = 300;

type Props = PageProps<'/[locale]/product'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return routeMetadata({ locale, route: '/product' });
}

export default async function ProductIndexPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <CatalogueIndex kind="product" />;
}
