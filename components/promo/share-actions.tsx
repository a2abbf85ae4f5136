'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { toast } from '@/lib/stores/toasts';
import { copyText } from '@/lib/ui/clipboard';

// The interactive parts of the share buttons (share-buttons.tsx renders the rest on the server): they
// get their strings, glyphs, classes and shared addresses as props, so the promo page's client code
// carries no share messages, icons, class map or address rules.

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

type ActionProps = {
  /** The address to share, with its `share_source` (share-targets.ts, sharedUrl). */
  url: string;
  icon: ReactNode;
  className?: string;
};

/** The device's own share sheet (phones, some desktops), where the browser has one. */
export function NativeShareItem({ url, title, label, icon, className }: ActionProps & { title: string; label: string }) {
  const nativeShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  if (!nativeShare) return null;

  async function onShare() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects; nothing to tell the user.
    }
  }

  return (
    <li>
      <button type="button" className={className} onClick={onShare}>
        {icon}
        <span>{label}</span>
      </button>
    </li>
  );
}

export type CopyLinkTexts = { label: string; copiedTitle: string; copiedMessage: string; failedTitle: string; failedMessage: string };

/** Copies the address (with `share_source=cp`) and says so in a toast. */
export function CopyLinkButton({ url, texts, icon, className }: ActionProps & { texts: CopyLinkTexts }) {
  async function onCopy() {
    if (await copyText(url)) toast.success(texts.copiedTitle, texts.copiedMessage);
    else toast.error(texts.failedTitle, texts.failedMessage);
  }

  return (
    <button type="button" className={className} onClick={onCopy}>
      {icon}
      <span>{texts.label}</span>
    </button>
  );
}
