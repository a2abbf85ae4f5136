'use client';

import { useTranslations } from '#i18n';
import type { DeviceOs } from '@/lib/webview/environment';
import { handOffFor } from '@/lib/webview/hand-off';
import { PASS_ATTRIBUTE } from '@/lib/webview/outbound-link';
import styles from './hand-off-link.module.css';

export type HandOffLinkProps = {
  /** The absolute address to open outside the in-app browser. */
  address: string;
  os: DeviceOs;
  /** Called when the visitor follows the link (a dialog closes behind it). */
  onFollow?: () => void;
};

/**
 * The button that leaves the in-app browser where the platform allows it (docs/app-shell.md,
 * In-app browsers): an intent link on Android, Safari's scheme on iOS; nothing elsewhere. A hint
 * below points to copying the link when nothing happens.
 */
export default function HandOffLink({ address, os, onFollow }: HandOffLinkProps) {
  const t = useTranslations('InAppBrowser');
  const handOff = handOffFor(address, os);
  if (handOff === null) return null;
  return (
    <div className={styles.wrap}>
      <a href={handOff.href} className={`button ${styles.button}`} data-hand-off={handOff.kind} onClick={onFollow} {...{ [PASS_ATTRIBUTE]: '' }}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M14 4h6v6" />
          <path d="M20 4 10 14" />
          <path d="M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
        </svg>
        {handOff.kind === 'ios-safari' ? t('openInSafari') : t('openInBrowser')}
      </a>
      <p className={styles.hint}>{t('handOffHint', { os })}</p>
    </div>
  );
}
