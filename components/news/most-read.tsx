import NextLink from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import type { Article, TopArticles } from '@/lib/api/content';
import { defaultLocale } from '@/lib/i18n/routing';
import MostReadTabs from './most-read-tabs';
import styles from './most-read.module.css';

const PERIODS = [
  { key: 'last_week', label: 'lastWeek' },
  { key: 'last_month', label: 'lastMonth' },
  { key: 'last_year', label: 'lastYear' },
] as const satisfies ReadonlyArray<{ key: keyof TopArticles; label: string }>;

function RankedList({ articles, empty }: { articles: readonly Article[]; empty: string }) {
  const t = useTranslations('ArticleCard');
  const locale = useLocale();
  const contentLang = locale === defaultLocale ? undefined : defaultLocale;
  if (articles.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ol className={styles.list}>
      {articles.map((article) => (
        <li key={article.id} className={styles.item}>
          <NextLink href={article.translation.route} className={styles.link} lang={contentLang}>
            {article.translation.title}
          </NextLink>
          <span className={styles.meta}>
            {article.category.translation.title} · {t('views', { count: article.views })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The most read articles of the last week, month and year (the API's `top_articles`), as tabs in
 * the news pages' side column.
 */
export default function MostRead({ top, headingId }: { top: TopArticles; headingId: string }) {
  const t = useTranslations('MostRead');
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('title')}
      </h2>
      <MostReadTabs
        label={t('periodsLabel')}
        tabs={PERIODS.map((period) => ({
          key: period.key,
          label: t(period.label),
          panel: <RankedList articles={top[period.key]} empty={t('empty')} />,
        }))}
      />
    </section>
  );
}
