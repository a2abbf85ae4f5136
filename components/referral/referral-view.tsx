'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from '#i18n';
import { useId } from 'react';
import ShareButtons from '@/components/promo/share-buttons';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { getBonusActions } from '@/lib/api/feed';
import { getMyReferrals, REFERRAL_BONUS_ACTION } from '@/lib/api/referral';
import { formatDayMonthYear } from '@/lib/format/date';
import { getQueryClient } from '@/lib/queries/query-client';
import { useAccountPage } from '@/components/account/use-account-page';
import accountStyles from '@/components/account/account.module.css';
import styles from './referral.module.css';

/**
 * /verwijs-een-vriend: the member's invitation link with the share targets, how many friends joined
 * through it and the points it earned (GET /me/referrals), and the bonus per friend (GET /bonus-actions).
 */
export default function ReferralView() {
  const t = useTranslations('referral');
  const locale = useLocale();
  const user = useAccountPage('/verwijs-een-vriend');
  const linkId = useId();
  const queryClient = getQueryClient();
  const referrals = useQuery(
    {
      queryKey: ['me', 'referrals', user?.id, locale],
      queryFn: async () => getMyReferrals(await loadBrowserApi()),
      enabled: user !== null,
    },
    queryClient,
  );
  const bonus = useQuery(
    {
      queryKey: ['bonus-actions'],
      queryFn: async () => getBonusActions(await loadBrowserApi()),
      staleTime: 10 * 60_000,
    },
    queryClient,
  );
  const points = bonus.data?.find((action) => action.type === REFERRAL_BONUS_ACTION)?.impact_on_balance;
  const data = referrals.data;

  return (
    <div className={accountStyles.layout}>
      <header className={accountStyles.header}>
        <h1 className={accountStyles.title}>{t('title')}</h1>
        <p className={accountStyles.lead}>{typeof points === 'number' ? t('lead', { points }) : t('leadNoBonus')}</p>
      </header>
      {referrals.isError ? (
        <div role="alert" className={accountStyles.loadError}>
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void referrals.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !data ? (
        <p className={accountStyles.loading} role="status">
          <span className={accountStyles.spinner} aria-hidden="true" />
          {t('loading')}
        </p>
      ) : (
        <>
          <section className={accountStyles.card} aria-labelledby="referral-link">
            <h2 id="referral-link" className={accountStyles.cardTitle}>
              {t('linkTitle')}
            </h2>
            <div className={styles.linkField}>
              <label htmlFor={linkId} className={styles.linkLabel}>
                {t('linkLabel')}
              </label>
              <input
                id={linkId}
                className={styles.linkInput}
                value={data.link}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                aria-describedby={`${linkId}-help`}
              />
              <p id={`${linkId}-help`} className={styles.help}>
                {t('linkHelp')}
              </p>
            </div>
            <ShareButtons url={data.link} title={t('shareTitle')} />
          </section>
          <section className={accountStyles.card} aria-labelledby="referral-stats">
            <h2 id="referral-stats" className={accountStyles.cardTitle}>
              {t('statsTitle')}
            </h2>
            <dl className={accountStyles.figures}>
              <div className={accountStyles.figure}>
                <dt>{t('friendsJoined')}</dt>
                <dd data-testid="friends-joined">{data.friends_joined}</dd>
              </div>
              <div className={accountStyles.figure}>
                <dt>{t('pointsEarned')}</dt>
                <dd data-testid="points-earned">{data.points_earned}</dd>
              </div>
            </dl>
            <h3 className={styles.subTitle}>{t('friendsTitle')}</h3>
            {data.friends.length === 0 ? (
              <p className={styles.empty}>{t('noFriends')}</p>
            ) : (
              <ul className={accountStyles.rows}>
                {data.friends.map((friend, index) => (
                  <li key={`${friend.joined_at}-${index}`} className={styles.friend}>
                    <span className={styles.friendName}>{friend.fname}</span>
                    <span className={styles.meta}>
                      {t('friendJoined', { date: formatDayMonthYear(friend.joined_at) })} ·{' '}
                      {friend.first_post_at ? t('friendPosted', { date: formatDayMonthYear(friend.first_post_at) }) : t('friendNoPost')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {data.friends_joined > data.friends.length && (
              <p className={styles.meta}>{t('moreFriends', { count: data.friends_joined - data.friends.length })}</p>
            )}
          </section>
        </>
      )}
      <section className={accountStyles.card} aria-labelledby="referral-how">
        <h2 id="referral-how" className={accountStyles.cardTitle}>
          {t('howTitle')}
        </h2>
        <ol className={accountStyles.spacedList}>
          <li>{t('howShare')}</li>
          <li>{t('howJoin')}</li>
          <li>{t('howPost')}</li>
        </ol>
      </section>
    </div>
  );
}
