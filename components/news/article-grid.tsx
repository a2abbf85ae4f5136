import type { Article } from '@/lib/api/content';
import ArticleCard, { type ArticleCardProps } from './article-card';
import styles from './article-grid.module.css';

export type ArticleGridProps = {
  articles: readonly Article[];
  /** Accessible name of the list when no heading around it names it. */
  label?: string;
  headingLevel?: ArticleCardProps['headingLevel'];
  showCategory?: boolean;
  /** How many leading cards load their image eagerly (the LCP). */
  priorityCount?: number;
};

/**
 * Article cards in as many columns of at least 260 px as fit; under 560 px wide (a phone) they
 * become rows with a thumbnail. Sizes itself by its own width (container query).
 */
export default function ArticleGrid({ articles, label, headingLevel, showCategory, priorityCount = 0 }: ArticleGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {articles.map((article, index) => (
        <li key={article.id} className={styles.item}>
          <ArticleCard article={article} headingLevel={headingLevel} showCategory={showCategory} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
