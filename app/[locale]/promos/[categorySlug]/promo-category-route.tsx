/** The route's page and metadata, shared by the cached page and the per-request query page (lib/i18n/query-view.ts). */
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getCategory } from '@/lib/api/catalogue';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { countActiveFilters, readFeedFilters, writeFeedSearch } from '@/lib/filters/url';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { pageParams } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import PromosView from '@/components/feed/promos-page';

/** docs/product.md, Entities: "deal-alerts" is also usable as a promo category slug; it is the deal-alerts page. */
const DEAL_ALERTS_SLUG = 'deal-alerts';
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,190}$/;

type Props = Pick<PageProps<'/[locale]/promos/[categorySlug]'>, 'params' | 'searchParams'>;

/** The category by its slug in either language (a bad slug is a 404), in one locale's words. */
const loadCategory = cache(async (slugOrId: string | number, locale: Locale) => {
  return orNotFound(getCategory(await getServerApi({ locale }), slugOrId));
});

async function resolve(params: Props['params']) {
  const { locale, categorySlug } = await pageParams(params);
  const slug = categorySlug.toLowerCase();
  if (slug === DEAL_ALERTS_SLUG) redirect(localizedPath('/deal-alerts', locale));
  if (!SLUG_PATTERN.test(slug)) notFound();
  const category = await loadCategory(slug, locale);
  return { locale, slug: categorySlug, category };
}

export async function routeMetadataOf({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, category } = await resolve(params);
  const query = await searchParams;
  const filters = readFeedFilters(query);
  const page = pageNumberOf(query) ?? 1;
  const slugs = await Promise.all(locales.map(async (other) => [other, (await loadCategory(category.id, other)).translation.slug] as const));
  const tList = await getTranslations({ locale, namespace: 'FeedList' });
  const title = category.translation.title;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const base = t('promoCategoryTitle', { category: title });
  return routeMetadata({
    locale,
    route: '/promos/[categorySlug]',
    paramsByLocale: Object.fromEntries(slugs.map(([other, slug]) => [other, { categorySlug: slug }])),
    query: { page: page > 1 ? page : undefined },
    values: { category: title },
    ...(page > 1 ? { title: `${base} – ${tList('pageSuffix', { page })}` } : {}),
    noIndex: countActiveFilters(filters) > 0,
  });
}

export default async function PromoCategoryPage({ params, searchParams }: Props) {
  const { locale, slug, category } = await resolve(params);
  const query = await searchParams;
  // A slug of the other language (or another spelling) moves to this language's own address.
  if (category.translation.slug !== slug) {
    const search = writeFeedSearch(readFeedFilters(query), pageNumberOf(query) ?? 1);
    permanentRedirect(`${localizedPath('/promos/[categorySlug]', locale, { categorySlug: category.translation.slug })}${search ? `?${search}` : ''}`);
  }
  return <PromosView locale={locale} searchParams={query} category={category} />;
}
