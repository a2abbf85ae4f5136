'use client';

import { usePathname, useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useTransition, type ReactNode } from 'react';
import { startNavigationProgress } from '@/components/layout/page-loading-bar';
import { feedHref } from '@/lib/filters/url';
import type { FeedFilters } from '@/lib/schemas/feed-filters';
import styles from './filter-navigation.module.css';

type FilterNavigation = {
  /** True while the page for new filters is being fetched and rendered. */
  pending: boolean;
  /**
   * Goes to the current path with these filters (and page 1), as a new history entry so Back returns
   * to the previous filters. `during` runs inside the same transition (optimistic UI state).
   */
  apply: (filters: FeedFilters, during?: () => void) => void;
};

const FilterNavigationContext = createContext<FilterNavigation | null>(null);

function useOwnNavigation(): FilterNavigation {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const apply = useCallback(
    (filters: FeedFilters, during?: () => void) => {
      const href = feedHref(pathname, filters);
      startNavigationProgress(href);
      startTransition(() => {
        during?.();
        router.push(href, { scroll: false });
      });
    },
    [pathname, router],
  );
  return useMemo(() => ({ pending, apply }), [pending, apply]);
}

/**
 * Shares one filter transition between the filter panels (left bar, mobile sheet) and the result
 * list, so the list dims while new results load. Optional: a panel without it navigates on its own.
 */
export function FilterNavigationProvider({ children }: { children: ReactNode }) {
  const navigation = useOwnNavigation();
  return <FilterNavigationContext.Provider value={navigation}>{children}</FilterNavigationContext.Provider>;
}

export function useFilterNavigation(): FilterNavigation {
  const shared = useContext(FilterNavigationContext);
  const own = useOwnNavigation();
  return shared ?? own;
}

/** Wraps the results: marked busy (and dimmed) while new filters load. */
export function PendingRegion({ children, className }: { children: ReactNode; className?: string }) {
  const { pending } = useFilterNavigation();
  return (
    <div className={`${styles.region} ${className ?? ''}`} aria-busy={pending} data-pending={pending ? '' : undefined}>
      {children}
    </div>
  );
}
