'use client';

/* eslint-disable @next/next/no-img-element -- folder pages are SVGs the API draws itself; next/image adds nothing for them. */
import NextLink from 'next/link';
import { useTranslations } from '#i18n';
import type { MouseEvent } from 'react';
import { isPlainClick } from '@/lib/ui/plain-click';
import SubViewHeader from './sub-view-header';
import type { ViewerPage } from './viewer-folder';
import { viewerSearch, type ViewerState } from './viewer-query';
import styles from './sub-view.module.css';

type PagesOverviewProps = {
  route: string;
  pages: readonly ViewerPage[];
  page: number;
  onNavigate?: (state: ViewerState) => void;
  focusOnMount?: boolean;
};

/** `folderoverview`: thumbnails of every page; choosing one opens the folder at that page. */
export default function PagesOverview({ route, pages, page, onNavigate, focusOnMount }: PagesOverviewProps) {
  const t = useTranslations('FolderViewer');

  function open(event: MouseEvent<HTMLAnchorElement>, number: number) {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate({ page: number, subView: null });
  }

  return (
    <section className={styles.view}>
      <SubViewHeader heading={t('overviewHeading')} route={route} page={page} onNavigate={onNavigate} focusOnMount={focusOnMount} />
      <ol className={styles.thumbnails}>
        {pages.map((folderPage) => (
          <li key={folderPage.id}>
            <NextLink
              href={`${route}${viewerSearch('', { page: folderPage.number, subView: null })}`}
              prefetch={false}
              scroll={false}
              className={styles.thumbnail}
              aria-current={folderPage.number === page ? 'page' : undefined}
              onClick={(event) => open(event, folderPage.number)}
            >
              <span className={styles.thumbnailImage} style={{ aspectRatio: `${folderPage.width} / ${folderPage.height}` }}>
                {folderPage.imageUrl && (
                  <img src={folderPage.imageUrl} alt="" width={folderPage.width} height={folderPage.height} loading="lazy" decoding="async" />
                )}
              </span>
              <span className={styles.thumbnailLabel}>
                {t('goToPage', { page: folderPage.number })}
                {folderPage.items.length > 0 && <span className={styles.thumbnailCount}>{t('promosCount', { count: folderPage.items.length })}</span>}
              </span>
            </NextLink>
          </li>
        ))}
      </ol>
    </section>
  );
}
