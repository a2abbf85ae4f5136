import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import InfiniteFeed from '@/components/feed/infinite-feed';
import PromotedHero from '@/components/feed/promoted-hero';
import CategoryStrip from '@/components/layout/category-strip';
import { categoryChips } from '@/components/layout/category-chips';
import LeftBar from '@/components/layout/left-bar';
import LeftBarLayout from '@/components/layout/left-bar-layout';
import { getCategories } from '@/lib/api/catalogue';
import { getPromotedPromos } from '@/lib/api/feed';
import { loadFeedPage } from '@/lib/cache/feed';
import { loadOrNotFound } from '@/lib/cache/not-found';
import { getServerApi } from '@/lib/api/server';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { pageLocale } from '@/lib/i18n/page-locale';
import { FEED_PAGE_SIZE } from '@/lib/schemas/feed-filters';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from './home.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { CARD_NAMESPACES } from '@/lib/i18n/messages';

/** Props of home, cached and through the per-request query page (`?page=N`, see lib/i18n/query-view.ts). */
type Props = Pick<PageProps<'/[locale]'>, 'params' | 'searchParams'>;

export async function homeMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const page = pageNumberOf(await searchParams) ?? 1;
  const [t, tList] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'FeedList' }),
  ]);
  return routeMetadata({
    locale,
    route: '/',
    query: { page: page > 1 ? page : undefined },
    ...(page > 1 ? { title: `${t('homeTitle')} – ${tList('pageSuffix', { page })}` } : {}),
  });
}

/** The top 100 (docs/product.md, Routes, index): promoted hero, then the feed sorted by rating, 9 at a time. */
export default async function HomeView({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const page = pageNumberOf(await searchParams);
  if (page === null) notFound();
  const t = await getTranslations('Home');
  const tList = await getTranslations('FeedList');
  const api = await getServerApi();

  const [categories, promoted, feed] = await Promise.all([
    getCategories(api).catch(() => []),
    // The hero is an extra on the first page: the feed matters more than a failing promoted list.
    page === 1 ? getPromotedPromos(api, { section: 'hero-section' }).catch(() => []) : Promise.resolve([]),
    loadOrNotFound(loadFeedPage({ locale, filters: {}, page, perPage: FEED_PAGE_SIZE, sort: 'top' })),
  ]);

  return (
    <ClientMessages namespaces={[...CARD_NAMESPACES, 'CategoryStrip', 'FeedList', 'LeftBar']}>
      <main className={`container ${styles.page}`}>
        <CategoryStrip chips={categoryChips(categories)} active="top100" />
        <header className={styles.head}>
          <h1 className={styles.title}>{t('heading')}</h1>
          <p className={styles.intro}>{page > 1 ? tList('pageStatus', { page, last: feed.meta.last_page }) : t('intro')}</p>
        </header>
        <LeftBarLayout leftBar={<LeftBar />}>
          <PromotedHero items={promoted} title={t('heroTitle')} />
          <section aria-labelledby="home-feed-title">
            <h2 id="home-feed-title" className={styles.sectionTitle}>
              {t('feedTitle')}
            </h2>
            <InfiniteFeed
              key={page}
              initialItems={feed.data}
              initialPage={feed.meta.current_page}
              lastPage={feed.meta.last_page}
              query={{ sort: 'top', per_page: FEED_PAGE_SIZE }}
              label={t('feedTitle')}
              priorityCount={promoted.length > 0 ? 0 : 1}
            />
          </section>
        </LeftBarLayout>
      </main>
    </ClientMessages>
  );
}
