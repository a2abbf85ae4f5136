/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';
import NewsListView from '@/components/news/news-list-page';

type Props = Pick<PageProps<'/[locale]/nieuws'>, 'params' | 'searchParams'>;

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = pageNumberOf(await searchParams) ?? 1;
  const [t, tList] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'NewsList' }),
  ]);
  return routeMetadata({
    locale,
    route: '/nieuws',
    query: { page: page > 1 ? page : undefined },
    ...(page > 1 ? { title: `${t('newsTitle')} – ${tList('pageSuffix', { page })}` } : {}),
  });
}

/** The news home (`/nieuws`, French `/fr/actua`). */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const page = pageNumberOf(await searchParams);
  if (page === null) notFound();
  return <NewsListView locale={locale} page={page} />;
}
