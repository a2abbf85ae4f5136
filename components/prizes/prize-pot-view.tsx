'use client';

import { useTranslations } from '#i18n';
import type { Prize } from '@/lib/api/prizes';
import PrizeBalance, { useBalance } from './prize-balance';
import PrizeCard from './prize-card';
import styles from './prizes.module.css';

/** /prijzenpot: the member's balance and every prize with its cost, stock and whether it is in reach. */
export default function PrizePotView({ prizes }: { prizes: Prize[] }) {
  const t = useTranslations('prizes');
  const balance = useBalance();
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
        <PrizeBalance />
      </header>
      {prizes.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('listLabel')}>
          {prizes.map((prize) => (
            <li key={prize.id}>
              <PrizeCard prize={prize} balance={balance} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.lead}>{t('earnMore')}</p>
    </>
  );
}
