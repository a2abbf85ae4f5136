'use client';

import { useTranslations } from '#i18n';
import ModalShell from '@/components/auth/modal-shell';
import CopyUrl from '@/components/default-browser/copy-url';
import HandOffLink from '@/components/default-browser/hand-off-link';
import { Link } from '@/lib/i18n/navigation';
import { safeExternalUrl } from '@/lib/navigation/safe-url';
import { useDialog } from '@/lib/stores/dialogs';
import { currentEnvironment } from '@/lib/webview/environment';
import styles from './in-app-browser-dialog.module.css';

/**
 * open-in-default-browser: shown once per session on arrival in Facebook's, Messenger's or Instagram's
 * in-app browser. Login, social sign-in and saving work better in the phone's own browser: the
 * hand-off of this platform, the link to copy, or continue here.
 */
export default function OpenInDefaultBrowserDialog() {
  const t = useTranslations('InAppBrowser');
  const dialog = useDialog('open-in-default-browser');
  if (!dialog.open) return null;
  const address = safeExternalUrl(dialog.destinationUrl) ?? window.location.href;
  const environment = currentEnvironment();
  const network = environment.kind === 'in-app-browser' ? environment.network : 'other';
  const os = environment.kind === 'app' ? environment.platform : environment.os;
  const here = new URL(address);
  return (
    <ModalShell title={t('openTitle')} onClose={dialog.hide} zIndex={dialog.zIndex} lockScroll testId="open-in-default-browser-dialog">
      <div className={styles.content}>
        <p className={styles.text}>{t('openText', { network })}</p>
        <HandOffLink address={address} os={os} onFollow={dialog.hide} />
        <CopyUrl address={address} />
        <div className={styles.actions}>
          <button type="button" className="button button--ghost" onClick={dialog.hide}>
            {t('continueHere')}
          </button>
          <Link
            href={{ pathname: '/default-browser', query: { url: `${here.pathname}${here.search}` } }}
            className={styles.howTo}
            prefetch={false}
          >
            {t('howTo')}
          </Link>
        </div>
      </div>
    </ModalShell>
  );
}
