'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, type ReactNode } from 'react';
import AllPromosView from './all-promos-view';
import FolderItemCard from './folder-item-card';
import FolderMenuBar from './folder-menu-bar';
import FolderVotes from './folder-votes';
import PagePromosView from './page-promos-view';
import PageSwiper from './page-swiper';
import PagesOverview from './pages-overview';
import type { ViewerFolder } from './viewer-folder';
import type { ViewerState } from './viewer-query';
import styles from './folder-viewer.module.css';

export type ViewerNavigate = (state: ViewerState, mode?: 'push' | 'replace') => void;

type FolderViewerViewProps = {
  folder: ViewerFolder;
  /** Title, validity and breadcrumbs, rendered on the server. */
  header: ReactNode;
  state: ViewerState;
  onNavigate?: ViewerNavigate;
  /** The visitor switched views on this page (focus follows); false right after loading. */
  navigatedHere?: boolean;
};

/**
 * The folder viewer for one state of its URL: the folder menu bar, then either the pages (with the
 * current page's promos beside them on wide screens) or one of the three sub-views. The pages stay
 * mounted under a sub-view, so coming back shows the same page at once.
 */
export default function FolderViewerView({ folder, header, state, onNavigate, navigatedHere = false }: FolderViewerViewProps) {
  const t = useTranslations('FolderViewer');
  const currentPage = folder.pages[state.page - 1];
  const pageItems = currentPage?.items ?? [];
  const showingPages = state.subView === null;
  const stageRef = useRef<HTMLElement>(null);
  const previousSubView = useRef(state.subView);

  // Leaving a sub-view removes the focused control: continue on the pages instead of the top of the document.
  useEffect(() => {
    if (navigatedHere && previousSubView.current !== null && state.subView === null) stageRef.current?.focus({ preventScroll: true });
    previousSubView.current = state.subView;
  }, [state.subView, navigatedHere]);

  const subViewProps = { route: folder.route, onNavigate, focusOnMount: navigatedHere };

  return (
    <>
      <FolderMenuBar
        route={folder.route}
        state={state}
        pagesCount={folder.pages.length}
        itemsCount={folder.itemsCount}
        pageItemsCount={pageItems.length}
        onNavigate={onNavigate}
      />
      <main className={`container ${styles.viewer}`}>
        {header}
        <FolderVotes id={folder.id} title={folder.storeTitle} />
        <div className={styles.layout} hidden={!showingPages}>
          <section ref={stageRef} tabIndex={-1} aria-roledescription={t('pagesRole')} aria-label={t('pagesLabel')} className={styles.stageColumn}>
            <PageSwiper
              pages={folder.pages}
              storeTitle={folder.storeTitle}
              page={state.page}
              hidden={!showingPages}
              onPageChange={onNavigate ? (page) => onNavigate({ page, subView: state.subView }, 'replace') : undefined}
            />
            <p className={styles.hint}>
              <span className={styles.touchHint}>{t('hint')}</span>
              <span className={styles.pointerHint}>{t('hintDesktop')}</span>
            </p>
          </section>
          <aside aria-labelledby="folder-page-promos" className={styles.sidePanel}>
            <h2 id="folder-page-promos" className={styles.sideHeading}>
              {t('onThisPage')} <span className={styles.sideCount}>{t('promosCount', { count: pageItems.length })}</span>
            </h2>
            {pageItems.length === 0 ? (
              <p className={styles.sideEmpty}>{t('noPromosOnPage')}</p>
            ) : (
              <ul className={styles.sideList}>
                {pageItems.map((item) => (
                  <li key={item.id}>
                    <FolderItemCard item={item} compact />
                  </li>
                ))}
              </ul>
            )}
          </aside>
        </div>
        {state.subView === 'folderpageview' && currentPage && <PagePromosView page={currentPage} {...subViewProps} />}
        {state.subView === 'allpromoview' && <AllPromosView pages={folder.pages} page={state.page} {...subViewProps} />}
        {state.subView === 'folderoverview' && <PagesOverview pages={folder.pages} page={state.page} {...subViewProps} />}
      </main>
    </>
  );
}
