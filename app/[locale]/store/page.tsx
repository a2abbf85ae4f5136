import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import CatalogueIndex from '@/components/catalogue/catalogue-index';
import type { Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const revalidate = 300;

type Props = PageProps<'/[locale]/store'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  return routeMetadata({ locale, route: '/store' });
}

export default async function StoreIndexPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <CatalogueIndex kind="store" />;
}
