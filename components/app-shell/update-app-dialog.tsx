'use client';

import { useLocale, useTranslations } from '#i18n';
import { useId, useRef } from 'react';
import { useBodyScrollLock } from '@/components/dialogs/use-body-scroll-lock';
import { useModalFocus } from '@/components/dialogs/use-modal-focus';
import { RefreshIcon } from '@/components/icons/refresh';
import { usePublicConfig } from '@/components/providers/app-providers';
import { storeLink } from '@/lib/webview/app-update';
import type { AppPlatform } from '@/lib/webview/environment';
import styles from './update-app-dialog.module.css';

const stay = () => {};

/**
 * The update dialog (docs/app-shell.md, The update dialog): the whole screen, above every other
 * dialog, with no way to close it (no close button; Escape does nothing): the only way on is the
 * store page of the app's platform, in the visitor's language.
 */
export default function UpdateAppDialog({ platform }: { platform: AppPlatform }) {
  const t = useTranslations('AppShell');
  const locale = useLocale();
  const { appStoreUrl } = usePublicConfig();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useModalFocus(panel, true, stay);
  // Every viewport: the page behind is out of use.
  useBodyScrollLock(true, 100_000);

  return (
    <div
      ref={panel}
      className={styles.screen}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-testid="update-mobile-app"
    >
      <div className={styles.content}>
        <span className={styles.icon}>
          <RefreshIcon size={40} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {t('updateTitle')}
        </h2>
        <p id={textId} className={styles.text}>
          {t('updateText')}
        </p>
        <a className="button" href={storeLink(platform, appStoreUrl, locale)}>
          {t(platform === 'ios' ? 'toAppStore' : 'toPlayStore')}
        </a>
      </div>
    </div>
  );
}
