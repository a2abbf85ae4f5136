'use client';

import { useTranslations } from '#i18n';
import { useSession } from '@/lib/stores/session';
import styles from './prizes.module.css';

/** The member's available points (the session's account, kept current after a request). */
export function useBalance(): number | null {
  return useSession((state) => (state.status === 'user' ? (state.user?.account?.available ?? 0) : null));
}

export default function PrizeBalance() {
  const t = useTranslations('prizes');
  const balance = useBalance();
  if (balance === null) return null;
  return (
    <p className={styles.balance} data-testid="prize-balance">
      <span className={styles.balanceLabel}>{t('balanceLabel')}</span>
      <span className={styles.balanceValue}>{t('balance', { points: balance })}</span>
    </p>
  );
}
