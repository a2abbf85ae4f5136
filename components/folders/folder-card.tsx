/* eslint-disable @next/next/no-img-element -- the API draws folder covers at the card's size (WebP) and store logos as SVG; next/image adds nothing for them. */
import NextLink from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import { preload } from 'react-dom';
import type { FolderStatus } from '@/lib/api/folders';
import { localizedImage } from '@/lib/i18n/localized-image';
import styles from './folder-card.module.css';

export type FolderCardProps = {
  /** The folder viewer's path as the API gives it (`route`, already localized). */
  href: string;
  coverUrl: string | null;
  storeTitle: string;
  storeLogoUrl?: string | null;
  /** The folder's own title, e.g. "Weekfolder Prijsmarkt". */
  title?: string;
  validText: string;
  pagesCount?: number;
  status?: FolderStatus;
  /** The first card of a list is the likely LCP element: loaded at once, with high priority. */
  priority?: boolean;
  headingLevel?: 2 | 3;
};

/** A folder in a list: its cover, the store's logo and name, its validity and number of pages. */
export default function FolderCard({
  href,
  coverUrl,
  storeTitle,
  storeLogoUrl,
  title,
  validText,
  pagesCount,
  status = 'current',
  priority = false,
  headingLevel = 3,
}: FolderCardProps) {
  const t = useTranslations('FolderCard');
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cover = localizedImage(coverUrl, locale);
  const logo = localizedImage(storeLogoUrl, locale);
  // Announced in the head, so the likely LCP image starts before the parser reaches the card.
  if (priority && cover) preload(cover, { as: 'image', fetchPriority: 'high' });

  return (
    <article className={`${styles.card} ${status === 'expired' ? styles.expired : ''}`}>
      <NextLink href={href} className={styles.link}>
        {/* The text comes first so the link is named by the store and validity; CSS puts the cover on top. */}
        <div className={styles.body}>
          {logo && <img src={logo} alt="" width={40} height={40} className={styles.logo} loading="lazy" decoding="async" />}
          <div className={styles.text}>
            <Heading className={styles.store}>{storeTitle}</Heading>
            {title && <span className={styles.title}>{title}</span>}
            <span className={styles.valid}>{validText}</span>
          </div>
        </div>
        <div className={styles.cover}>
          {cover ? (
            <img
              src={cover}
              alt=""
              width={1000}
              height={1414}
              className={styles.coverImage}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              // The likely LCP image paints with its first frame, as the feed card's does.
              decoding={priority ? 'sync' : 'async'}
            />
          ) : (
            <span aria-hidden="true" className={styles.coverFallback}>
              {storeTitle.slice(0, 1).toUpperCase()}
            </span>
          )}
          {status !== 'current' && <span className={`${styles.badge} ${styles[status]}`}>{t(status)}</span>}
          {pagesCount !== undefined && pagesCount > 0 && <span className={styles.pages}>{t('pages', { count: pagesCount })}</span>}
        </div>
      </NextLink>
    </article>
  );
}
