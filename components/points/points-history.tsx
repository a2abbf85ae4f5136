'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useLocale, useTranslations } from '#i18n';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getMyPoints } from '@/lib/api/referral';
import { formatDayMonthYear } from '@/lib/format/date';
import { getQueryClient } from '@/lib/queries/query-client';
import accountStyles from '@/components/account/account.module.css';
import styles from './points-history.module.css';

const PER_PAGE = 10;

/**
 * Settings, "Your points" (docs/referral.md): the balance and every change of it from the ledger
 * (GET /me/points), newest first, ten at a time. A section of the settings page, not a page of its
 * own: it is short, and the member looks for it where their account is.
 */
export default function PointsHistory({ userId }: { userId: number }) {
  const t = useTranslations('points');
  const locale = useLocale();
  const history = useInfiniteQuery(
    {
      queryKey: ['me', 'points', userId, locale],
      queryFn: async ({ pageParam }) => getMyPoints(await loadBrowserApi(), pageParam, PER_PAGE),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    },
    getQueryClient(),
  );
  const first = history.data?.pages[0]?.data;
  const entries = history.data?.pages.flatMap((page) => page.data.history) ?? [];

  return (
    <section id="points" className={accountStyles.card} aria-labelledby="settings-points" aria-busy={history.isFetching}>
      <h2 id="settings-points" className={accountStyles.cardTitle}>
        {t('title')}
      </h2>
      <p className={accountStyles.cardLead}>{t('intro')}</p>
      {first && (
        <dl className={accountStyles.figures}>
          <div className={accountStyles.figure}>
            <dt>{t('available')}</dt>
            <dd data-testid="points-available">{first.available}</dd>
          </div>
          <div className={accountStyles.figure}>
            <dt>{t('total')}</dt>
            <dd>{first.total}</dd>
          </div>
        </dl>
      )}
      {entries.length > 0 && (
        <ul className={accountStyles.rows} aria-label={t('historyLabel')}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <span className={styles.text}>
                {entry.url ? (
                  <NextLink href={entry.url} prefetch={false} className={styles.label}>
                    {entry.label}
                  </NextLink>
                ) : (
                  <span className={styles.label}>{entry.label}</span>
                )}
                <span className={styles.date}>{formatDayMonthYear(entry.created_at)}</span>
              </span>
              <span className={entry.impact < 0 ? styles.spent : styles.earned}>
                {entry.impact > 0 ? '+' : entry.impact < 0 ? '−' : ''}
                {t('impact', { impact: Math.abs(entry.impact) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {history.isSuccess && entries.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      {history.isError && (
        <div role="alert" className={accountStyles.loadError}>
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void (history.hasNextPage ? history.fetchNextPage() : history.refetch())}>
            {t('retry')}
          </button>
        </div>
      )}
      {history.hasNextPage && !history.isError && (
        <div className={accountStyles.actions}>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            aria-busy={history.isFetchingNextPage}
          >
            {t('loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
