import { useMemo, useState } from 'react';
import { create } from 'zustand';
import { DIALOG_BASE_Z_INDEX } from '@/lib/ui/breakpoints';

/** The dialogs (docs/product.md, Routes) ("Dialogs (not routes)"). */
export const DIALOG_NAMES = [
  'auth',
  'create-post',
  'search',
  'main-menu',
  'user-menu',
  'verify-email',
  'update-mobile-app',
  'app-welcome',
  'goto-default-browser',
  'open-in-default-browser',
] as const;

export type DialogName = (typeof DIALOG_NAMES)[number];

/** Tabs a dialog opens on when `show` names none (the auth dialog's is "default"). */
const DEFAULT_TABS: Partial<Record<DialogName, string>> = { auth: 'default' };

export type DialogEntry = {
  open: boolean;
  /** The tab to show (auth: default, login, register, registered, verified, discount-code…). */
  tab: string | null;
  /** Where the dialog sends the visitor (goto-default-browser), or where to go after it (auth). */
  destinationUrl: string | null;
  /** Stacking order: the dialog opened last is on top. Base 2000 (docs/product.md, Limits). */
  zIndex: number;
};

export type ShowOptions = { tab?: string; destinationUrl?: string };

type DialogsState = {
  dialogs: Record<DialogName, DialogEntry>;
  show: (name: DialogName, options?: ShowOptions) => void;
  hide: (name: DialogName) => void;
  toggle: (name: DialogName, options?: ShowOptions) => void;
  closeAll: () => void;
  /** Hides every dialog except `name` (which keeps its state, open or not). */
  closeExcept: (name: DialogName) => void;
};

function closed(name: DialogName): DialogEntry {
  return { open: false, tab: DEFAULT_TABS[name] ?? null, destinationUrl: null, zIndex: DIALOG_BASE_Z_INDEX };
}

function allClosed(): Record<DialogName, DialogEntry> {
  return Object.fromEntries(DIALOG_NAMES.map((name) => [name, closed(name)])) as Record<DialogName, DialogEntry>;
}

function topZIndex(dialogs: Record<DialogName, DialogEntry>): number {
  return Math.max(DIALOG_BASE_Z_INDEX - 1, ...DIALOG_NAMES.filter((name) => dialogs[name].open).map((name) => dialogs[name].zIndex));
}

export const useDialogs = create<DialogsState>()((set, get) => ({
  dialogs: allClosed(),
  show: (name, options = {}) =>
    set(({ dialogs }) => ({
      dialogs: {
        ...dialogs,
        [name]: {
          open: true,
          tab: options.tab ?? DEFAULT_TABS[name] ?? null,
          destinationUrl: options.destinationUrl ?? null,
          zIndex: dialogs[name].open ? dialogs[name].zIndex : topZIndex(dialogs) + 1,
        },
      },
    })),
  hide: (name) =>
    set(({ dialogs }) => (dialogs[name].open ? { dialogs: { ...dialogs, [name]: { ...dialogs[name], open: false } } } : { dialogs })),
  toggle: (name, options) => {
    if (get().dialogs[name].open) get().hide(name);
    else get().show(name, options);
  },
  closeAll: () =>
    set(({ dialogs }) => ({
      dialogs: Object.fromEntries(DIALOG_NAMES.map((name) => [name, { ...dialogs[name], open: false }])) as Record<DialogName, DialogEntry>,
    })),
  closeExcept: (keep) =>
    set(({ dialogs }) => ({
      dialogs: Object.fromEntries(
        DIALOG_NAMES.map((name) => [name, name === keep ? dialogs[name] : { ...dialogs[name], open: false }]),
      ) as Record<DialogName, DialogEntry>,
    })),
}));

/** Actions bound to one dialog; stable for a given name (safe in effect dependencies). */
export function dialogActions(name: DialogName) {
  return {
    show: (options?: ShowOptions) => useDialogs.getState().show(name, options),
    hide: () => useDialogs.getState().hide(name),
    toggle: (options?: ShowOptions) => useDialogs.getState().toggle(name, options),
  };
}

/** One dialog's state and actions, for the component that renders it or a button that opens it. */
export function useDialog(name: DialogName): DialogEntry & ReturnType<typeof dialogActions> {
  const entry = useDialogs((state) => state.dialogs[name]);
  const actions = useMemo(() => dialogActions(name), [name]);
  return { ...entry, ...actions };
}

/**
 * Whether a dialog has been opened at least once on this page: lazily loaded dialogs are mounted from
 * then on (so they keep their closing animation and state) and never downloaded before.
 */
export function useDialogEverOpened(name: DialogName): boolean {
  const open = useDialogs((state) => state.dialogs[name].open);
  const [ever, setEver] = useState(open);
  if (open && !ever) setEver(true);
  return ever;
}

/** Test helper and logout: every dialog closed, tabs back to their defaults. */
export function resetDialogs(): void {
  useDialogs.setState({ dialogs: allClosed() });
}
