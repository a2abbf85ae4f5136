'use client';

import { lazy, Suspense } from 'react';
import { useDialogEverOpened } from '@/lib/stores/dialogs';

// React's own lazy(), like the main menu's layer: nothing of the dialog is in a page's first load.
const SearchDialog = lazy(() => import('./search-dialog'));

/** The phone search dialog, downloaded when the menu bar's search item first opens it. */
export default function SearchDialogLayer() {
  return useDialogEverOpened('search') ? (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  ) : null;
}
