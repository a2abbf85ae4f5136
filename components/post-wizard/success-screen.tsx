'use client';

import { useTranslations } from '#i18n';
import { forwardRef } from 'react';
import type { CreatedPost } from '@/lib/api/posts';
import styles from './post-wizard.module.css';

/** The product shows at most 12 bonus coins on the success screen, whatever the post earned. */
export const BONUS_DISPLAY_CAP = 12;

export function displayedCoins(bonusImpact: number): number {
  return Math.max(0, Math.min(BONUS_DISPLAY_CAP, Math.floor(bonusImpact)));
}

type SuccessScreenProps = { post: CreatedPost; onAnother: () => void; onClose?: (() => void) | undefined };

/** After a post is sent: published or held for a check, the coins it earns, a link to it. */
const SuccessScreen = forwardRef<HTMLHeadingElement, SuccessScreenProps>(function SuccessScreen({ post, onAnother, onClose }, heading) {
  const t = useTranslations('post.success');
  const coins = displayedCoins(post.bonus_impact);
  return (
    <section className={styles.success} aria-labelledby="post-success-title">
      <h2 id="post-success-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {post.status === 'pending' ? t('pendingTitle') : t('title')}
      </h2>
      <p>{post.status === 'pending' ? t('pending') : t('published')}</p>
      {coins > 0 && (
        <p className={styles.coins} data-testid="bonus-coins">
          {t('coins', { coins })}
        </p>
      )}
      <div className={styles.nav}>
        <a href={post.url} className="button">
          {t('view')}
        </a>
        <button type="button" className="button button--ghost" onClick={onAnother}>
          {t('another')}
        </button>
        {onClose && (
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('close')}
          </button>
        )}
      </div>
    </section>
  );
});

export default SuccessScreen;
