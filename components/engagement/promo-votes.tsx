'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { Icon } from '@/components/layout/icons';
import { signed, temperatureOf } from '@/components/feed/promo-deal';
import { setPromoFlag, type PromoAction } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { whenSignedIn } from './login-gate';
import {
  engagementOf,
  loadPromoEngagement,
  promoEngagementLoad,
  promoKey,
  PROMO_TARGETS,
  setPromoEngagement,
  usePromoEngagement,
  type PromoDetailKind,
  type PromoEngagement,
} from './promo-engagement-state';
import styles from './promo-votes.module.css';

type Flag = 'hit' | 'dislike' | 'favourite';
/** Hit and dislike move each other and the counts: one vote at a time; the favourite is independent. */
type Lane = 'vote' | 'favourite';
const laneOf = (flag: Flag): Lane => (flag === 'favourite' ? 'favourite' : 'vote');

/** The call that flips a flag, from its current value. */
function actionFor(flag: Flag, current: PromoEngagement): PromoAction {
  if (flag === 'hit') return current.is_hit ? 'remove-hit' : 'set-hit';
  if (flag === 'dislike') return current.is_dislike ? 'remove-dislike' : 'set-dislike';
  return current.is_favourite ? 'remove-favorite' : 'set-favorite';
}

export type PromoVotesProps = {
  kind: PromoDetailKind;
  id: number;
  /** The counts the page was rendered with (the same for every visitor). */
  rating: number;
  hits: number;
  dislikes: number;
};

/**
 * Hit, dislike and favourite on a promo page (docs/product.md, Behaviour and API), around the promo's temperature.
 * The page is cached and the same for everyone, so it renders the public counts; a signed-in
 * visitor's own votes are asked in the browser, and every action shows what the server answered
 * (hit and dislike exclude each other there). A guest's click opens the auth dialog instead.
 */
export default function PromoVotes({ kind, id, rating, hits, dislikes }: PromoVotesProps) {
  const t = useTranslations('PromoEngagement');
  const errorMessage = useErrorMessage();
  const tCard = useTranslations('FeedCard');
  const tDetail = useTranslations('PromoDetail');
  const key = promoKey(kind, id);
  const viewerId = useSession((state) => state.user?.id ?? null);
  const known = usePromoEngagement((state) => state[key]);
  const authOpen = useDialogs((state) => state.dialogs.auth.open);
  const [pending, setPending] = useState<Partial<Record<Lane, Flag>>>({});

  useEffect(() => {
    if (viewerId !== null) void loadPromoEngagement(kind, id);
  }, [viewerId, kind, id]);

  const signedIn = viewerId !== null;
  const counts = known ?? { rating_calculated: rating, hits_count: hits, dislikes_count: dislikes };
  const hit = signedIn && Boolean(known?.is_hit);
  const dislike = signedIn && Boolean(known?.is_dislike);
  const favourite = signedIn && Boolean(known?.is_favourite);
  const temperature = temperatureOf(counts.rating_calculated);

  async function flip(flag: Flag) {
    setPending((current) => ({ ...current, [laneOf(flag)]: flag }));
    try {
      // An early click waits for the viewer's flags, so it flips the real state.
      await promoEngagementLoad(kind, id);
      const current = usePromoEngagement.getState()[key] ?? {
        is_hit: false,
        is_dislike: false,
        is_favourite: false,
        rating_calculated: rating,
        hits_count: hits,
        dislikes_count: dislikes,
      };
      const flags = await setPromoFlag(await loadBrowserApi(), PROMO_TARGETS[kind], id, actionFor(flag, current));
      // Each lane takes its own fields from the answer: the other lane's call may have answered since.
      const latest = usePromoEngagement.getState()[key] ?? current;
      const answer = engagementOf(flags);
      setPromoEngagement(key, flag === 'favourite' ? { ...latest, is_favourite: answer.is_favourite } : { ...answer, is_favourite: latest.is_favourite });
      if (flag === 'favourite') toast.success(flags.is_favourite ? t('favouriteAdded') : t('favouriteRemoved'));
    } catch (error) {
      toast.error(flag === 'favourite' ? t('favouriteFailed') : t('voteFailed'), errorMessage(error));
    } finally {
      setPending((current) => ({ ...current, [laneOf(flag)]: undefined }));
    }
  }

  function onClick(flag: Flag) {
    // A second click while the first is under way would flip from a state that is about to change.
    if (pending[laneOf(flag)]) return;
    void whenSignedIn(() => flip(flag));
  }

  // Guests get a button that opens the login dialog; only a signed-in visitor has a pressed state.
  const toggleProps = (flag: Flag, pressed: boolean) => ({
    type: 'button' as const,
    'aria-pressed': signedIn ? pressed : undefined,
    'aria-haspopup': signedIn ? undefined : ('dialog' as const),
    'aria-expanded': signedIn ? undefined : authOpen,
    'aria-busy': pending[laneOf(flag)] === flag || undefined,
    onClick: () => onClick(flag),
  });

  return (
    <div className={styles.engagement}>
      <div role="group" aria-label={t('voteGroup')} className={`${styles.vote} ${styles[temperature]}`}>
        <button
          {...toggleProps('dislike', dislike)}
          className={`${styles.voteButton} ${styles.dislike}`}
          aria-label={t('dislike')}
          title={t('dislike')}
        >
          <Icon name="thumbDown" filled={dislike} />
        </button>
        <span className={styles.rating}>
          <Icon name={temperature === 'cold' ? 'snowflake' : 'flame'} size={18} />
          <span aria-hidden="true">{signed(counts.rating_calculated)}°</span>
          <span className="visually-hidden" aria-live="polite">
            {tCard('rating', { rating: signed(counts.rating_calculated), hits: counts.hits_count, dislikes: counts.dislikes_count })}
          </span>
        </span>
        <button {...toggleProps('hit', hit)} className={`${styles.voteButton} ${styles.hit}`} aria-label={t('hit')} title={t('hit')}>
          <Icon name="thumbUp" filled={hit} />
        </button>
      </div>
      <button {...toggleProps('favourite', favourite)} className={styles.favourite}>
        <Icon name="heart" filled={favourite} />
        {t('favourite')}
      </button>
      <p className={styles.votes} aria-hidden="true">
        {tDetail('votes', { hits: counts.hits_count, dislikes: counts.dislikes_count })}
      </p>
    </div>
  );
}
