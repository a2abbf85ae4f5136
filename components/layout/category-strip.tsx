'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import { afterLoadOrIntent } from '@/lib/ui/after-load';
import type { CategoryChip } from './category-chips';
import { BellIcon } from '@/components/icons/bell';
import { ChevronLeftIcon } from '@/components/icons/chevron-left';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { TopIcon } from '@/components/icons/top';
import styles from './category-strip.module.css';

/** What starts the strip's arrows and swipe before the browser is idle: the visitor reaching for it. */
const FIRST_USE = ['pointerover', 'focusin', 'touchstart', 'wheel', 'scroll'] as const;

export type CategoryStripProps = {
  /** `categoryChips(await getCategories(api))` (category-chips.ts). */
  chips: readonly CategoryChip[];
  /** The current chip: `'top100'` on home, `'deal-alerts'` on /deal-alerts, else the category slug of /promos/[categorySlug]. */
  active?: 'top100' | 'deal-alerts' | (string & {});
  className?: string;
};

/**
 * The category strip (docs/product.md, Routes) (home, /promos, /deal-alerts, /promos/[categorySlug]):
 * horizontally scrolling chips with arrows that show when there is more in their direction.
 * Touch screens scroll it natively; a mouse or pen drags it once the move exceeds 20 px
 * (category-strip-motion.ts, loaded on first use or when idle).
 *
 *   const chips = categoryChips(await getCategories(await getServerApi()));
 *   <CategoryStrip chips={chips} active="top100" />
 *   <CategoryStrip chips={chips} active={categorySlug} />
 */
export default function CategoryStrip({ chips, active, className }: CategoryStripProps) {
  const t = useTranslations('CategoryStrip');
  // The deal-alerts chip is for members with alerts only; the page's HTML is the guest's (cacheable).
  const showDealAlerts = useSession((state) => (state.user?.subscriptions_count ?? 0) > 0);
  const nav = useRef<HTMLElement>(null);

  // The arrows and the mouse swipe (category-strip-motion.ts) load on first use or once the page
  // has loaded and is idle; until then the strip is links that scroll natively. Again for a new
  // current chip, to bring it into view.
  useEffect(() => {
    const element = nav.current;
    if (!element) return;
    let alive = true;
    let stop: (() => void) | undefined;
    const stopWaiting = afterLoadOrIntent(
      () =>
        void import('./category-strip-motion').then((motion) => {
          if (alive) stop = motion.enhanceStrip(element, { left: styles.fadeLeft ?? '', right: styles.fadeRight ?? '' });
        }),
      { target: element, events: FIRST_USE },
    );
    return () => {
      alive = false;
      stopWaiting();
      stop?.();
    };
  }, [active]);

  const current = (chip: string) => (active === chip ? ('page' as const) : undefined);

  return (
    <nav ref={nav} aria-label={t('label')} className={`${styles.strip} ${className ?? ''}`}>
      <button
        type="button"
        tabIndex={-1}
        className={`${styles.arrow} ${styles.arrowLeft}`}
        hidden
        aria-label={t('scrollLeft')}
      >
        <ChevronLeftIcon />
      </button>
      <ul
        className={styles.track}
        onDragStart={(event) => event.preventDefault()}
        data-testid="category-strip-track"
      >
        <li>
          <Link href="/" className={`${styles.chip} ${styles.special}`} aria-current={current('top100')}>
            <TopIcon size={18} />
            {t('top100')}
          </Link>
        </li>
        {showDealAlerts && (
          <li>
            <Link href="/deal-alerts" className={`${styles.chip} ${styles.special}`} aria-current={current('deal-alerts')}>
              <BellIcon size={18} />
              {t('dealAlerts')}
            </Link>
          </li>
        )}
        {chips.map((category) => (
          <li key={category.id}>
            <Link
              href={{ pathname: '/promos/[categorySlug]', params: { categorySlug: category.slug } }}
              className={styles.chip}
              aria-current={current(category.slug)}
            >
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        tabIndex={-1}
        className={`${styles.arrow} ${styles.arrowRight}`}
        hidden
        aria-label={t('scrollRight')}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
