'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getFeedItems, type FeedItem } from '@/lib/api/feed';
import { writeFeedSearch, type UrlFiltersInput } from '@/lib/filters/url';
import type { FeedFilters, FeedSort } from '@/lib/schemas/feed-filters';
import FeedGrid from './feed-grid';
import { Icon } from '@/components/layout/icons';
import { appendPage, isFeedComplete } from './feed-pagination';
import { browserStorage, clearTraverse, feedRestoreKey, restoreOnTraverse, writeScroll, writeSnapshot } from './feed-restore';
import styles from './infinite-feed.module.css';

/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '800px 0px';

export type InfiniteFeedProps = {
  /** The page the server rendered (`?page=N`, default 1). */
  initialItems: readonly FeedItem[];
  initialPage: number;
  lastPage: number;
  /** What the API is asked for the following pages: the full filters (a category page adds its category), sort and page size. */
  query: { filters?: FeedFilters; sort?: FeedSort; per_page?: number };
  /** The filters as the URL carries them, for the crawlable previous/next links (default none). */
  urlFilters?: UrlFiltersInput;
  /** A query the previous/next links keep before the filters, for a view the filters do not name (home's `sort=newest`). */
  fixedSearch?: string;
  /** Accessible name of the list. */
  label: string;
  /** Shown instead of the list when the first page is empty (e.g. a text and a reset link). */
  empty?: ReactNode;
  /** Cards whose image loads eagerly (the first row on a page without hero). */
  priorityCount?: number;
};

type Status = 'idle' | 'loading' | 'error';

/**
 * The feed with infinite pages of 9 (docs/product.md, Behaviour): the server renders the requested page; the next
 * ones load when the end of the list scrolls into view, until a page is empty or the last page is
 * reached. Real previous/next links (`?page=N`) stay below the list for crawlers, people without
 * JavaScript and when loading fails. Give it a `key` that changes with the filters, so a new filter
 * set starts from its own first page.
 */
export default function InfiniteFeed({ initialItems, initialPage, lastPage: initialLastPage, query, urlFilters = {}, fixedSearch, label, empty, priorityCount = 0 }: InfiniteFeedProps) {
  const t = useTranslations('FeedList');
  const pathname = usePathname();
  // Back/Forward to this list: the pages loaded before come back (feed-restore.ts). Client-side only,
  // as a traverse within the app mounts the list without hydration.
  const [restored] = useState(() => (typeof window === 'undefined' ? null : restoreOnTraverse(feedRestoreKey(window.location), initialPage, initialItems.length)));
  const [items, setItems] = useState<readonly FeedItem[]>(restored?.snapshot.items ?? initialItems);
  const [page, setPage] = useState(restored?.snapshot.page ?? initialPage);
  const [lastPage, setLastPage] = useState(restored?.snapshot.lastPage ?? initialLastPage);
  const [complete, setComplete] = useState(
    () => restored?.snapshot.complete ?? isFeedComplete({ itemCount: initialItems.length, currentPage: initialPage, lastPage: initialLastPage }),
  );
  const [status, setStatus] = useState<Status>('idle');
  const [announcement, setAnnouncement] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const queryRef = useRef(query);
  useEffect(() => {
    queryRef.current = query;
  }, [query]);

  // ... and the scroll position, before the first paint; the traverse is used up.
  useLayoutEffect(() => {
    clearTraverse();
    if (restored?.scrollY) window.scrollTo(0, restored.scrollY);
  }, [restored]);
  useEffect(() => {
    const storage = browserStorage();
    if (storage) writeSnapshot(storage, feedRestoreKey(window.location), { items, initialPage, page, lastPage, complete });
  }, [items, initialPage, page, lastPage, complete]);
  // A layout effect, so the listener is gone before the next page scrolls to its top.
  useLayoutEffect(() => {
    const key = feedRestoreKey(window.location);
    const storage = browserStorage();
    if (!storage) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (feedRestoreKey(window.location) === key) writeScroll(storage, key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const loadNext = useCallback(async () => {
    if (busy.current || complete) return;
    busy.current = true;
    setStatus('loading');
    const next = page + 1;
    try {
      const result = await getFeedItems(await loadBrowserApi(), { ...queryRef.current, page: next });
      const added = appendPage(items, result.data);
      setItems(added);
      setPage(result.meta.current_page);
      setLastPage(result.meta.last_page);
      setComplete(isFeedComplete({ itemCount: result.data.length, currentPage: result.meta.current_page, lastPage: result.meta.last_page }));
      setAnnouncement(t('loaded', { count: added.length - items.length }));
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [complete, items, page, t]);

  // A new observer after every page: its first callback reports whether the end is still in view.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || complete || status !== 'idle' || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadNext();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [complete, status, loadNext]);

  if (items.length === 0) return <div className={styles.empty}>{empty ?? <p>{t('empty')}</p>}</div>;

  const href = (target: number) => {
    const search = [fixedSearch, writeFeedSearch(urlFilters, target)].filter(Boolean).join('&');
    return search ? `${pathname}?${search}` : pathname;
  };

  return (
    <div className={styles.feed}>
      <FeedGrid items={items} label={label} priorityCount={priorityCount} />

      {status === 'loading' && (
        <div className={styles.loading} aria-hidden="true" data-testid="feed-loading">
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.skeleton} />
          ))}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {status === 'loading' ? t('loading') : announcement}
      </p>

      {status === 'error' && (
        <div className={styles.error} role="alert">
          <p>{t('error')}</p>
          <button type="button" className="button" onClick={() => void loadNext()}>
            <Icon name="refresh" size={18} />
            {t('retry')}
          </button>
        </div>
      )}

      <div ref={sentinel} className={styles.sentinel} />

      {complete ? (
        <p className={styles.end}>{t('end')}</p>
      ) : null}

      {(initialPage > 1 || !complete) && (
        <nav className={styles.pagination} aria-label={t('pagination')}>
          {initialPage > 1 ? (
            <NextLink href={href(initialPage - 1)} rel="prev" className={styles.pageLink}>
              <Icon name="arrowLeft" size={18} />
              {t('previousPage')}
            </NextLink>
          ) : (
            <span />
          )}
          <span className={styles.pageStatus}>{t('pageStatus', { page, last: Math.max(lastPage, page) })}</span>
          {!complete ? (
            <NextLink href={href(page + 1)} rel="next" className={styles.pageLink}>
              {t('nextPage')}
              <Icon name="arrowRight" size={18} />
            </NextLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
