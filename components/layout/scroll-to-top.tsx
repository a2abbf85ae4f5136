'use client';

import { useTranslations } from '#i18n';
import { useEffect, useState } from 'react';
import { useRoutePathname } from '@/lib/i18n/use-route-pathname';
import { FOLDER_VIEWER_ROUTE } from './back-button-action';
import { ArrowUpIcon } from '@/components/icons/arrow-up';
import { SCROLL_TOP_SHOW_AFTER_PX } from './scroll-to-top-loader';
import styles from './scroll-to-top.module.css';

/** docs/product.md, Limits: shown after 300 px of scrolling (SCROLL_TOP_SHOW_AFTER_PX), hidden again within 550 px of the page bottom. */
export const SCROLL_TOP_BOTTOM_MARGIN_PX = 550;

export function scrollTopVisible(scrollY: number, viewportHeight: number, pageHeight: number): boolean {
  const distanceToBottom = pageHeight - (scrollY + viewportHeight);
  return scrollY > SCROLL_TOP_SHOW_AFTER_PX && distanceToBottom > SCROLL_TOP_BOTTOM_MARGIN_PX;
}

/** The scroll-to-top button (docs/product.md, Routes; loaded by scroll-to-top-loader.tsx); hidden on phones on the folder viewer, where it would cover the pages. */
export default function ScrollToTop() {
  const t = useTranslations('ScrollTop');
  const route = useRoutePathname();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(scrollTopVisible(window.scrollY, window.innerHeight, document.documentElement.scrollHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [route]);

  function toTop() {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from a button that just disappeared.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ''} ${route === FOLDER_VIEWER_ROUTE ? styles.hideOnPhones : ''}`}
      onClick={toTop}
      tabIndex={visible ? 0 : -1}
    >
      <ArrowUpIcon size={22} />
      <span className="visually-hidden">{t('label')}</span>
    </button>
  );
}
