'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { FOLDERS_PAGE_SIZE, getFolders, type Folder } from '@/lib/api/folders';
import { feedQuery, type UrlFilters } from '@/lib/filters/url';
import { Link } from '@/lib/i18n/navigation';
import FolderCard from './folder-card';
import grid from './folder-grid.module.css';
import styles from './folder-list.module.css';

type FolderListProps = {
  /** The page the server rendered. */
  folders: Folder[];
  page: number;
  lastPage: number;
  total: number;
  /** The list's filters (categories and stores) as the URL has them. */
  filters: Pick<UrlFilters, 'categories' | 'stores'>;
};

/**
 * Current folders, 9 at a time (docs/product.md, Limits), with "show more" until every folder is on screen
 * (docs/product.md, Behaviour: a folder list is complete when all items are loaded). The button is a link to the
 * next page, so crawlers and visitors without JavaScript page through the same list.
 */
export default function FolderList({ folders: initial, page: initialPage, lastPage, total, filters }: FolderListProps) {
  const t = useTranslations('FoldersPage');
  const [folders, setFolders] = useState(initial);
  const [page, setPage] = useState(initialPage);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState('');
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const complete = page >= lastPage;
  const shownBefore = (initialPage - 1) * FOLDERS_PAGE_SIZE;

  // Keyboard and screen-reader users continue at the first new folder instead of a vanished button.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > article > a')[index]?.focus({ preventScroll: true });
  }, [folders]);

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the plain link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const next = await getFolders(await loadBrowserApi(), {
        page: page + 1,
        per_page: FOLDERS_PAGE_SIZE,
        include: ['store'],
        status: 'current',
        filters: { categories: filters.categories, stores: filters.stores },
      });
      const known = new Set(folders.map((folder) => folder.id));
      const added = next.data.filter((folder) => !known.has(folder.id));
      focusIndex.current = added.length > 0 ? folders.length : null;
      setFolders([...folders, ...added]);
      setPage(next.meta.current_page);
      setStatus(t('shown', { shown: shownBefore + folders.length + added.length, total: next.meta.total }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className={styles.wrapper}>
      {initialPage > 1 && (
        <Link href={{ pathname: '/folders', query: feedQuery(filters, initialPage - 1) }} rel="prev" className={styles.previous}>
          {t('previousPage')}
        </Link>
      )}
      <ul ref={listRef} className={grid.grid}>
        {folders.map((folder, index) => (
          <li key={folder.id}>
            <FolderCard
              href={folder.route}
              coverUrl={folder.image_url}
              storeTitle={folder.store?.translation.title ?? folder.translation.title}
              storeLogoUrl={folder.store?.image_url}
              title={folder.translation.title}
              validText={folder.valid_text}
              pagesCount={folder.pages_count}
              status={folder.status}
              priority={index === 0 && initialPage === 1}
            />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p className="visually-hidden" role="status">
          {status}
        </p>
        {failed && (
          <p className={styles.error} role="alert">
            {t('loadError')}
          </p>
        )}
        {complete ? (
          total > FOLDERS_PAGE_SIZE && <p className={styles.done}>{t('allShown', { total })}</p>
        ) : (
          <Link
            href={{ pathname: '/folders', query: feedQuery(filters, page + 1) }}
            rel="next"
            data-no-progress=""
            className={`button ${styles.more}`}
            aria-disabled={loading || undefined}
            onClick={loadMore}
          >
            {loading ? t('loading') : t('loadMore')}
          </Link>
        )}
      </div>
    </div>
  );
}
