'use client';

import dynamic from 'next/dynamic';
import { useDialogEverOpened } from '@/lib/stores/dialogs';
import type { MainMenuDialogProps } from './main-menu-dialog';

const MainMenuDialog = dynamic(() => import('./main-menu-dialog'), { ssr: false });

/** The main menu is downloaded when the visitor first opens it, not with every page. */
export default function MainMenuLayer(props: MainMenuDialogProps) {
  return useDialogEverOpened('main-menu') ? <MainMenuDialog {...props} /> : null;
}
