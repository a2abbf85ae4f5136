/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { countActiveFilters, readFeedFilters } from '@/lib/filters/url';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { pageLocale } from '@/lib/i18n/page-locale';
import { routeMetadata } from '@/lib/seo/route-metadata';
import PromosView from '@/components/feed/promos-page';

type Props = Pick<PageProps<'/[locale]/promos'>, 'params' | 'searchParams'>;

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const filters = readFeedFilters(query);
  const page = pageNumberOf(query) ?? 1;
  const [t, tList] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'FeedList' }),
  ]);
  const base = filters.q ? t('promosSearchTitle', { q: filters.q }) : t('promosTitle');
  return routeMetadata({
    locale,
    route: '/promos',
    query: { page: page > 1 ? page : undefined },
    title: page > 1 ? `${base} – ${tList('pageSuffix', { page })}` : base,
    description: filters.q ? t('promosSearchDescription', { q: filters.q }) : undefined,
    // Filter combinations are endless: the unfiltered pages are the ones to index.
    noIndex: countActiveFilters(filters) > 0,
  });
}

export default async function PromosPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <PromosView locale={locale} searchParams={await searchParams} />;
}
