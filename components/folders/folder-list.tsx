'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { FOLDERS_PAGE_SIZE, getFolders, type Folder } from '@/lib/api/folders';
import { feedQuery, type UrlFilters } from '@/lib/filters/url';
import { Link } from '@/lib/i18n/navigation';
import { isPlainClick } from '@/lib/ui/plain-click';
import grid from './folder-grid.module.css';
import styles from './folder-list.module.css';

type FolderListProps = {
  /** The server's page as rendered items (<FolderListItems>), and their folders' ids. */
  firstPage: ReactNode;
  firstIds: readonly number[];
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
type Items = ComponentType<{ folders: readonly Folder[] }>;

export default function FolderList({ firstPage, firstIds, page: initialPage, lastPage, total, filters }: FolderListProps) {
  const t = useTranslations('FoldersPage');
  // The folders "show more" added, and the items' component, which loads with the first of them.
  const [later, setLater] = useState<readonly Folder[]>([]);
  const [LaterItems, setLaterItems] = useState<Items | null>(null);
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
  }, [later]);

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the plain link.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const [next, items] = await Promise.all([
        loadBrowserApi().then((api) =>
          getFolders(api, {
            page: page + 1,
            per_page: FOLDERS_PAGE_SIZE,
            include: ['store'],
            status: 'current',
            filters: { categories: filters.categories, stores: filters.stores },
          }),
        ),
        import('./folder-list-items'),
      ]);
      const known = new Set([...firstIds, ...later.map((folder) => folder.id)]);
      const added = next.data.filter((folder) => !known.has(folder.id));
      const shown = firstIds.length + later.length;
      focusIndex.current = added.length > 0 ? shown : null;
      setLaterItems(() => items.default);
      setLater([...later, ...added]);
      setPage(next.meta.current_page);
      setStatus(t('shown', { shown: shownBefore + shown + added.length, total: next.meta.total }));
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
        {firstPage}
        {LaterItems && <LaterItems folders={later} />}
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
