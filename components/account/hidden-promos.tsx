'use client';

import NextLink from 'next/link';
import { useTranslations } from '#i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { KIND_KEYS } from '@/components/feed/promo-deal';
import { engagementOf, promoKey, usePromoEngagement, type PromoCardKind } from '@/components/engagement/promo-engagement-state';
import { usePromoFlags } from '@/components/engagement/use-promo-flags';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getHiddenPromos, type HiddenPromo, type HiddenPromosPage } from '@/lib/api/member-flags';
import { formatDayMonthYear } from '@/lib/format/date';
import styles from './hidden-promos.module.css';
import accountStyles from './account.module.css';

const PER_PAGE = 10;

const fetchPage = async (page: number): Promise<HiddenPromosPage> => getHiddenPromos(await loadBrowserApi(), page, PER_PAGE);

type Status = 'loading' | 'idle' | 'error';

/** One hidden promo with its restore button; once restored it leaves the list (the store says so). */
function HiddenRow({ promo, onRestored }: { promo: HiddenPromo; onRestored: () => void }) {
  const t = useTranslations('MemberFlags');
  const tCard = useTranslations('FeedCard');
  const kind = promo.morphable_type as PromoCardKind;
  const { data } = promo;
  const { flags, toggleProps, pending } = usePromoFlags(
    kind,
    promo.morphable_id,
    { rating_calculated: data.rating_calculated, hits_count: data.hits_count, dislikes_count: data.dislikes_count },
    { title: data.title },
  );
  const restoring = pending.hidden !== undefined;
  const wasHidden = useRef(true);
  useEffect(() => {
    if (wasHidden.current && !flags.hidden && !restoring) onRestored();
    wasHidden.current = flags.hidden;
  }, [flags.hidden, restoring, onRestored]);
  if (!flags.hidden) return null;
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <NextLink href={data.route} className={styles.title} prefetch={false}>
          {data.title}
        </NextLink>
        <span className={styles.meta}>
          {tCard(KIND_KEYS[promo.morphable_type])} · {t('hiddenAt', { date: formatDayMonthYear(promo.hidden_at) })}
        </span>
      </div>
      <button
        {...toggleProps('hidden', true)}
        aria-pressed={undefined}
        className="button button--ghost"
        aria-label={t('restoreLabel', { title: data.title })}
      >
        {t('restore')}
      </button>
    </li>
  );
}

/**
 * Settings: the promos the member hid (GET /me/hidden-promos, newest first, pages of 10), each with a
 * button that shows it again everywhere. Restoring goes through the same flags as the cards' hide.
 */
export default function HiddenPromos() {
  const t = useTranslations('MemberFlags');
  const [items, setItems] = useState<HiddenPromo[]>([]);
  const [page, setPage] = useState(0);
  const [lastPage, setLastPage] = useState(1);
  const [status, setStatus] = useState<Status>('loading');
  const heading = useRef<HTMLHeadingElement>(null);

  const apply = useCallback((result: HiddenPromosPage, next: number) => {
    const entries = Object.fromEntries(result.data.map((item) => [promoKey(item.morphable_type, item.morphable_id), engagementOf(item.data)]));
    usePromoEngagement.setState(entries);
    const isNew = (current: HiddenPromo[]) => (item: HiddenPromo) =>
      !current.some((known) => known.morphable_type === item.morphable_type && known.morphable_id === item.morphable_id);
    setItems((current) => (next === 1 ? result.data : [...current, ...result.data.filter(isNew(current))]));
    setPage(result.meta.current_page);
    setLastPage(result.meta.last_page);
    setStatus('idle');
  }, []);

  useEffect(() => {
    fetchPage(1).then(
      (result) => apply(result, 1),
      () => setStatus('error'),
    );
  }, [apply]);

  const loadFrom = (next: number) => {
    setStatus('loading');
    fetchPage(next).then(
      (result) => apply(result, next),
      () => setStatus('error'),
    );
  };

  const visible = usePromoEngagement((state) => items.filter((item) => state[promoKey(item.morphable_type, item.morphable_id)]?.is_hidden !== false).length);
  // The restored row is gone with its button: the focus goes to the section's heading.
  const onRestored = useCallback(() => heading.current?.focus(), []);

  return (
    <section className={accountStyles.card} aria-labelledby="settings-hidden-promos" aria-busy={status === 'loading'}>
      <h2 id="settings-hidden-promos" className={accountStyles.cardTitle} ref={heading} tabIndex={-1}>
        {t('hiddenTitle')}
      </h2>
      <p className={accountStyles.cardLead}>{t('hiddenIntro')}</p>
      {items.length > 0 && (
        <ul className={accountStyles.rows}>
          {items.map((item) => (
            <HiddenRow key={promoKey(item.morphable_type, item.morphable_id)} promo={item} onRestored={onRestored} />
          ))}
        </ul>
      )}
      {status === 'idle' && visible === 0 && page >= lastPage && <p className={styles.empty}>{t('hiddenEmpty')}</p>}
      {status === 'error' && (
        <div role="alert" className={accountStyles.loadError}>
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => loadFrom(Math.max(1, page + (items.length > 0 ? 1 : 0)))}>
            {t('retry')}
          </button>
        </div>
      )}
      {status !== 'error' && page < lastPage && page > 0 && (
        <div className={accountStyles.actions}>
          <button type="button" className="button button--ghost" onClick={() => loadFrom(page + 1)} disabled={status === 'loading'} aria-busy={status === 'loading'}>
            {t('loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
