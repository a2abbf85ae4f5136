'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// The button and its scroll tracking: loaded once the page has scrolled far enough to show it.
const ScrollToTop = lazy(() => import('./scroll-to-top'));

/** docs/product.md, Limits: the button shows after 300 px of scrolling (scroll-to-top.tsx decides the rest). */
export const SCROLL_TOP_SHOW_AFTER_PX = 300;

/**
 * The layout's slot for the scroll-to-top button: the button is hidden (not in the accessibility
 * tree) until the page has scrolled past 300 px, so it is loaded only then, not with every page.
 */
export default function ScrollToTopLoader() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const onScroll = () => {
      if (window.scrollY > SCROLL_TOP_SHOW_AFTER_PX) setWanted(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [wanted]);

  return <Suspense fallback={null}>{wanted && <ScrollToTop />}</Suspense>;
}
