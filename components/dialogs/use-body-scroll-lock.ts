'use client';

import { useEffect } from 'react';
import { lockBodyScroll } from '@/lib/ui/body-scroll';
import { DIALOG_MOBILE_BREAKPOINT } from '@/lib/ui/breakpoints';

/** docs/product.md, Behaviour: on mobile (under 768 px) an open main or user menu stops the page behind it from scrolling. */
export function useBodyScrollLock(active: boolean, maxWidth: number = DIALOG_MOBILE_BREAKPOINT - 0.02): void {
  useEffect(() => {
    if (!active || typeof window.matchMedia !== 'function' || !window.matchMedia(`(max-width: ${maxWidth}px)`).matches) return;
    return lockBodyScroll();
  }, [active, maxWidth]);
}
