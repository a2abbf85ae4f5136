import { getTranslations } from 'next-intl/server';
import ArticleCard from '@/components/news/article-card';
import ArticleGrid from '@/components/news/article-grid';
import MostRead from '@/components/news/most-read';
import NewsCategoryNav from '@/components/news/news-category-nav';
import NewsPagination from '@/components/news/news-pagination';
import { getNewsCategories, type Article, type NewsCategory } from '@/lib/api/content';
import { getServerApi } from '@/lib/api/server';
import { loadNewsPage } from '@/lib/cache/lists';
import { loadOrNotFound } from '@/lib/cache/not-found';
import { localizedPath } from '@/lib/i18n/paths';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import styles from './news-list-page.module.css';

export type NewsListViewProps = {
  locale: Locale;
  page: number;
  /** The category of /nieuws/[categorySlug]; absent on the news home. */
  category?: NewsCategory;
};

/** Stories beside the lead one at the top of a first page. */
const SIDE_STORIES = 4;

/**
 * The news home and a news category (docs/product.md, Routes): 14 articles a page with numbered links. The
 * first page opens with the newest stories (the lead one large); the side column shows the most
 * read articles of the last week, month and year. Articles are Dutch on both sites.
 */
export default async function NewsListView({ locale, page, category }: NewsListViewProps) {
  const t = await getTranslations('NewsList');
  const [categories, list] = await Promise.all([
    // The chips are a shortcut: the articles matter more than a failing category list.
    getNewsCategories(await getServerApi()).catch((): NewsCategory[] => []),
    loadOrNotFound(loadNewsPage({ locale, page, category: category?.translation.slug })),
  ]);

  // The first page's top stories are the newest articles, which also open the list: each is shown once.
  const newest: readonly Article[] = page === 1 ? (category ? list.data : (list.top_articles?.most_recently ?? list.data)) : [];
  const [lead, ...side] = newest.slice(0, SIDE_STORIES + 1);
  const shown = new Set([lead, ...side].filter((article) => article !== undefined).map((article) => article.id));
  const rest = list.data.filter((article) => !shown.has(article.id));

  const basePath = category
    ? localizedPath('/nieuws/[categorySlug]', locale, { categorySlug: category.translation.slug })
    : localizedPath('/nieuws', locale);
  const heading = category ? category.translation.title : t('heading');
  const intro = category ? (category.translation.description ?? t('categoryIntro', { category: heading })) : t('intro');
  const last = list.meta.last_page;

  return (
    <main className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.intro}>{page > 1 ? t('pageStatus', { page, last }) : intro}</p>
        {locale !== defaultLocale && <p className={styles.language}>{t('dutchOnly')}</p>}
      </header>
      <NewsCategoryNav categories={categories} active={category?.translation.slug} />

      {lead && (
        <section className={styles.top} aria-labelledby="news-latest">
          <h2 id="news-latest" className="visually-hidden">
            {t('latestTitle')}
          </h2>
          <div className={styles.lead}>
            <ArticleCard article={lead} variant="feature" priority showCategory={!category} />
          </div>
          {side.length > 0 && (
            <ul className={styles.side}>
              {side.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} variant="compact" showCategory={!category} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <div className={styles.columns}>
        <section className={styles.list} aria-labelledby="news-list">
          <h2 id="news-list" className={styles.sectionTitle}>
            {lead ? t('moreTitle') : t('listTitle')} <span className={styles.count}>{t('articleCount', { count: list.meta.total })}</span>
          </h2>
          {rest.length > 0 ? (
            <ArticleGrid articles={rest} showCategory={!category} priorityCount={lead ? 0 : 1} />
          ) : (
            !lead && <p className={styles.empty}>{t('empty')}</p>
          )}
          <NewsPagination basePath={basePath} current={list.meta.current_page} last={last} />
        </section>
        {list.top_articles && (
          <aside className={styles.aside}>
            <MostRead top={list.top_articles} headingId="news-most-read" />
          </aside>
        )}
      </div>
    </main>
  );
}
