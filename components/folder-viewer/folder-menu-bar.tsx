'use client';

import NextLink from 'next/link';
import { useTranslations } from '#i18n';
import type { MouseEvent, ReactNode } from 'react';
import { BookOpenIcon } from '@/components/icons/book-open';
import { FolderIcon } from '@/components/icons/folder';
import { GridIcon } from '@/components/icons/grid';
import { ListIcon } from '@/components/icons/list';
import { TagIcon } from '@/components/icons/tag';
import { Link } from '@/lib/i18n/navigation';
import { isPlainClick } from '@/lib/ui/plain-click';
import { viewerSearch, type FolderSubView, type ViewerState } from './viewer-query';
import styles from './folder-menu-bar.module.css';

type FolderMenuBarProps = {
  /** The folder viewer's path (the API's `route`). */
  route: string;
  state: ViewerState;
  pagesCount: number;
  itemsCount: number;
  pageItemsCount: number;
  /** Given by the live viewer: switches views in place instead of loading the page again. */
  onNavigate?: (state: ViewerState) => void;
};

/**
 * The menu bar of the folder viewer (docs/product.md, Routes): folders, this folder, all
 * promos with their count, the promos of this page with their count, and the page overview
 * (current page / total pages).
 *
 * The viewer renders it at the top of its content. While it is in the document (`data-folder-menu-bar`)
 * the layout's menu bar is hidden by a CSS `:has()` rule, so this bar takes its place on this route
 * only, without the layout having to know the route (see folder-menu-bar.module.css).
 */
export default function FolderMenuBar({ route, state, pagesCount, itemsCount, pageItemsCount, onNavigate }: FolderMenuBarProps) {
  const t = useTranslations('FolderMenuBar');

  function viewItem(subView: FolderSubView | null, icon: ReactNode, label: ReactNode, badge?: number) {
    const target: ViewerState = { page: state.page, subView };
    const current = state.subView === subView;
    const onClick = onNavigate
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onNavigate(target);
        }
      : undefined;
    return (
      <li>
        <NextLink
          href={`${route}${viewerSearch('', target)}`}
          prefetch={false}
          scroll={false}
          className={styles.item}
          aria-current={current ? 'page' : undefined}
          onClick={onClick}
        >
          {icon}
          <span>{label}</span>
          {badge !== undefined && <span className={styles.badge}>{badge}</span>}
        </NextLink>
      </li>
    );
  }

  return (
    <nav aria-label={t('label')} className={styles.bar} data-folder-menu-bar="">
      <ul className={`container ${styles.list}`}>
        <li>
          <Link href="/folders" className={styles.item}>
            <FolderIcon />
            <span>{t('folders')}</span>
          </Link>
        </li>
        {viewItem(null, <BookOpenIcon />, t('thisFolder'))}
        {viewItem('allpromoview', <TagIcon />, t('allPromos'), itemsCount)}
        {viewItem('folderpageview', <ListIcon />, t('pagePromos'), pageItemsCount)}
        {viewItem(
          'folderoverview',
          <GridIcon />,
          <>
            <span className="visually-hidden">{t('pages')}:</span>{' '}
            {/* "1 / 18" is one thing: on a narrow phone the other labels wrap, this one must not split. */}
            <span className={styles.counter}>{t('pageOf', { page: state.page, total: pagesCount })}</span>
          </>,
        )}
      </ul>
    </nav>
  );
}
