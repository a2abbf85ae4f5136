import NextLink from 'next/link';
import { useTranslations } from '#i18n';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { pageHref, pageNumbers } from './page-numbers';
import styles from './news-pagination.module.css';

export type NewsPaginationProps = {
  /** The list's own address in the page's locale (`/nieuws`, `/fr/actua`, `/nieuws/bespaartips`). */
  basePath: string;
  current: number;
  last: number;
};

/**
 * Numbered pages of a news list as real links (`?page=N`, the first page without a query), so
 * crawlers and people without JavaScript reach every article. Nothing when there is one page.
 */
export default function NewsPagination({ basePath, current, last }: NewsPaginationProps) {
  const t = useTranslations('NewsPagination');
  if (last <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('label')}>
      {current > 1 ? (
        <NextLink href={pageHref(basePath, current - 1)} rel="prev" className={`${styles.step} ${styles.previous}`}>
          <ArrowLeftIcon size={18} />
          <span>{t('previous')}</span>
        </NextLink>
      ) : (
        <span className={styles.previous} />
      )}
      <ol className={styles.pages}>
        {pageNumbers(current, last).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <NextLink
                href={pageHref(basePath, number)}
                className={styles.page}
                aria-label={t('page', { page: number })}
                aria-current={number === current ? 'page' : undefined}
              >
                {number}
              </NextLink>
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <NextLink href={pageHref(basePath, current + 1)} rel="next" className={`${styles.step} ${styles.next}`}>
          <span>{t('next')}</span>
          <ArrowRightIcon size={18} />
        </NextLink>
      ) : (
        <span className={styles.next} />
      )}
    </nav>
  );
}
