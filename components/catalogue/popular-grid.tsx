/* eslint-disable @next/next/no-img-element -- logos and product pictures are SVGs the API draws itself; next/image adds nothing for them. */
import NextLink from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import { localizedImage } from '@/lib/i18n/localized-image';
import type { CatalogueEntry, CatalogueKind } from './catalogue-entries';
import styles from './popular-grid.module.css';

export type PopularGridProps = {
  kind: CatalogueKind;
  entries: readonly CatalogueEntry[];
  /** The id of the section heading that names the list. */
  labelledBy: string;
  /** Cards whose image loads at once (the first row is above the fold). */
  priorityCount?: number;
  /** `strip`: one row that scrolls sideways at every width (a preview above other content). */
  layout?: 'grid' | 'strip';
};

/** The "popular" block of an index page: a grid of logo cards (product pictures for products). */
export default function PopularGrid({ kind, entries, labelledBy, priorityCount = 0, layout = 'grid' }: PopularGridProps) {
  const t = useTranslations('Catalogue');
  const locale = useLocale();
  const product = kind === 'product';

  return (
    <ul className={`${styles.grid} ${product ? styles.products : ''} ${layout === 'strip' ? styles.strip : ''}`} aria-labelledby={labelledBy}>
      {entries.map((entry, index) => {
        const image = localizedImage(entry.imageUrl, locale);
        const eager = index < priorityCount;
        return (
          <li key={entry.id}>
            <NextLink href={entry.route} className={styles.card}>
              <span className={styles.media}>
                {image ? (
                  <img
                    src={image}
                    alt=""
                    width={product ? 120 : 72}
                    height={product ? 120 : 72}
                    loading={eager ? undefined : 'lazy'}
                    fetchPriority={eager ? 'high' : undefined}
                    decoding="async"
                    className={styles.image}
                  />
                ) : (
                  <span aria-hidden="true" className={styles.fallback}>
                    {entry.title.slice(0, 1).toUpperCase()}
                  </span>
                )}
              </span>
              <span className={styles.title}>{entry.title}</span>
              {entry.foldersCount !== undefined && (
                <span className={`${styles.meta} ${entry.foldersCount > 0 ? styles.metaActive : ''}`}>
                  {t('foldersCount', { count: entry.foldersCount })}
                </span>
              )}
            </NextLink>
          </li>
        );
      })}
    </ul>
  );
}
