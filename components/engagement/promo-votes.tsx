'use client';

import { useTranslations } from '#i18n';
import { useEffect } from 'react';
import { FlameIcon } from '@/components/icons/flame';
import { HeartIcon } from '@/components/icons/heart';
import { SnowflakeIcon } from '@/components/icons/snowflake';
import { ThumbDownIcon } from '@/components/icons/thumb-down';
import { ThumbUpIcon } from '@/components/icons/thumb-up';
import { signed, temperatureOf } from '@/components/feed/promo-deal';
import { useSession } from '@/lib/stores/session';
import { loadPromoEngagement, type PromoDetailKind } from './promo-engagement-state';
import { usePromoFlags } from './use-promo-flags';
import styles from './promo-votes.module.css';

export type PromoVotesProps = {
  kind: PromoDetailKind;
  id: number;
  /** The counts the page was rendered with (the same for every visitor). */
  rating: number;
  hits: number;
  dislikes: number;
  /** The member who posted it (member posts): their vote buttons say they cannot vote. */
  authorId?: number | null;
};

/**
 * Hit, dislike and favourite on a promo page (docs/product.md, Behaviour and API), around the promo's temperature.
 * The page is cached and the same for everyone, so it renders the public counts; a signed-in
 * visitor's own votes are asked in the browser, and every action shows what the server answered
 * (hit and dislike exclude each other there). A guest's click opens the auth dialog instead.
 */
export default function PromoVotes({ kind, id, rating, hits, dislikes, authorId }: PromoVotesProps) {
  const t = useTranslations('PromoEngagement');
  const tCard = useTranslations('FeedCard');
  const tDetail = useTranslations('PromoDetail');
  const viewerId = useSession((state) => state.user?.id ?? null);
  const { flags, counts, toggleProps } = usePromoFlags(kind, id, { rating_calculated: rating, hits_count: hits, dislikes_count: dislikes }, { authorId });

  useEffect(() => {
    if (viewerId !== null) void loadPromoEngagement(kind, id);
  }, [viewerId, kind, id]);

  const { hit, dislike, favourite } = flags;
  const temperature = temperatureOf(counts.rating_calculated);

  return (
    <div className={styles.engagement}>
      <div role="group" aria-label={t('voteGroup')} className={`${styles.vote} ${styles[temperature]}`}>
        <button
          {...toggleProps('dislike', dislike)}
          className={`${styles.voteButton} ${styles.dislike}`}
          aria-label={t('dislike')}
          title={t('dislike')}
        >
          <ThumbDownIcon filled={dislike} />
        </button>
        <span className={styles.rating}>
          {temperature === 'cold' ? <SnowflakeIcon size={18} /> : <FlameIcon size={18} />}
          <span aria-hidden="true">{signed(counts.rating_calculated)}°</span>
          <span className="visually-hidden" aria-live="polite">
            {tCard('rating', { rating: signed(counts.rating_calculated), hits: counts.hits_count, dislikes: counts.dislikes_count })}
          </span>
        </span>
        <button {...toggleProps('hit', hit)} className={`${styles.voteButton} ${styles.hit}`} aria-label={t('hit')} title={t('hit')}>
          <ThumbUpIcon filled={hit} />
        </button>
      </div>
      <button {...toggleProps('favourite', favourite)} className={styles.favourite}>
        <HeartIcon filled={favourite} />
        {t('favourite')}
      </button>
      <p className={styles.votes} aria-hidden="true">
        {tDetail('votes', { hits: counts.hits_count, dislikes: counts.dislikes_count })}
      </p>
    </div>
  );
}
