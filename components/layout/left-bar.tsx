/* eslint-disable @next/next/no-img-element -- the API's images are SVGs it serves itself; next/image adds nothing for them. */
import { getTranslations } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';
import { getStores, type Store } from '@/lib/api/catalogue';
import { getServerApi } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import PopularStores, { type PopularStore } from './popular-stores';
import styles from './left-bar.module.css';

/** docs/product.md, Limits: the block shows 9 stores before "show more"; this many are loaded in all. */
export const POPULAR_STORES_LOADED = 27;

export type LeftBarEntity = {
  /** The store, webshop, brand or product image (`image_url`); null shows the title's initial. */
  imageUrl: string | null;
  title: string;
  /** Makes the logo a link (e.g. the webshop's goto link or the store page). */
  href?: ComponentProps<typeof Link>['href'];
};

export type LeftBarProps = {
  /** The logo block of a store, webshop, brand or product page. */
  entity?: LeftBarEntity;
  /** The subscription box (follow this store/webshop/brand…), placed under the logo. */
  subscription?: ReactNode;
  /** The filter list of the page. */
  filters?: ReactNode;
  /** The "popular stores" block (paid clients by current folders); on by default. */
  popularStores?: boolean;
  className?: string;
};

async function loadPopularStores(): Promise<PopularStore[]> {
  try {
    const api = await getServerApi();
    const { data } = await getStores(api, { filters: { paid: true }, sort: 'popular', per_page: POPULAR_STORES_LOADED });
    return data
      .filter((store: Store) => store.is_paid_client)
      .sort((a, b) => b.folders_count - a.folders_count)
      .map((store) => ({ id: store.id, slug: store.translation.slug, title: store.translation.title, imageUrl: store.image_url, foldersCount: store.folders_count }));
  } catch {
    // The block is an extra: a failing API must not take the page down with it.
    return [];
  }
}

/**
 * The desktop left column of list pages (docs/product.md, Routes, "Left bar"; shown from 992 px on, hidden
 * below). A server component: it loads the popular stores itself. Put it beside the page content
 * with `LeftBarLayout`:
 *
 *   <LeftBarLayout leftBar={<LeftBar entity={{ imageUrl: store.image_url, title: store.translation.title }}
 *                                     subscription={<SubscriptionBox … />} filters={<FilterList … />} />}>
 *     <main>…</main>
 *   </LeftBarLayout>
 *
 * Phones and tablets need their own way to the filters: this column is not rendered visibly there.
 */
export default async function LeftBar({ entity, subscription, filters, popularStores = true, className }: LeftBarProps) {
  const t = await getTranslations('LeftBar');
  const stores = popularStores ? await loadPopularStores() : [];

  const logo = entity && (
    <>
      {entity.imageUrl ? (
        <img src={entity.imageUrl} alt="" width={96} height={96} className={styles.logoImage} loading="lazy" />
      ) : (
        <span aria-hidden="true" className={styles.logoFallback}>
          {entity.title.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className={styles.logoTitle}>{entity.title}</span>
    </>
  );

  return (
    <aside aria-label={t('label')} className={`${styles.bar} ${className ?? ''}`}>
      {entity && (
        <div className={`${styles.card} ${styles.entity}`}>
          {entity.href ? (
            <Link href={entity.href} className={styles.logo}>
              {logo}
            </Link>
          ) : (
            <div className={styles.logo}>{logo}</div>
          )}
          {subscription && <div className={styles.subscription}>{subscription}</div>}
        </div>
      )}
      {!entity && subscription && <div className={styles.card}>{subscription}</div>}
      {filters && <div className={styles.filters}>{filters}</div>}
      {stores.length > 0 && <PopularStores stores={stores} className={styles.card} />}
    </aside>
  );
}
