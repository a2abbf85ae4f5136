import { useTranslations } from '#i18n';
import { signed, temperatureOf } from '@/components/feed/promo-deal';
import { CARD_FLAGS_ATTRIBUTE } from '@/components/feed/card-flag-attributes';
import { BellIcon } from '@/components/icons/bell';
import { EyeOffIcon } from '@/components/icons/eye-off';
import { FlagIcon } from '@/components/icons/flag';
import { FlameIcon } from '@/components/icons/flame';
import { HeartIcon } from '@/components/icons/heart';
import { SnowflakeIcon } from '@/components/icons/snowflake';
import { ThumbDownIcon } from '@/components/icons/thumb-down';
import { ThumbUpIcon } from '@/components/icons/thumb-up';
import type { MemberPromoControlsProps } from './member-promo-controls';
import { EarlyClicksScript } from './early-clicks-script';
import PromoControlsLoader from './promo-controls-loader';
import votesStyles from './promo-votes.module.css';
import styles from './promo-member-controls.module.css';

/**
 * The promo page's votes, favourite and member controls (subscribe, hide, report expired) as every
 * guest gets them: server markup, the same buttons and names as promo-votes.tsx and
 * promo-member-controls.tsx render for a guest. A guest's click goes through the page's one delegated
 * listener (feed/guest-flag-clicks.ts, shared with the feed's card flags): the login dialog opens and
 * what they clicked runs once they logged in. The interactive controls load when the session check
 * finds a member (promo-controls-loader.tsx; docs/performance.md, Session 14).
 */
export default function PromoControls(props: MemberPromoControlsProps) {
  const { kind, id, expired, rating, hits, dislikes } = props;
  const t = useTranslations('PromoEngagement');
  const tCard = useTranslations('FeedCard');
  const tDetail = useTranslations('PromoDetail');
  const tFlags = useTranslations('MemberFlags');
  const temperature = temperatureOf(rating);
  // The same key as the store's (promoKey), written here: the state module is client code.
  const flagsOf = { [CARD_FLAGS_ATTRIBUTE]: `${kind}:${id}` };
  const hintId = `promo-subscribe-hint-${kind}-${id}`;
  // A guest's button opens the login dialog: no pressed state (use-promo-flags.ts, toggleProps).
  const guest = (flag: 'hit' | 'dislike' | 'favourite' | 'hidden' | 'subscription') => ({ type: 'button' as const, 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, 'data-flag': flag });
  return (
    <PromoControlsLoader {...props}>
      <EarlyClicksScript />
      <div className={votesStyles.engagement} {...flagsOf}>
        <div role="group" aria-label={t('voteGroup')} className={`${votesStyles.vote} ${votesStyles[temperature]}`}>
          <button {...guest('dislike')} className={`${votesStyles.voteButton} ${votesStyles.dislike}`} aria-label={t('dislike')} title={t('dislike')}>
            <ThumbDownIcon />
          </button>
          <span className={votesStyles.rating}>
            {temperature === 'cold' ? <SnowflakeIcon size={18} /> : <FlameIcon size={18} />}
            <span aria-hidden="true">{signed(rating)}°</span>
            <span className="visually-hidden" aria-live="polite">
              {tCard('rating', { rating: signed(rating), hits, dislikes })}
            </span>
          </span>
          <button {...guest('hit')} className={`${votesStyles.voteButton} ${votesStyles.hit}`} aria-label={t('hit')} title={t('hit')}>
            <ThumbUpIcon />
          </button>
        </div>
        <button {...guest('favourite')} className={votesStyles.favourite}>
          <HeartIcon />
          {t('favourite')}
        </button>
        <p className={votesStyles.votes} aria-hidden="true">
          {tDetail('votes', { hits, dislikes })}
        </p>
      </div>
      <div className={styles.controls} role="group" aria-label={tFlags('controls')} {...flagsOf}>
        <div className={styles.buttons}>
          <button {...guest('subscription')} className={styles.button} aria-describedby={hintId}>
            <BellIcon size={18} />
            {tFlags('subscribe')}
          </button>
          <button {...guest('hidden')} className={styles.button}>
            <EyeOffIcon size={18} />
            {tFlags('hideShort')}
          </button>
          {!expired && (
            <button type="button" className={styles.button} aria-haspopup="dialog" data-flag="report-expired">
              <FlagIcon size={18} />
              {tFlags('reportExpired')}
            </button>
          )}
        </div>
        <p id={hintId} className={styles.hint}>
          {tFlags('subscribeHint')}
        </p>
      </div>
    </PromoControlsLoader>
  );
}
