'use client';

/* eslint-disable @next/next/no-img-element -- product pictures are SVGs the API draws itself; next/image adds nothing for them. */
import NextLink from 'next/link';
import { useTranslations } from '#i18n';
import type { ViewerItem } from './viewer-folder';
import styles from './folder-item-card.module.css';

/** The saving in percent, when the item has both prices and the new one is lower. */
export function discountPercent(item: Pick<ViewerItem, 'new_price' | 'old_price'>): number | null {
  if (item.new_price === null || item.old_price === null || item.old_price <= 0 || item.new_price >= item.old_price) return null;
  const percent = Math.round((1 - item.new_price / item.old_price) * 100);
  return percent >= 1 ? percent : null;
}

/** A folder item in the viewer's lists: picture, title, new price in red, old price struck through. */
export default function FolderItemCard({ item, compact = false, headingLevel = 3 }: { item: ViewerItem; compact?: boolean; headingLevel?: 2 | 3 | 4 }) {
  const t = useTranslations('FolderViewer');
  const Heading = `h${headingLevel}` as const;
  const percent = discountPercent(item);
  const badge = item.discount_text ?? (percent !== null ? `-${percent}%` : null);

  return (
    <article className={`${styles.card} ${compact ? styles.compact : ''}`}>
      <NextLink href={item.route} prefetch={false} className={styles.link}>
        <div className={styles.text}>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.prices}>
            {item.new_price_text !== null && <span className={styles.newPrice}>{item.new_price_text}</span>}
            {item.old_price_text !== null && <del className={styles.oldPrice}>{item.old_price_text}</del>}
          </p>
        </div>
        <div className={styles.media}>
          {item.image_url ? (
            <img src={item.image_url} alt="" width={112} height={112} loading="lazy" decoding="async" className={styles.image} />
          ) : (
            <span aria-hidden="true" className={styles.image} />
          )}
          {badge && (
            <span className={styles.badge}>
              <span className="visually-hidden">{t('discount')}: </span>
              {badge}
            </span>
          )}
        </div>
      </NextLink>
    </article>
  );
}
