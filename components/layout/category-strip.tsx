'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import type { CategoryChip } from './category-chips';
import { BellIcon } from '@/components/icons/bell';
import { ChevronLeftIcon } from '@/components/icons/chevron-left';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { TopIcon } from '@/components/icons/top';
import styles from './category-strip.module.css';

/** docs/product.md, Limits: a drag shorter than this is a tap, not a swipe. */
export const SWIPE_THRESHOLD_PX = 20;
/** An arrow click moves the strip by this share of its visible width. */
const ARROW_STEP = 0.8;

export type CategoryStripProps = {
  /** `categoryChips(await getCategories(api))` (category-chips.ts). */
  chips: readonly CategoryChip[];
  /** The current chip: `'top100'` on home, `'deal-alerts'` on /deal-alerts, else the category slug of /promos/[categorySlug]. */
  active?: 'top100' | 'deal-alerts' | (string & {});
  className?: string;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollStripTo(element: HTMLElement, left: number, smooth: boolean): void {
  if (typeof element.scrollTo === 'function') element.scrollTo({ left, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  else element.scrollLeft = left;
}

type Drag = { pointerId: number; startX: number; startLeft: number; swiping: boolean };

/**
 * The category strip (docs/product.md, Routes) (home, /promos, /deal-alerts, /promos/[categorySlug]):
 * horizontally scrolling chips with arrows that show when there is more in their direction.
 * Touch screens scroll it natively; a mouse or pen drags it once the move exceeds 20 px.
 *
 *   const chips = categoryChips(await getCategories(await getServerApi()));
 *   <CategoryStrip chips={chips} active="top100" />
 *   <CategoryStrip chips={chips} active={categorySlug} />
 */
export default function CategoryStrip({ chips, active, className }: CategoryStripProps) {
  const t = useTranslations('CategoryStrip');
  // The deal-alerts chip is for members with alerts only; the page's HTML is the guest's (cacheable).
  const showDealAlerts = useSession((state) => (state.user?.subscriptions_count ?? 0) > 0);
  const scroller = useRef<HTMLUListElement>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const [edges, setEdges] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((previous) => (previous.left === left && previous.right === right ? previous : { left, right }));
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // Bring the current chip into view (instantly) so a deep category is visible on arrival.
    const current = element.querySelector<HTMLElement>('[aria-current]');
    if (current) {
      const chipEnd = current.offsetLeft + current.offsetWidth;
      if (current.offsetLeft < element.scrollLeft || chipEnd > element.scrollLeft + element.clientWidth) {
        scrollStripTo(element, current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2, false);
      }
    }
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure, active]);

  function scrollByArrow(direction: -1 | 1) {
    const element = scroller.current;
    if (!element) return;
    scrollStripTo(element, element.scrollLeft + direction * element.clientWidth * ARROW_STEP, true);
  }

  function onPointerDown(event: PointerEvent<HTMLUListElement>) {
    if (event.pointerType === 'touch' || event.button !== 0 || !scroller.current) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startLeft: scroller.current.scrollLeft, swiping: false };
  }

  function onPointerMove(event: PointerEvent<HTMLUListElement>) {
    const state = drag.current;
    const element = scroller.current;
    if (!state || !element || event.pointerId !== state.pointerId) return;
    const dx = event.clientX - state.startX;
    if (!state.swiping) {
      if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return;
      state.swiping = true;
      element.setPointerCapture?.(event.pointerId);
    }
    element.scrollLeft = state.startLeft - dx;
    measure();
  }

  function onPointerEnd(event: PointerEvent<HTMLUListElement>) {
    const state = drag.current;
    if (!state || event.pointerId !== state.pointerId) return;
    // A swipe ends with a click on the chip under the pointer; that click must not navigate.
    if (state.swiping) suppressClick.current = true;
    drag.current = null;
  }

  function onClickCapture(event: MouseEvent<HTMLUListElement>) {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  const current = (chip: string) => (active === chip ? ('page' as const) : undefined);

  return (
    <nav aria-label={t('label')} className={`${styles.strip} ${className ?? ''}`}>
      <button
        type="button"
        tabIndex={-1}
        className={`${styles.arrow} ${styles.arrowLeft}`}
        hidden={!edges.left}
        onClick={() => scrollByArrow(-1)}
        aria-label={t('scrollLeft')}
      >
        <ChevronLeftIcon />
      </button>
      <ul
        ref={scroller}
        className={`${styles.track} ${edges.left ? styles.fadeLeft : ''} ${edges.right ? styles.fadeRight : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={onClickCapture}
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
        hidden={!edges.right}
        onClick={() => scrollByArrow(1)}
        aria-label={t('scrollRight')}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
