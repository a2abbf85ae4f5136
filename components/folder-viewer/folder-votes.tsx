'use client';

import { useTranslations } from '#i18n';
import { useEffect } from 'react';
import { FlameIcon } from '@/components/icons/flame';
import { HeartIcon } from '@/components/icons/heart';
import { SnowflakeIcon } from '@/components/icons/snowflake';
import { ThumbDownIcon } from '@/components/icons/thumb-down';
import { ThumbUpIcon } from '@/components/icons/thumb-up';
import { signed, temperatureOf } from '@/components/feed/promo-deal';
import { loadCardFlags } from '@/components/engagement/promo-engagement-state';
import { usePromoFlags } from '@/components/engagement/use-promo-flags';
import { useSession } from '@/lib/stores/session';
import styles from './folder-votes.module.css';

const UNKNOWN = { rating_calculated: 0, hits_count: 0, dislikes_count: 0 };

/**
 * Hit, dislike and favourite on a folder, in the viewer. The viewer page is the same for everyone and
 * carries no counts: a member's flags and the folder's current temperature come from the one flags
 * call (GET /me/promo-flags); a guest's click opens the login dialog. A vote can be taken back.
 */
export default function FolderVotes({ id, title }: { id: number; title: string }) {
  const t = useTranslations('MemberFlags');
  const tCard = useTranslations('FeedCard');
  const viewerId = useSession((state) => state.user?.id ?? null);
  const { flags, known, counts, toggleProps } = usePromoFlags('Folder', id, UNKNOWN, { title });

  useEffect(() => {
    if (viewerId !== null) void loadCardFlags([{ type: 'Folder', id }]);
  }, [viewerId, id]);

  const temperature = temperatureOf(counts.rating_calculated);
  return (
    <div className={styles.votes} role="group" aria-label={t('voteOn', { title })}>
      <button {...toggleProps('dislike', flags.dislike)} className={`${styles.button} ${styles.dislike}`} aria-label={t('dislike')} title={t('dislike')}>
        <ThumbDownIcon size={18} filled={flags.dislike} />
      </button>
      {known && (
        <span className={`${styles.rating} ${styles[temperature]}`}>
          {temperature === 'cold' ? <SnowflakeIcon size={16} /> : <FlameIcon size={16} />}
          <span aria-hidden="true">{signed(counts.rating_calculated)}°</span>
          <span className="visually-hidden" aria-live="polite">
            {tCard('rating', { rating: signed(counts.rating_calculated), hits: counts.hits_count, dislikes: counts.dislikes_count })}
          </span>
        </span>
      )}
      <button {...toggleProps('hit', flags.hit)} className={`${styles.button} ${styles.hit}`} aria-label={t('hit')} title={t('hit')}>
        <ThumbUpIcon size={18} filled={flags.hit} />
      </button>
      <button {...toggleProps('favourite', flags.favourite)} className={`${styles.button} ${styles.favourite}`} aria-label={t('favourite')} title={t('favourite')}>
        <HeartIcon size={18} filled={flags.favourite} />
      </button>
    </div>
  );
}
