/* eslint-disable @next/next/no-img-element -- article images are SVGs the API draws itself; next/image adds nothing for them. */
import NextLink from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import { useId } from 'react';
import type { Article } from '@/lib/api/content';
import { formatDayMonthYear } from '@/lib/format/date';
import { defaultLocale } from '@/lib/i18n/routing';
import styles from './article-card.module.css';

/** The API draws article images at this size (16:9). */
export const ARTICLE_IMAGE_WIDTH = 1200;
export const ARTICLE_IMAGE_HEIGHT = 675;

export type ArticleCardProps = {
  article: Article;
  /**
   * `card` (default): image above the text, in a grid (a row with a thumbnail in a narrow grid).
   * `feature`: the large lead story with its excerpt. `compact`: a thumbnail beside the title, for
   * side lists.
   */
  variant?: 'card' | 'feature' | 'compact';
  /** Level of the title heading, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The LCP card: its image loads eagerly with high priority. */
  priority?: boolean;
  /** Show the category link (leave it out in a list of one category). Default true. */
  showCategory?: boolean;
};

/**
 * A news article as a card: image, category, title (the link, covering the card), excerpt and date.
 * Articles are written in Dutch: on the French site their category, title and excerpt carry `lang="nl"`.
 */
export default function ArticleCard({ article, variant = 'card', headingLevel = 3, priority = false, showCategory = true }: ArticleCardProps) {
  const t = useTranslations('ArticleCard');
  const locale = useLocale();
  const titleId = useId();
  const contentLang = locale === defaultLocale ? undefined : defaultLocale;
  const Heading = `h${headingLevel}` as const;
  const { translation, category } = article;
  const excerpt = translation.excerpt ?? translation.meta_description;

  return (
    <article className={`${styles.card} ${styles[variant]}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        {article.image_url ? (
          <img
            className={styles.image}
            src={article.image_url}
            width={ARTICLE_IMAGE_WIDTH}
            height={ARTICLE_IMAGE_HEIGHT}
            alt=""
            {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {showCategory && (
          <NextLink href={category.translation.route} className={styles.category} lang={contentLang}>
            {category.translation.title}
          </NextLink>
        )}
        <Heading id={titleId} className={styles.title} lang={contentLang}>
          <NextLink href={translation.route} className={styles.link}>
            {translation.title}
          </NextLink>
        </Heading>
        {variant !== 'compact' && excerpt ? (
          <p className={styles.excerpt} lang={contentLang}>
            {excerpt}
          </p>
        ) : null}
        <p className={styles.meta}>
          <time dateTime={article.published_at}>{formatDayMonthYear(article.published_at)}</time>
          {variant !== 'compact' && article.author ? <span className={styles.author}>{t('byAuthor', { author: article.author })}</span> : null}
        </p>
      </div>
    </article>
  );
}
