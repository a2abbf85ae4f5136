'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { toast } from '@/lib/stores/toasts';
import { copyText } from '@/lib/ui/clipboard';
import { sharedUrl } from './share-targets';
import styles from './share-buttons.module.css';

// The interactive parts of the share buttons (share-buttons.tsx renders the rest on the server): they
// get their strings and glyphs as props, so the promo page's client code carries no share messages or icons.

const noSubscription = () => () => undefined;

/** Messenger's app link only works on phones and tablets: its item shows there (false on the server). */
export function TouchOnly({ children }: { children: ReactNode }) {
  const touch = useSyncExternalStore(
    noSubscription,
    () => window.matchMedia('(pointer: coarse)').matches,
    () => false,
  );
  return touch ? children : null;
}

/** The device's own share sheet (phones, some desktops), where the browser has one. */
export function NativeShareItem({ url, title, label, icon }: { url: string; title: string; label: string; icon: ReactNode }) {
  const nativeShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  if (!nativeShare) return null;

  async function onShare() {
    try {
      await navigator.share({ title, url: sharedUrl(url, 'native') });
    } catch {
      // Closing the share sheet rejects; nothing to tell the user.
    }
  }

  return (
    <li>
      <button type="button" className={`${styles.button} ${styles.native}`} onClick={onShare}>
        {icon}
        <span>{label}</span>
      </button>
    </li>
  );
}

export type CopyLinkTexts = { label: string; copiedTitle: string; copiedMessage: string; failedTitle: string; failedMessage: string };

/** Copies the address with `share_source=cp` and says so in a toast. */
export function CopyLinkButton({ url, texts, icon }: { url: string; texts: CopyLinkTexts; icon: ReactNode }) {
  async function onCopy() {
    if (await copyText(sharedUrl(url, 'copy'))) toast.success(texts.copiedTitle, texts.copiedMessage);
    else toast.error(texts.failedTitle, texts.failedMessage);
  }

  return (
    <button type="button" className={styles.button} onClick={onCopy}>
      {icon}
      <span>{texts.label}</span>
    </button>
  );
}
