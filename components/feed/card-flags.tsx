'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { EyeOffIcon } from '@/components/icons/eye-off';
import { FlameIcon } from '@/components/icons/flame';
import { HeartIcon } from '@/components/icons/heart';
import { SnowflakeIcon } from '@/components/icons/snowflake';
import { ThumbDownIcon } from '@/components/icons/thumb-down';
import { ThumbUpIcon } from '@/components/icons/thumb-up';
import { loadCardFlags, promoKey, usePromoEngagement, type PromoCardKind } from '@/components/engagement/promo-engagement-state';
import { HIDE_BUTTON_ATTRIBUTE, usePromoFlags } from '@/components/engagement/use-promo-flags';
import { useSession } from '@/lib/stores/session';
import type { FlagItemRef } from '@/lib/api/member-flag-items';
import { signed, temperatureOf } from './promo-deal';
import footerStyles from './feed-card-footer.module.css';
import styles from './card-flags.module.css';

/**
 * The member's side of the feed cards. The lists are rendered once for every guest and cached; in
 * the browser a signed-in member's flags on the whole page of cards come in ONE call
 * (CardFlagsLoader → GET /me/promo-flags), the cards show them, toggle them in place and leave out
 * what the member hid. A guest makes no call; their click opens the login dialog.
 */

export type CardFlagsProps = {
  kind: PromoCardKind;
  id: number;
  title: string;
  /** The counts the list was rendered with. */
  rating: number;
  hits: number;
  dislikes: number;
};

/** Dislike, temperature and hit in one pill, then favourite and (promos only) hide. */
export function CardFlags({ kind, id, title, rating, hits, dislikes }: CardFlagsProps) {
  const t = useTranslations('MemberFlags');
  const tCard = useTranslations('FeedCard');
  const { flags, counts, toggleProps } = usePromoFlags(kind, id, { rating_calculated: rating, hits_count: hits, dislikes_count: dislikes }, { title });
  const temperature = temperatureOf(counts.rating_calculated);
  return (
    <div className={styles.flags}>
      <span role="group" aria-label={t('voteOn', { title })} className={`${styles.vote} ${footerStyles[temperature]}`}>
        <button {...toggleProps('dislike', flags.dislike)} className={`${styles.button} ${styles.dislike}`} aria-label={t('cardDislike', { title })} title={t('dislike')}>
          <ThumbDownIcon size={16} filled={flags.dislike} />
        </button>
        <span className={styles.rating}>
          {temperature === 'cold' ? <SnowflakeIcon size={15} /> : <FlameIcon size={15} />}
          <span aria-hidden="true">{signed(counts.rating_calculated)}°</span>
          <span className="visually-hidden">
            {tCard('rating', { rating: signed(counts.rating_calculated), hits: counts.hits_count, dislikes: counts.dislikes_count })}
          </span>
        </span>
        <button {...toggleProps('hit', flags.hit)} className={`${styles.button} ${styles.hit}`} aria-label={t('cardHit', { title })} title={t('hit')}>
          <ThumbUpIcon size={16} filled={flags.hit} />
        </button>
      </span>
      <button {...toggleProps('favourite', flags.favourite)} className={`${styles.button} ${styles.favourite}`} aria-label={t('cardFavourite', { title })} title={t('favourite')}>
        <HeartIcon size={16} filled={flags.favourite} />
      </button>
      {kind !== 'Folder' && (
        <button
          {...toggleProps('hidden', flags.hidden)}
          className={`${styles.button} ${styles.hide}`}
          aria-label={t('cardHide', { title })}
          title={t('hide')}
          {...{ [HIDE_BUTTON_ATTRIBUTE]: promoKey(kind, id) }}
        >
          <EyeOffIcon size={16} />
        </button>
      )}
    </div>
  );
}

/** Loads a signed-in member's flags on a page of cards in one call; renders nothing, and asks nothing for a guest. */
export function CardFlagsLoader({ items }: { items: readonly FlagItemRef[] }) {
  const viewerId = useSession((state) => state.user?.id ?? null);
  const value = items.map((item) => promoKey(item.type, item.id)).join(',');
  useEffect(() => {
    if (viewerId === null || value === '') return;
    void loadCardFlags(
      value.split(',').map((key) => {
        const [type, id] = key.split(':');
        return { type: type as FlagItemRef['type'], id: Number(id) };
      }),
    );
  }, [viewerId, value]);
  return null;
}

/** Leaves a card out once the signed-in member hid it (the undo toast brings it back). */
export function UnlessHidden({ kind, id, children }: { kind: PromoCardKind; id: number; children: ReactNode }) {
  const signedIn = useSession((state) => state.user !== null);
  const hidden = usePromoEngagement((state) => Boolean(state[promoKey(kind, id)]?.is_hidden));
  return signedIn && hidden ? null : children;
}
