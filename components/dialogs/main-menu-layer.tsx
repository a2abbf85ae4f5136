'use client';

import { lazy, Suspense } from 'react';
import { useDialogEverOpened } from '@/lib/stores/dialogs';
import type { MainMenuDialogProps } from './main-menu-dialog';

// React's own lazy(), not next/dynamic, whose loader machinery would be in every page's first load.
const MainMenuDialog = lazy(() => import('./main-menu-dialog'));

/** The main menu is downloaded when the visitor first opens it, not with every page. */
export default function MainMenuLayer(props: MainMenuDialogProps) {
  return useDialogEverOpened('main-menu') ? (
    <Suspense fallback={null}>
      <MainMenuDialog {...props} />
    </Suspense>
  ) : null;
}
