'use client';

import { useLocale, useTranslations } from '#i18n';
import { useState } from 'react';
import type { PrizeRequestResult } from '@/lib/api/prizes';
import { getPathname, Link, useRouter } from '@/lib/i18n/navigation';
import { dialogActions } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import PrizeRequestForm from './prize-request-form';
import styles from './prizes.module.css';

/**
 * The request part of a prize's page: a guest gets a login prompt (the auth dialog, back here after
 * logging in); a member with enough points the address form; afterwards the new balance.
 */
export default function PrizeRequestPanel({ prize }: { prize: { id: number; points_cost: number; stock: number } }) {
  const t = useTranslations('prizes');
  const locale = useLocale();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  const [done, setDone] = useState<PrizeRequestResult | null>(null);
  const router = useRouter();

  if (status === 'unknown') return null;

  if (done) {
    return (
      <section className={`${styles.panel} ${styles.success}`} aria-labelledby="prize-request-title" role="status">
        <h2 id="prize-request-title" className={styles.panelTitle}>
          {t('successTitle')}
        </h2>
        <p>{t('successText', { cost: prize.points_cost })}</p>
        <p data-testid="prize-new-balance">
          <strong>{t('newBalance', { points: done.available })}</strong>
        </p>
        <Link href="/prijzenpot" className={styles.back}>
          {t('backToList')}
        </Link>
      </section>
    );
  }

  if (status === 'guest' || !user) {
    return (
      <section className={styles.panel} aria-labelledby="prize-request-title">
        <h2 id="prize-request-title" className={styles.panelTitle}>
          {t('requestTitle')}
        </h2>
        <p>{t('guestLead')}</p>
        <button
          type="button"
          className="button"
          onClick={() => dialogActions('auth').show({ destinationUrl: getPathname({ href: { pathname: '/prijzenpot/[prizeId]', params: { prizeId: prize.id } }, locale }) })}
        >
          {t('login')}
        </button>
      </section>
    );
  }

  const balance = user.account?.available ?? 0;
  return (
    <section className={styles.panel} aria-labelledby="prize-request-title">
      <h2 id="prize-request-title" className={styles.panelTitle}>
        {t('requestTitle')}
      </h2>
      <p data-testid="prize-balance">{t('balance', { points: balance })}</p>
      {prize.stock <= 0 ? (
        <p>{t('soldOut')}</p>
      ) : balance < prize.points_cost ? (
        <>
          <p>{t('notEnough', { balance, cost: prize.points_cost })}</p>
          <p>{t('earnMore')}</p>
        </>
      ) : (
        <PrizeRequestForm
          prizeId={prize.id}
          cost={prize.points_cost}
          initial={{ full_name: `${user.fname} ${user.lname}`.trim(), postal_code: user.postal_code ?? '' }}
          onDone={(result) => {
            setDone(result);
            setUser({ ...user, account: { available: result.available, total: user.account?.total ?? result.available } });
            // The stock on the page is one lower now (the page renders per request; this state stays).
            router.refresh();
          }}
        />
      )}
    </section>
  );
}
