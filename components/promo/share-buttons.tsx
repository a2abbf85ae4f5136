'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { toast } from '@/lib/stores/toasts';
import { copyText } from '@/lib/ui/clipboard';
import { ShareIcon, type ShareIconName } from './share-icons';
import { shareLinks, sharedUrl } from './share-targets';
import styles from './share-buttons.module.css';

export type ShareButtonsProps = {
  /** The page's absolute address (the server knows it; no hydration difference). */
  url: string;
  /** The text shared with the link. */
  title: string;
};

const noSubscription = () => () => undefined;

/** Browser capabilities, false on the server: native share (phones, some desktops) and Messenger (touch devices only). */
function useCapabilities() {
  const nativeShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const touch = useSyncExternalStore(
    noSubscription,
    () => window.matchMedia('(pointer: coarse)').matches,
    () => false,
  );
  return { nativeShare, touch };
}

/**
 * The share buttons of a promo (docs/product.md, Entities: copy-link cp, Facebook fb, Messenger ms, WhatsApp wa,
 * e-mail em, and the device's own share sheet): every shared address carries its code in
 * `share_source`. Messenger's app link only works on phones and tablets, so it shows there.
 */
export default function ShareButtons({ url, title }: ShareButtonsProps) {
  const t = useTranslations('Share');
  const { nativeShare, touch } = useCapabilities();
  const links = shareLinks(url, title);

  async function onCopy() {
    if (await copyText(sharedUrl(url, 'copy'))) toast.success(t('copiedTitle'), t('copiedMessage'));
    else toast.error(t('copyFailedTitle'), t('copyFailedMessage'));
  }

  async function onNativeShare() {
    try {
      await navigator.share({ title, url: sharedUrl(url, 'native') });
    } catch {
      // Closing the share sheet rejects; nothing to tell the user.
    }
  }

  const external: Array<{ key: 'facebook' | 'messenger' | 'whatsapp' | 'email'; icon: ShareIconName; show: boolean }> = [
    { key: 'facebook', icon: 'facebook', show: true },
    { key: 'messenger', icon: 'messenger', show: touch },
    { key: 'whatsapp', icon: 'whatsapp', show: true },
    { key: 'email', icon: 'email', show: true },
  ];

  return (
    <ul className={styles.list} aria-label={t('label')}>
      {nativeShare && (
        <li>
          <button type="button" className={`${styles.button} ${styles.native}`} onClick={onNativeShare}>
            <ShareIcon name="share" />
            <span>{t('native')}</span>
          </button>
        </li>
      )}
      <li>
        <button type="button" className={styles.button} onClick={onCopy}>
          <ShareIcon name="link" />
          <span>{t('copy')}</span>
        </button>
      </li>
      {external
        .filter((target) => target.show)
        .map((target) => (
          <li key={target.key}>
            <a
              className={`${styles.button} ${styles[target.key]}`}
              href={links[target.key]}
              {...(target.key === 'email' || target.key === 'messenger' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <ShareIcon name={target.icon} />
              <span>{t(target.key)}</span>
              {target.key !== 'email' && target.key !== 'messenger' && <span className="visually-hidden"> {t('newWindow')}</span>}
            </a>
          </li>
        ))}
    </ul>
  );
}
