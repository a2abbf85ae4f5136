/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { newsSlugParam } from '@/components/news/news-params';
import { getNewsCategory, type NewsCategory } from '@/lib/api/content';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { pageParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import NewsListView from '@/components/news/news-list-page';

type Props = Pick<PageProps<'/[locale]/nieuws/[categorySlug]'>, 'params' | 'searchParams'>;

/** One API call per category and request, shared by the metadata and the page. */
const loadCategory = cache(async (locale: Locale, slug: string): Promise<NewsCategory> => getNewsCategory(await getServerApi({ locale }), slug));

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, categorySlug } = await pageParams(params);
  const slug = newsSlugParam(categorySlug);
  if (slug === null) return {};
  const category = await orNotFound(loadCategory(locale, slug));
  const page = pageNumberOf(await searchParams) ?? 1;
  const [t, tList] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'NewsList' }),
  ]);
  const values = { category: category.translation.title };
  const title = t('newsCategoryTitle', values);
  return routeMetadata({
    locale,
    route: '/nieuws/[categorySlug]',
    // News is Dutch on both sites: the category slug is the same in both languages.
    params: { categorySlug: category.translation.slug },
    query: { page: page > 1 ? page : undefined },
    values,
    description: category.translation.description,
    ...(page > 1 ? { title: `${title} – ${tList('pageSuffix', { page })}` } : {}),
  });
}

/** A news category (`/nieuws/{categorySlug}`): its articles, 14 a page. */
export default async function NewsCategoryPage({ params, searchParams }: Props) {
  const { locale, categorySlug } = await pageParams(params);
  const slug = newsSlugParam(categorySlug);
  const page = pageNumberOf(await searchParams);
  if (slug === null || page === null) notFound();
  const category = await orNotFound(loadCategory(locale, slug));
  // A category also answers to its id: its address is its slug.
  if (category.translation.slug !== slug) notFound();
  return <NewsListView locale={locale} page={page} category={category} />;
}
