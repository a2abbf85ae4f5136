'use client';

import { useTranslations } from '#i18n';
import ModalShell from '@/components/auth/modal-shell';
import CopyUrl from '@/components/default-browser/copy-url';
import HandOffLink from '@/components/default-browser/hand-off-link';
import { Link } from '@/lib/i18n/navigation';
import { safeExternalUrl } from '@/lib/navigation/safe-url';
import { useDialog } from '@/lib/stores/dialogs';
import { currentEnvironment } from '@/lib/webview/environment';
import { PASS_ATTRIBUTE } from '@/lib/webview/outbound-link';
import styles from './in-app-browser-dialog.module.css';

/**
 * goto-default-browser: an outbound link clicked in a social network's in-app browser, held back to be
 * opened in the phone's own browser (shops' carts, payments and discount codes work there): the
 * platform's hand-off, the link to copy, or open it here anyway. Only http(s) destinations.
 */
export default function GotoDefaultBrowserDialog() {
  const t = useTranslations('InAppBrowser');
  const dialog = useDialog('goto-default-browser');
  const address = safeExternalUrl(dialog.destinationUrl);
  if (!dialog.open || address === null) return null;
  const environment = currentEnvironment();
  const network = environment.kind === 'in-app-browser' ? environment.network : 'other';
  const os = environment.kind === 'app' ? environment.platform : environment.os;
  const destination = new URL(address);
  // Our own /goto/ links redirect to a shop: naming our own host would say nothing.
  const lead = destination.origin === window.location.origin ? t('gotoLeadShop') : t('gotoLeadHost', { host: destination.host });
  return (
    <ModalShell title={t('gotoTitle')} onClose={dialog.hide} zIndex={dialog.zIndex} lockScroll testId="goto-default-browser-dialog">
      <div className={styles.content}>
        <div>
          <p className={styles.lead}>{lead}</p>
          <p className={styles.text}>{t('gotoText', { network })}</p>
        </div>
        <HandOffLink address={address} os={os} onFollow={dialog.hide} />
        <CopyUrl address={address} />
        <div className={styles.actions}>
          <a
            href={address}
            target="_blank"
            rel="nofollow sponsored noopener"
            className="button button--ghost"
            onClick={dialog.hide}
            {...{ [PASS_ATTRIBUTE]: '' }}
          >
            {t('openHereAnyway')}
            <span className="visually-hidden">{` ${t('newTab')}`}</span>
          </a>
          <Link href={{ pathname: '/default-browser', query: { url: address } }} className={styles.howTo} prefetch={false}>
            {t('howTo')}
          </Link>
        </div>
      </div>
    </ModalShell>
  );
}
