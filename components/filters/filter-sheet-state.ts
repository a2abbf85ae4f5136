'use client';

import { create } from 'zustand';

/**
 * Which page's filter sheet is open (its public pathname), or null. Kept outside the page: the first
 * filter choice on a cached list moves it to the per-request query page (lib/i18n/query-view.ts), which
 * remounts the page, and the sheet must stay open while the visitor keeps choosing. Another page
 * (another pathname) never inherits it.
 */
export const useFilterSheet = create<{ openOn: string | null }>()(() => ({ openOn: null }));

export function openFilterSheet(pathname: string): void {
  useFilterSheet.setState({ openOn: pathname });
}

export function closeFilterSheet(): void {
  useFilterSheet.setState({ openOn: null });
}
