'use client';

import { useTranslations } from '#i18n';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { BellIcon } from '@/components/icons/bell';
import { BellCheckIcon } from '@/components/icons/bell-check';
import { CheckIcon } from '@/components/icons/check';
import { ClockIcon } from '@/components/icons/clock';
import { EyeOffIcon } from '@/components/icons/eye-off';
import { FlagIcon } from '@/components/icons/flag';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { reportPromoExpired } from '@/lib/api/member-flags';
import { takeCardFlagRequests } from '@/components/feed/card-flag-requests';
import { FLAG_OF_ATTRIBUTE } from '@/components/feed/card-flag-attributes';
import { toast } from '@/lib/stores/toasts';
import { whenSignedIn } from './login-gate';
import { engagementOf, promoEngagementLoad, promoKey, setPromoEngagement, usePromoEngagement, type PromoDetailKind } from './promo-engagement-state';
import { usePromoFlags } from './use-promo-flags';
import styles from './promo-member-controls.module.css';

export type PromoMemberControlsProps = {
  kind: PromoDetailKind;
  id: number;
  title: string;
  /** Whether the page was rendered with the promo expired. */
  expired: boolean;
  rating: number;
  hits: number;
  dislikes: number;
  /** The member who posted it (member posts): they cannot vote on it (use-promo-flags.ts). */
  authorId?: number | null;
};

/**
 * The member's other controls on a promo page, beside the votes (promo-votes.tsx, which loads the
 * flags): hide it from every list (with undo), report it expired (once; three members or the author
 * expire it for everyone) and follow it, to be told when it is reported expired. Guests get the login
 * dialog, and what they clicked runs after they log in (a click on the guest markup, promo-controls.tsx,
 * comes here through feed/card-flag-requests.ts).
 */
export default function PromoMemberControls({ kind, id, title, expired, rating, hits, dislikes }: PromoMemberControlsProps) {
  const t = useTranslations('MemberFlags');
  const errorMessage = useErrorMessage();
  const hintId = useId();
  const key = promoKey(kind, id);
  const { flags, signedIn, toggle, toggleProps } = usePromoFlags(kind, id, { rating_calculated: rating, hits_count: hits, dislikes_count: dislikes }, { title });
  const [reporting, setReporting] = useState(false);
  // Reporting cannot be taken back (three reports, or the author's one, end the promo for everyone):
  // the button asks once more, inline; "yes" has the focus, and the answer (yes, cancel or Escape)
  // gives it back to the report button, which then says how the report went.
  const [confirming, setConfirming] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const isExpired = expired || flags.expired;
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  function cancelConfirm() {
    setConfirming(false);
    requestAnimationFrame(() => reportButton.current?.focus());
  }

  async function report() {
    setReporting(true);
    try {
      await promoEngagementLoad(kind, id);
      const answer = await reportPromoExpired(await loadBrowserApi(), kind, id);
      const latest = usePromoEngagement.getState()[key];
      const entry = engagementOf(answer);
      setPromoEngagement(key, { ...(latest ?? entry), is_reported_expired: entry.is_reported_expired, is_expired: answer.is_expired });
      toast.success(t('reportedToast'), answer.is_expired ? t('isExpired') : null);
    } catch (error) {
      toast.error(t('actionFailed'), errorMessage(error));
    } finally {
      setReporting(false);
    }
  }

  const ask = () => setConfirming(true);
  const latest = useRef({ toggle, ask });
  useLayoutEffect(() => {
    latest.current = { toggle, ask };
  });
  // A click on the guest markup before these controls were here runs now (a report only once).
  useEffect(
    () =>
      takeCardFlagRequests(key, ({ flag, afterLogin }) => {
        if (flag !== 'report-expired') return latest.current.toggle(flag, { afterLogin });
        void promoEngagementLoad(kind, id).then(() => (usePromoEngagement.getState()[key]?.is_reported_expired ? undefined : latest.current.ask()));
      }),
    [key, kind, id],
  );

  const reported = flags.reportedExpired;
  return (
    <div className={styles.controls} role="group" aria-label={t('controls')}>
      {/* The page says so itself when it was rendered expired; this tells what changed during the visit. */}
      {isExpired && !expired && (
        <p className={styles.expired} role="status">
          <ClockIcon size={18} />
          {t('isExpired')}
        </p>
      )}
      <div className={styles.buttons}>
        <button {...toggleProps('subscription', flags.subscription)} className={styles.button} aria-describedby={hintId}>
          {flags.subscription ? <BellCheckIcon size={18} /> : <BellIcon size={18} />}
          {flags.subscription ? t('subscribed') : t('subscribe')}
        </button>
        <button {...toggleProps('hidden', flags.hidden)} className={styles.button}>
          <EyeOffIcon size={18} />
          {flags.hidden ? t('unhide') : t('hideShort')}
        </button>
        {confirming && !reported ? (
          <span
            className={styles.confirm}
            role="group"
            aria-labelledby={`${hintId}-confirm`}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                cancelConfirm();
              }
            }}
          >
            <span id={`${hintId}-confirm`}>{t('confirmQuestion')}</span>
            <button
              ref={confirmButton}
              type="button"
              className={styles.button}
              onClick={() => {
                cancelConfirm();
                void report();
              }}
            >
              <FlagIcon size={18} />
              {t('confirmYes')}
            </button>
            <button type="button" className={styles.button} onClick={cancelConfirm}>
              {t('confirmNo')}
            </button>
          </span>
        ) : !isExpired || reported ? (
          <button
            ref={reportButton}
            type="button"
            className={styles.button}
            aria-disabled={reported || reporting || undefined}
            aria-busy={reporting || undefined}
            aria-haspopup={signedIn ? undefined : 'dialog'}
            data-flag="report-expired"
            {...{ [FLAG_OF_ATTRIBUTE]: key }}
            onClick={() => {
              if (reported || reporting) return;
              void whenSignedIn(ask);
            }}
          >
            {reported ? <CheckIcon size={18} /> : <FlagIcon size={18} />}
            {reported ? t('reportedExpired') : t('reportExpired')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className={styles.hint}>
        {t('subscribeHint')}
      </p>
    </div>
  );
}
