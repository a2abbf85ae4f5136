'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadOrIntent } from '@/lib/ui/after-load';
import type { FilterControlsProps } from './filter-controls';

type Controls = ComponentType<FilterControlsProps>;
/** Kept once loaded: a list page mounting again (a filter change, Back) listens at once. */
let loaded: Controls | null = null;

/**
 * What a list page's first load carries of the filter controls (filter-controls.tsx): the controls
 * come when the page has loaded and the browser is idle, at the first touch, click or key press, or
 * at once when a filter button was clicked while the page loaded. Until then the filter markup works
 * as plain HTML (a form submits, a chip is a link), and the inline script of mobile-filters.tsx keeps
 * the filter buttons clicked for the controls to take.
 */
export default function FilterControlsLoader(props: FilterControlsProps) {
  const [Loaded, setLoaded] = useState<Controls | null>(() => loaded);

  useEffect(() => {
    if (Loaded) return;
    let alive = true;
    const load = () =>
      void import('./filter-controls').then((module) => {
        loaded = module.default;
        if (alive) setLoaded(() => module.default);
      });
    // A filter button clicked while the page loaded: the visitor is waiting. (A box changed then is
    // applied once the controls come: they look for changed boxes as they start.)
    const stopWaiting = window.__filterClicks?.length ? (load(), () => {}) : afterLoadOrIntent(load);
    return () => {
      alive = false;
      stopWaiting();
    };
  }, [Loaded]);

  return Loaded ? <Loaded {...props} /> : null;
}
