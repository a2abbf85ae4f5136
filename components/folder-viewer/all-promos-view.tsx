'use client';

import NextLink from 'next/link';
import { useTranslations } from '#i18n';
import type { MouseEvent } from 'react';
import { isPlainClick } from '@/lib/ui/plain-click';
import FolderItemCard from './folder-item-card';
import SubViewHeader from './sub-view-header';
import type { ViewerPage } from './viewer-folder';
import { viewerSearch, type ViewerState } from './viewer-query';
import styles from './sub-view.module.css';

type AllPromosViewProps = {
  route: string;
  pages: readonly ViewerPage[];
  /** The page the visitor came from: "back" returns to it. */
  page: number;
  onNavigate?: (state: ViewerState) => void;
  focusOnMount?: boolean;
};

/** `allpromoview`: every promo of the folder, grouped by page, each group with a way to its page. */
export default function AllPromosView({ route, pages, page, onNavigate, focusOnMount }: AllPromosViewProps) {
  const t = useTranslations('FolderViewer');

  function openPage(event: MouseEvent<HTMLAnchorElement>, number: number) {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate({ page: number, subView: null });
  }

  return (
    <section className={styles.view}>
      <SubViewHeader heading={t('allPromosHeading')} route={route} page={page} onNavigate={onNavigate} focusOnMount={focusOnMount} />
      {pages
        .filter((folderPage) => folderPage.items.length > 0)
        .map((folderPage) => (
          <section key={folderPage.id} aria-labelledby={`promos-page-${folderPage.number}`} className={styles.group}>
            <div className={styles.groupHeader}>
              <h3 id={`promos-page-${folderPage.number}`} className={styles.groupHeading}>
                {t('pageHeading', { page: folderPage.number })}{' '}
                <span className={styles.groupCount}>{t('promosCount', { count: folderPage.items.length })}</span>
              </h3>
              <NextLink
                href={`${route}${viewerSearch('', { page: folderPage.number, subView: null })}`}
                prefetch={false}
                scroll={false}
                className={styles.openPage}
                onClick={(event) => openPage(event, folderPage.number)}
              >
                {t('openPage', { page: folderPage.number })}
              </NextLink>
            </div>
            <ul className={styles.cards}>
              {folderPage.items.map((item) => (
                <li key={item.id}>
                  <FolderItemCard item={item} headingLevel={4} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}
