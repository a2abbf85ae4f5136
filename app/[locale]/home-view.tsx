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
import HomeFeedTabs from '@/components/feed/home-feed-tabs';
import { HOME_NEWEST_SEARCH, homeSortOf } from '@/lib/filters/home-sort';
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
  const query = await searchParams;
  const page = pageNumberOf(query) ?? 1;
  const sort = homeSortOf(query);
  const [t, tList, tFeed] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'FeedList' }),
    getTranslations({ locale, namespace: 'post.homeFeed' }),
  ]);
  const base = sort === 'newest' ? `${tFeed('newestHeading')} – ${t('siteName')}` : t('homeTitle');
  return routeMetadata({
    locale,
    route: '/',
    query: { sort: sort === 'newest' ? sort : undefined, page: page > 1 ? page : undefined },
    ...(page > 1 || sort === 'newest' ? { title: page > 1 ? `${base} – ${tList('pageSuffix', { page })}` : base } : {}),
    // The newest view changes by the minute: the top 100 is the page to index.
    ...(sort === 'newest' ? { noIndex: true } : {}),
  });
}

/**
 * The top 100 (docs/product.md, Routes, index): promoted hero, then the feed sorted by rating, 9 at a time;
 * `?sort=newest` shows the newest promos instead (rendered per request, so a post is there once published).
 */
export default async function HomeView({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const page = pageNumberOf(query);
  if (page === null) notFound();
  const sort = homeSortOf(query);
  const newest = sort === 'newest';
  const t = await getTranslations('Home');
  const tFeed = await getTranslations('post.homeFeed');
  const tList = await getTranslations('FeedList');
  const api = await getServerApi();

  const [categories, promoted, feed] = await Promise.all([
    getCategories(api).catch(() => []),
    // The hero is an extra on the first page: the feed matters more than a failing promoted list.
    page === 1 && !newest ? getPromotedPromos(api, { section: 'hero-section' }).catch(() => []) : Promise.resolve([]),
    loadOrNotFound(loadFeedPage({ locale, filters: {}, page, perPage: FEED_PAGE_SIZE, sort })),
  ]);

  const feedTitle = newest ? tFeed('newestFeedTitle') : t('feedTitle');
  return (
    <ClientMessages namespaces={[...CARD_NAMESPACES, 'CategoryStrip', 'FeedList', 'LeftBar']}>
      <main className={`container ${styles.page}`}>
        <CategoryStrip chips={categoryChips(categories)} active="top100" />
        <header className={styles.head}>
          <h1 className={styles.title}>{newest ? tFeed('newestHeading') : t('heading')}</h1>
          <p className={styles.intro}>{page > 1 ? tList('pageStatus', { page, last: feed.meta.last_page }) : newest ? tFeed('newestIntro') : t('intro')}</p>
        </header>
        <HomeFeedTabs active={sort} />
        <LeftBarLayout leftBar={<LeftBar />}>
          <PromotedHero items={promoted} title={t('heroTitle')} />
          <section aria-labelledby="home-feed-title">
            <h2 id="home-feed-title" className={styles.sectionTitle}>
              {feedTitle}
            </h2>
            <InfiniteFeed
              key={`${sort}-${page}`}
              initialItems={feed.data}
              initialPage={feed.meta.current_page}
              lastPage={feed.meta.last_page}
              query={{ sort, per_page: FEED_PAGE_SIZE }}
              fixedSearch={newest ? HOME_NEWEST_SEARCH : undefined}
              label={feedTitle}
              priorityCount={promoted.length > 0 ? 0 : 1}
            />
          </section>
        </LeftBarLayout>
      </main>
    </ClientMessages>
  );
}
