import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import styles from './search-results.module.css';

/** "Did you mean …?": the query with the engine's typo corrections, as links to their results. */
export default async function DidYouMean({ suggestions, basePath }: { suggestions: string[]; basePath: string }) {
  if (suggestions.length === 0) return null;
  const t = await getTranslations('SearchResults');
  return (
    <p className={styles.didYouMean}>
      {t('didYouMean')}{' '}
      {suggestions.map((suggestion, index) => (
        <Fragment key={suggestion}>
          {index > 0 && ` ${t('or')} `}
          <NextLink href={`${basePath}?q=${encodeURIComponent(suggestion)}`} prefetch={false} className={styles.suggestion}>
            {suggestion}
          </NextLink>
        </Fragment>
      ))}
      {t('didYouMeanEnd')}
    </p>
  );
}
