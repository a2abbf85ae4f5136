'use client';

import { useTranslations } from '#i18n';
import { useSyncExternalStore } from 'react';
import { deviceOs, type DeviceOs } from '@/lib/webview/environment';
import CopyUrl from './copy-url';
import { destinationFromSearch } from './destination';
import HandOffLink from './hand-off-link';
import styles from './default-browser-actions.module.css';

const noSubscription = () => () => undefined;

/**
 * What the /default-browser page offers, read in the browser (the page's HTML is cached for everyone):
 * the destination of `?url=` (else `fallback`, the home page), the hand-off of this phone, and the
 * link to copy. Another site's destination is named, so the page never passes off a foreign link as ours.
 */
export default function DefaultBrowserActions({ fallback }: { fallback: string }) {
  const t = useTranslations('DefaultBrowser');
  // Strings, not objects: a snapshot must stay the same between reads.
  const address = useSyncExternalStore(
    noSubscription,
    () => destination()?.address ?? fallback,
    () => fallback,
  );
  const host = useSyncExternalStore(
    noSubscription,
    () => {
      const found = destination();
      return found?.external ? new URL(found.address).host : null;
    },
    () => null,
  );
  const os = useSyncExternalStore<DeviceOs>(
    noSubscription,
    () => deviceOs(navigator.userAgent),
    () => 'other',
  );
  return (
    <div className={styles.actions}>
      {host && <p className={styles.external}>{t('externalNote', { host })}</p>}
      <HandOffLink address={address} os={os} />
      <CopyUrl address={address} />
    </div>
  );
}

function destination() {
  return destinationFromSearch(window.location.search, window.location.origin);
}
