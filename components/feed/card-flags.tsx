import { useTranslations } from '#i18n';
import { EyeOffIcon } from '@/components/icons/eye-off';
import { FlameIcon } from '@/components/icons/flame';
import { HeartIcon } from '@/components/icons/heart';
import { SnowflakeIcon } from '@/components/icons/snowflake';
import { ThumbDownIcon } from '@/components/icons/thumb-down';
import { ThumbUpIcon } from '@/components/icons/thumb-up';
import type { PromoCardKind } from '@/components/engagement/promo-engagement-state';
import { CARD_FLAGS_ATTRIBUTE, CARD_FLAGS_SLOT_ATTRIBUTE } from './card-flag-attributes';
import { signed, temperatureOf } from './promo-deal';
import footerStyles from './feed-card-footer.module.css';
import styles from './card-flags.module.css';

/**
 * The flags of a feed card as every guest gets them: server markup (no client component per card),
 * the same buttons and names a member gets. The list's one CardFlagsLoader (card-flags-loader.tsx)
 * opens the login dialog on a guest's click and, once the session check finds a member, puts the
 * member's interactive flags (member-card-flags.tsx) in the empty slot beside these and hides them
 * (docs/performance-history.md, Session 13).
 */

export type CardFlagsProps = {
  kind: PromoCardKind;
  id: number;
  title: string;
  /** The counts the list was rendered with. */
  rating: number;
  hits: number;
  dislikes: number;
  /** The member who posted it (member posts): they cannot vote on it (use-promo-flags.ts). */
  authorId?: number | null;
};

/** Dislike, temperature and hit in one pill, then favourite and (promos only) hide. */
export function CardFlags({ kind, id, title, rating, hits, dislikes, authorId }: CardFlagsProps) {
  const t = useTranslations('MemberFlags');
  const tCard = useTranslations('FeedCard');
  const temperature = temperatureOf(rating);
  const key = `${kind}:${id}`;
  // A guest's button opens the login dialog (the loader's delegated click): no pressed state.
  const guest = (flag: 'hit' | 'dislike' | 'favourite' | 'hidden') => ({ type: 'button' as const, 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, 'data-flag': flag });
  return (
    <>
      <div className={styles.flags} {...{ [CARD_FLAGS_ATTRIBUTE]: key }}>
        <span role="group" aria-label={t('voteOn', { title })} className={`${styles.vote} ${footerStyles[temperature]}`}>
          <button {...guest('dislike')} className={`${styles.button} ${styles.dislike}`} aria-label={t('cardDislike', { title })} title={t('dislike')}>
            <ThumbDownIcon size={16} />
          </button>
          <span className={styles.rating}>
            {temperature === 'cold' ? <SnowflakeIcon size={15} /> : <FlameIcon size={15} />}
            <span aria-hidden="true">{signed(rating)}°</span>
            <span className="visually-hidden">{tCard('rating', { rating: signed(rating), hits, dislikes })}</span>
          </span>
          <button {...guest('hit')} className={`${styles.button} ${styles.hit}`} aria-label={t('cardHit', { title })} title={t('hit')}>
            <ThumbUpIcon size={16} />
          </button>
        </span>
        <button {...guest('favourite')} className={`${styles.button} ${styles.favourite}`} aria-label={t('cardFavourite', { title })} title={t('favourite')}>
          <HeartIcon size={16} />
        </button>
        {kind !== 'Folder' && (
          <button {...guest('hidden')} className={`${styles.button} ${styles.hide}`} aria-label={t('cardHide', { title })} title={t('hide')}>
            <EyeOffIcon size={16} />
          </button>
        )}
      </div>
      <span className={styles.slot} {...{ [CARD_FLAGS_SLOT_ATTRIBUTE]: key }} data-title={title} data-counts={`${rating},${hits},${dislikes}`} data-author={authorId ?? undefined} />
    </>
  );
}
