'use client';

import { useTranslations } from '#i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CardFlagsLoader } from '@/components/feed/card-flags-loader';
import FeedCard from '@/components/feed/feed-card';
import gridStyles from '@/components/feed/feed-grid.module.css';
import { CloseIcon } from '@/components/icons/close';
import { HeartIcon } from '@/components/icons/heart';
import ArticleCard from '@/components/news/article-card';
import articleGridStyles from '@/components/news/article-grid.module.css';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { Link } from '@/lib/i18n/navigation';
import { toast } from '@/lib/stores/toasts';
import { setFavourite, type FavouriteTab } from './favourite-actions';
import { useFavourites, type SavedEntry } from './use-favourites';
import styles from './favourites.module.css';

/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '600px 0px';

const EMPTY_LINK = { promos: '/promos', folders: '/folders', articles: '/nieuws' } as const;

/**
 * One tab of the favourites page: the member's saved things, newest saved first, in pages that load
 * as the end scrolls into view (or with the button). Each has a remove button; a removed one
 * leaves the list at once, and the toast's "undo" saves it again and puts it back in its place.
 */
export default function FavouriteList({ tab, labelledBy }: { tab: FavouriteTab; labelledBy: string }) {
  const t = useTranslations('Favourites');
  const errorMessage = useErrorMessage();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const removedRef = useRef(removed);
  useEffect(() => {
    removedRef.current = removed;
  }, [removed]);
  const query = useFavourites(tab, () => removedRef.current.size);
  const { entries, total, status, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, refetch } = query;
  // Kept apart from the destructuring, whose flags narrow each other's types.
  const fetchNextPage = query.fetchNextPage;
  const listRef = useRef<HTMLUListElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && loadMore(), { rootMargin: PRELOAD_MARGIN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore]);

  const mark = (key: string, gone: boolean) =>
    setRemoved((current) => {
      const next = new Set(current);
      if (gone) next.add(key);
      else next.delete(key);
      return next;
    });

  const remove = async (entry: SavedEntry, index: number) => {
    // Focus moves on to what takes the removed one's place (or the list's heading at the end).
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? [];
    const next = buttons[index + 1] ?? buttons[index - 1];
    mark(entry.key, true);
    requestAnimationFrame(() => (next ?? document.getElementById(labelledBy))?.focus());
    try {
      const api = await loadBrowserApi();
      await setFavourite(api, entry.ref, false);
    } catch (failure) {
      mark(entry.key, false);
      toast.error(t('removeFailed'), errorMessage(failure));
      return;
    }
    toast.success(t('removed'), null, {
      action: {
        label: t('undo'),
        run: () => {
          mark(entry.key, false);
          void loadBrowserApi()
            .then((api) => setFavourite(api, entry.ref, true))
            .catch((failure: unknown) => {
              mark(entry.key, true);
              toast.error(t('undoFailed'), errorMessage(failure));
            });
        },
      },
    });
  };

  if (status === 'pending') {
    return (
      <p className={styles.state} role="status">
        {t('loading')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>{errorMessage(error)}</p>
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const shown = entries.filter((entry) => !removed.has(entry.key));
  if (shown.length === 0 && !hasNextPage) {
    return (
      <div className={styles.empty}>
        <HeartIcon size={40} />
        <p>{t(`empty.${tab}`)}</p>
        <Link href={EMPTY_LINK[tab]} className="button">
          {t(`browse.${tab}`)}
        </Link>
      </div>
    );
  }

  const grid = tab === 'articles' ? articleGridStyles : gridStyles;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t(`count.${tab}`, { count: Math.max(shown.length, total - removed.size) })}
      </p>
      {/* The member's votes on the cards, in one call per set of cards, as on every list. */}
      <CardFlagsLoader items={shown.flatMap((entry) => (entry.kind === 'card' ? [{ type: entry.item.morphable_type, id: entry.item.morphable_id }] : []))} />
      <ul ref={listRef} className={grid.grid} aria-labelledby={labelledBy}>
        {shown.map((entry, index) => (
          <li key={entry.key} className={`${grid.item} ${styles.item}`}>
            {entry.kind === 'card' ? <FeedCard item={entry.item} headingLevel={2} priority={index < 2} /> : <ArticleCard article={entry.article} headingLevel={2} showCategory />}
            <button
              type="button"
              data-remove
              className={styles.remove}
              onClick={() => void remove(entry, index)}
              aria-label={t('removeNamed', { title: entry.kind === 'card' ? entry.item.data.title : entry.article.translation.title })}
            >
              <CloseIcon size={16} />
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {isFetchNextPageError ? (
          <p role="alert">
            {t('moreFailed')}{' '}
            <button type="button" className="button button--ghost" onClick={() => void fetchNextPage()}>
              {t('retry')}
            </button>
          </p>
        ) : hasNextPage ? (
          <button type="button" className="button button--ghost" onClick={loadMore} disabled={isFetchingNextPage} aria-busy={isFetchingNextPage}>
            {isFetchingNextPage ? t('loading') : t('loadMore')}
          </button>
        ) : null}
      </div>
    </>
  );
}
