import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import FeedView from '@/components/feed/feed-view';
import PromotedHero from '@/components/feed/promoted-hero';
import CategoryStrip from '@/components/layout/category-strip';
import { categoryChips } from '@/components/layout/category-chips';
import type { Crumb } from '@/components/seo/breadcrumbs';
import { getCategories, type Category } from '@/lib/api/catalogue';
import { getPromotedPromos } from '@/lib/api/feed';
import { getServerApi } from '@/lib/api/server';
import { countActiveFilters, listSortOf, readFeedFilters, type SearchParamsInput } from '@/lib/filters/url';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { sectionCrumb } from '@/lib/seo/breadcrumbs';
import styles from './promos-page.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { FEED_LIST_NAMESPACES } from '@/lib/i18n/messages';

export type PromosViewProps = {
  locale: Locale;
  searchParams: SearchParamsInput;
  /** The category of /promos/[categorySlug]; absent on /promos. */
  category?: Category;
};

/**
 * /promos and /promos/[categorySlug]: the newest promos with the filters of the URL (docs/product.md, Behaviour),
 * the category strip on top and, on an unfiltered category page, its promoted promos.
 */
export default async function PromosView({ locale, searchParams, category }: PromosViewProps) {
  const filters = readFeedFilters(searchParams);
  const page = pageNumberOf(searchParams);
  if (page === null) notFound();
  const t = await getTranslations('Promos');
  const api = await getServerApi();
  const unfiltered = countActiveFilters(category ? { ...filters, categories: [] } : filters) === 0;

  const promoted =
    category && page === 1 && unfiltered
      ? await getPromotedPromos(api, { section: 'category-hero-section', category: category.id }).catch(() => [])
      : [];

  const basePath = category
    ? localizedPath('/promos/[categorySlug]', locale, { categorySlug: category.translation.slug })
    : localizedPath('/promos', locale);
  const crumbs: Crumb[] = category
    ? [await sectionCrumb('/promos', locale), { name: category.translation.title, href: basePath }]
    : [await sectionCrumb('/promos', locale)];
  const heading = category ? category.translation.title : filters.q ? t('searchHeading', { q: filters.q }) : t('heading');
  const intro = category ? (category.translation.description ?? t('categoryIntro', { category: category.translation.title })) : t('intro');

  return (
    <ClientMessages namespaces={[...FEED_LIST_NAMESPACES, 'CategoryStrip']}>
      <FeedView
        searchParams={searchParams}
        route={category ? '/promos/[categorySlug]' : '/promos'}
        basePath={basePath}
        crumbs={crumbs}
        top={<PromosCategoryStrip active={category?.translation.slug} />}
        header={
          <header className={styles.head}>
            <h1 className={styles.title}>{heading}</h1>
            <p className={styles.intro}>{intro}</p>
          </header>
        }
        beforeList={<PromotedHero items={promoted} title={t('heroTitle')} />}
        fixed={category ? { categories: [category.id] } : {}}
        hiddenGroups={category ? ['categories'] : []}
        listTitle={t('listTitle', { sort: listSortOf(filters) })}
        priorityCount={promoted.length > 0 ? 0 : 1}
      />
    </ClientMessages>
  );
}

/** Its own async component, so React loads the categories while the feed loads. */
async function PromosCategoryStrip({ active }: { active?: string }) {
  const categories = await getCategories(await getServerApi()).catch(() => []);
  return <CategoryStrip chips={categoryChips(categories)} active={active} />;
}
