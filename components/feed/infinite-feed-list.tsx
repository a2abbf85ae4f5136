'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from '#i18n';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import type { FeedItem } from '@/lib/api/feed';
import type { FlagItemRef } from '@/lib/api/member-flag-items';
import type { FeedFilters, FeedSort } from '@/lib/schemas/feed-filters';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { RefreshIcon } from '@/components/icons/refresh';
import { CardFlagsLoader } from './card-flags-loader';
import { appendPage, feedItemKey, isFeedComplete, pageHref } from './feed-pagination';
import { browserStorage, clearTraverse, feedRestoreKey, restoreOnTraverse, writeScroll, writeSnapshot } from './feed-restore';
import gridStyles from './feed-grid.module.css';
import styles from './infinite-feed.module.css';

/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '800px 0px';

// The card component comes with the first page the browser adds: the server's page is already
// rendered (infinite-feed.tsx), so a visitor who does not scroll never loads it. Kept once loaded,
// so a list mounting again (Back) renders its restored cards at once. Not React's lazy(): its
// Suspense boundary would show the list's end before the added cards.
type Cards = (typeof import('./feed-grid-items'))['default'];
let loadedCards: Cards | null = null;
async function loadCards(): Promise<Cards> {
  loadedCards ??= (await import('./feed-grid-items')).default;
  return loadedCards;
}

export type InfiniteFeedListProps = {
  /** The server's page as rendered `<li>` cards (FeedGridItems). */
  firstPage: ReactNode;
  /** Kind and id of each of the server's cards, in order. */
  initialRefs: readonly FlagItemRef[];
  initialPage: number;
  lastPage: number;
  query: { filters?: FeedFilters; sort?: FeedSort; per_page?: number };
  /** The list's filters as a query string (`writeFeedSearch`), for the crawlable previous/next links. */
  filterSearch: string;
  label: string;
  empty?: ReactNode;
};

type Status = 'idle' | 'loading' | 'error';

const refKey = (ref: FlagItemRef) => `${ref.type}:${ref.id}`;

/** Scrolls once to where the reader was; rendered with the restored cards, so they are in the page. */
function ScrollTo({ y }: { y: number }) {
  useLayoutEffect(() => window.scrollTo(0, y), [y]);
  return null;
}

/** The browser's side of InfiniteFeed (infinite-feed.tsx): the pages after the server's, the Back restore and the page links. */
export default function InfiniteFeedList({ firstPage, initialRefs, initialPage, lastPage: initialLastPage, query, filterSearch, label, empty }: InfiniteFeedListProps) {
  const t = useTranslations('FeedList');
  const pathname = usePathname();
  const initialCount = initialRefs.length;
  // Back/Forward to this list: the pages loaded before come back (feed-restore.ts; the snapshot holds
  // the cards after the server's page). Client-side only, as a traverse within the app mounts the
  // list without hydration.
  const [restored] = useState(() => {
    if (typeof window === 'undefined') return null;
    const found = restoreOnTraverse(feedRestoreKey(window.location), initialPage, 0);
    if (!found) return null;
    // A card that moved onto the server's page since is shown there only.
    const onFirstPage = new Set(initialRefs.map(refKey));
    const items = found.snapshot.items.filter((item) => !onFirstPage.has(feedItemKey(item)));
    return items.length > 0 ? { ...found, snapshot: { ...found.snapshot, items } } : null;
  });
  const [later, setLater] = useState<readonly FeedItem[]>(restored?.snapshot.items ?? []);
  const [page, setPage] = useState(restored?.snapshot.page ?? initialPage);
  const [lastPage, setLastPage] = useState(restored?.snapshot.lastPage ?? initialLastPage);
  const [complete, setComplete] = useState(
    () => restored?.snapshot.complete ?? isFeedComplete({ itemCount: initialCount, currentPage: initialPage, lastPage: initialLastPage }),
  );
  const [LaterCards, setLaterCards] = useState<Cards | null>(() => loadedCards);
  const [status, setStatus] = useState<Status>('idle');
  const [announcement, setAnnouncement] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const queryRef = useRef(query);
  useEffect(() => {
    queryRef.current = query;
  }, [query]);

  // The traverse is used up; the scroll position comes back with the restored cards (ScrollTo below),
  // once the card component is there.
  useLayoutEffect(() => {
    clearTraverse();
  }, []);
  const restoring = restored !== null && LaterCards === null;
  useEffect(() => {
    if (restoring) void loadCards().then((cards) => setLaterCards(() => cards));
  }, [restoring]);
  useEffect(() => {
    const storage = browserStorage();
    if (storage) writeSnapshot(storage, feedRestoreKey(window.location), { items: later, initialPage, page, lastPage, complete });
  }, [later, initialPage, page, lastPage, complete]);
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
      // The feed call, like the card, loads with the first page added.
      const [{ getFeedItems }, api, cards] = await Promise.all([import('@/lib/api/feed'), loadBrowserApi(), loadCards()]);
      const result = await getFeedItems(api, { ...queryRef.current, page: next });
      // Left out: what is already shown, on the server's page or added before.
      const shown = new Set(initialRefs.map(refKey));
      const added = appendPage(later, result.data.filter((item) => !shown.has(feedItemKey(item))));
      setLaterCards(() => cards);
      setLater(added);
      setPage(result.meta.current_page);
      setLastPage(result.meta.last_page);
      setComplete(isFeedComplete({ itemCount: result.data.length, currentPage: result.meta.current_page, lastPage: result.meta.last_page }));
      setAnnouncement(t('loaded', { count: added.length - later.length }));
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [complete, initialRefs, later, page, t]);

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

  if (initialCount === 0) return <div className={styles.empty}>{empty ?? <p>{t('empty')}</p>}</div>;

  const href = (target: number) => pageHref(pathname, filterSearch, target);

  return (
    <div className={styles.feed}>
      <CardFlagsLoader items={[...initialRefs, ...later.map((item) => ({ type: item.morphable_type, id: item.morphable_id }))]} />
      <ul className={gridStyles.grid} aria-label={label}>
        {firstPage}
        {LaterCards && <LaterCards items={later} />}
      </ul>
      {LaterCards && restored?.scrollY ? <ScrollTo y={restored.scrollY} /> : null}

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
            <RefreshIcon size={18} />
            {t('retry')}
          </button>
        </div>
      )}

      <div ref={sentinel} className={styles.sentinel} />

      {complete && !restoring ? <p className={styles.end}>{t('end')}</p> : null}

      {(initialPage > 1 || !complete) && !restoring && (
        <nav className={styles.pagination} aria-label={t('pagination')}>
          {initialPage > 1 ? (
            <NextLink href={href(initialPage - 1)} rel="prev" className={styles.pageLink}>
              <ArrowLeftIcon size={18} />
              {t('previousPage')}
            </NextLink>
          ) : (
            <span />
          )}
          <span className={styles.pageStatus}>{t('pageStatus', { page, last: Math.max(lastPage, page) })}</span>
          {!complete ? (
            <NextLink href={href(page + 1)} rel="next" className={styles.pageLink}>
              {t('nextPage')}
              <ArrowRightIcon size={18} />
            </NextLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
