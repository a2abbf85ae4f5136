/* eslint-disable @next/next/no-img-element -- store logos are SVGs the API draws itself; next/image adds nothing for them. */
import { useLocale, useTranslations } from '#i18n';
import { POPULAR_STORES_VISIBLE } from '@/components/layout/popular-stores';
import ShowMoreList from '@/components/ui/show-more-list';
import { Link } from '@/lib/i18n/navigation';
import { localizedImage } from '@/lib/i18n/localized-image';
import styles from './popular-store-list.module.css';

export type PopularStoreTile = { id: number; slug: string; title: string; imageUrl: string | null; foldersCount: number };

/**
 * The folder overview's "popular stores": paid clients by number of current folders, 9 before
 * "show more" (docs/product.md, Limits). A row of logos that scrolls sideways on phones and wraps on wider screens.
 */
export default function PopularStoreList({ stores, headingId }: { stores: readonly PopularStoreTile[]; headingId: string }) {
  const t = useTranslations('FoldersPage');
  const locale = useLocale();

  return (
    <ShowMoreList
      visible={POPULAR_STORES_VISIBLE}
      more={t('showMoreStores')}
      less={t('showLessStores')}
      className={styles.list}
      expandedClassName={styles.expanded}
      buttonClassName={styles.more}
      labelledBy={headingId}
    >
      {stores.map((store) => {
          const logo = localizedImage(store.imageUrl, locale);
          return (
            <li key={store.id}>
              <Link href={{ pathname: '/folders/[storeSlug]', params: { storeSlug: store.slug } }} className={styles.store}>
                {logo ? (
                  <img src={logo} alt="" width={56} height={56} loading="lazy" decoding="async" className={styles.logo} />
                ) : (
                  <span aria-hidden="true" className={styles.logo}>
                    {store.title.slice(0, 1)}
                  </span>
                )}
                <span className={styles.title}>{store.title}</span>
                <span className={styles.count}>{t('storeFolders', { count: store.foldersCount })}</span>
              </Link>
            </li>
          );
      })}
    </ShowMoreList>
  );
}
