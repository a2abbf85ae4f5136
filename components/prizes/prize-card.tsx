/* eslint-disable @next/next/no-img-element -- the API's prize images are SVGs it serves itself; next/image adds nothing for them. */
import { useLocale, useTranslations } from '#i18n';
import type { Prize } from '@/lib/api/prizes';
import { localizedImage } from '@/lib/i18n/localized-image';
import { Link } from '@/lib/i18n/navigation';
import styles from './prizes.module.css';

/** One prize of the prize pot: picture, title, cost and stock; the whole card links to the prize. */
export default function PrizeCard({ prize, balance }: { prize: Prize; balance: number | null }) {
  const t = useTranslations('prizes');
  const locale = useLocale();
  const missing = balance === null ? 0 : Math.max(0, prize.points_cost - balance);
  return (
    <article className={styles.card}>
      {prize.image_url && <img src={localizedImage(prize.image_url, locale) ?? prize.image_url} alt="" width={400} height={300} loading="lazy" className={styles.image} />}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link href={{ pathname: '/prijzenpot/[prizeId]', params: { prizeId: prize.id } }} className={styles.cardLink}>
            {prize.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          <span className={styles.cost}>{t('cost', { points: prize.points_cost })}</span>
          <span className={styles.stock}>{t('stock', { count: prize.stock })}</span>
        </p>
        {prize.stock > 0 && balance !== null && (
          <p className={styles.status}>{missing === 0 ? t('canRequest') : t('missing', { points: missing })}</p>
        )}
      </div>
    </article>
  );
}
