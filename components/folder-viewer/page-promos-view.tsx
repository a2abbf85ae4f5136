'use client';

import { useTranslations } from '#i18n';
import FolderItemCard from './folder-item-card';
import SubViewHeader from './sub-view-header';
import type { ViewerPage } from './viewer-folder';
import type { ViewerState } from './viewer-query';
import styles from './sub-view.module.css';

/** `folderpageview`: the promos of the current page as a list of cards. */
export default function PagePromosView({ route, page, onNavigate, focusOnMount }: { route: string; page: ViewerPage; onNavigate?: (state: ViewerState) => void; focusOnMount?: boolean }) {
  const t = useTranslations('FolderViewer');
  return (
    <section className={styles.view}>
      <SubViewHeader heading={t('pagePromosHeading', { page: page.number })} route={route} page={page.number} onNavigate={onNavigate} focusOnMount={focusOnMount} />
      {page.items.length === 0 ? (
        <p className={styles.empty}>{t('noPromosOnPage')}</p>
      ) : (
        <ul className={styles.cards}>
          {page.items.map((item) => (
            <li key={item.id}>
              <FolderItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
