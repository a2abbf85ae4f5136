'use client';

import { useTranslations } from '#i18n';
import { useEffect, useId, useState } from 'react';
import FeedGrid from '@/components/feed/feed-grid';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getAlertPromos } from '@/lib/api/deal-alerts-client';
import type { FeedItem } from '@/lib/api/feed';
import styles from './deal-alerts-panels.module.css';

type State = { items: FeedItem[]; page: number; lastPage: number; status: 'loading' | 'ready' | 'error' };

/**
 * The current promos that match the member's alerts (`GET /subscriptions/promos`), newest first, page by
 * page. Give it a `key` that changes with the alerts: it starts again from the first page.
 */
export default function AlertPromos() {
  const t = useTranslations('DealAlertsManager');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ items: [], page: 0, lastPage: 1, status: 'loading' });

  useEffect(() => {
    let live = true;
    loadBrowserApi()
      .then((api) => getAlertPromos(api, page))
      .then((answer) => {
        if (!live) return;
        setState((previous) => ({
          items: page === 1 ? answer.data : [...previous.items, ...answer.data],
          page,
          lastPage: answer.meta.last_page,
          status: 'ready',
        }));
      })
      .catch(() => live && setState((previous) => ({ ...previous, status: 'error' })));
    return () => {
      live = false;
    };
  }, [page]);

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('promosTitle')}
      </h2>
      {state.status === 'error' && <p role="alert">{t('promosFailed')}</p>}
      {state.status === 'ready' && state.items.length === 0 && <p className={styles.panelIntro}>{t('promosEmpty')}</p>}
      {state.items.length > 0 && <FeedGrid items={state.items} headingLevel={3} label={t('promosTitle')} />}
      {state.status === 'ready' && state.page < state.lastPage && (
        <button type="button" className={styles.more} onClick={() => {
            setState((previous) => ({ ...previous, status: 'loading' }));
            setPage(state.page + 1);
          }}>
          {t('morePromos')}
        </button>
      )}
    </section>
  );
}
