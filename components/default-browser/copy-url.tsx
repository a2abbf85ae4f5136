'use client';

import { useTranslations } from '#i18n';
import { useId, useRef, useState } from 'react';
import { copyText } from '@/lib/ui/clipboard';
import styles from './copy-url.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The link to open in the default browser, with a copy button and a spoken confirmation: the
 * fallback that works in every in-app browser (the /default-browser page and the in-app browser dialogs).
 */
export default function CopyUrl({ address }: { address: string }) {
  const t = useTranslations('InAppBrowser');
  const inputId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  async function onCopy() {
    setState((await copyText(address, field.current)) ? 'copied' : 'failed');
  }

  return (
    <div className={styles.box}>
      <label htmlFor={inputId} className={styles.label}>
        {t('urlLabel')}
      </label>
      <div className={styles.row}>
        <input
          ref={field}
          id={inputId}
          className={styles.input}
          type="url"
          value={address}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={`button ${styles.button}`} onClick={onCopy}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="9" y="9" width="12" height="12" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" />
          </svg>
          {t('copy')}
        </button>
      </div>
      <p className={state === 'failed' ? `${styles.status} ${styles.failed}` : styles.status} role="status" aria-live="polite">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
