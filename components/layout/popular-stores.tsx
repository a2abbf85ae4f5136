/* eslint-disable @next/next/no-img-element -- the API's store logos are SVGs it serves itself; next/image adds nothing for them. */
import { useTranslations } from '#i18n';
import { useId } from 'react';
import ShowMoreList from '@/components/ui/show-more-list';
import { Link } from '@/lib/i18n/navigation';
import styles from './left-bar.module.css';

/** docs/product.md, Limits: popular stores show 9 before "show more". */
export const POPULAR_STORES_VISIBLE = 9;

export type PopularStore = { id: number; slug: string; title: string; imageUrl: string | null; foldersCount: number };

/** The left bar's "popular stores": paid clients by current folders, each linking to its folders. */
export default function PopularStores({ stores, className }: { stores: readonly PopularStore[]; className?: string }) {
  const t = useTranslations('LeftBar');
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={styles.heading}>
        {t('popularStores')}
      </h2>
      <ShowMoreList visible={POPULAR_STORES_VISIBLE} more={t('showMore')} less={t('showLess')} className={styles.stores} buttonClassName={styles.more}>
        {stores.map((store) => (
          <li key={store.id}>
            <Link href={{ pathname: '/folders/[storeSlug]', params: { storeSlug: store.slug } }} className={styles.store}>
              {store.imageUrl ? (
                <img src={store.imageUrl} alt="" width={40} height={40} loading="lazy" className={styles.storeLogo} />
              ) : (
                <span aria-hidden="true" className={styles.storeLogo}>
                  {store.title.slice(0, 1)}
                </span>
              )}
              <span className={styles.storeText}>
                <span className={styles.storeTitle}>{store.title}</span>
                <span className={styles.storeCount}>{t('foldersCount', { count: store.foldersCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ShowMoreList>
    </section>
  );
}
