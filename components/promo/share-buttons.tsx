import { useTranslations } from '#i18n';
import { CopyLinkButton, NativeShareItem, TouchOnly } from './share-actions';
import { ShareIcon, type ShareIconName } from './share-icons';
import { sharedUrl, shareLinks } from './share-targets';
import styles from './share-buttons.module.css';

export type ShareButtonsProps = {
  /** The page's absolute address (the server knows it; no hydration difference). */
  url: string;
  /** The text shared with the link. */
  title: string;
};

type ExternalTarget = 'facebook' | 'messenger' | 'whatsapp' | 'email';

const EXTERNAL: Array<{ key: ExternalTarget; icon: ShareIconName }> = [
  { key: 'facebook', icon: 'facebook' },
  { key: 'messenger', icon: 'messenger' },
  { key: 'whatsapp', icon: 'whatsapp' },
  { key: 'email', icon: 'email' },
];

/**
 * The share buttons of a promo (docs/product.md, Entities: copy-link cp, Facebook fb, Messenger ms, WhatsApp wa,
 * e-mail em, and the device's own share sheet): every shared address carries its code in
 * `share_source`. Messenger's app link only works on phones and tablets, so it shows there.
 * No 'use client': on the promo page the links are server markup and only share-actions.tsx hydrates
 * (docs/performance-history.md, Session 13); inside a client component (the referral page) it runs there.
 */
export default function ShareButtons({ url, title }: ShareButtonsProps) {
  const t = useTranslations('Share');
  const links = shareLinks(url, title);
  const copyTexts = {
    label: t('copy'),
    copiedTitle: t('copiedTitle'),
    copiedMessage: t('copiedMessage'),
    failedTitle: t('copyFailedTitle'),
    failedMessage: t('copyFailedMessage'),
  };

  return (
    <ul className={styles.list} aria-label={t('label')}>
      <NativeShareItem url={sharedUrl(url, 'native')} title={title} label={t('native')} icon={<ShareIcon name="share" />} className={`${styles.button} ${styles.native}`} />
      <li>
        <CopyLinkButton url={sharedUrl(url, 'copy')} texts={copyTexts} icon={<ShareIcon name="link" />} className={styles.button} />
      </li>
      {EXTERNAL.map((target) => {
        const newWindow = target.key !== 'email' && target.key !== 'messenger';
        const item = (
          <li key={target.key}>
            <a
              className={`${styles.button} ${styles[target.key]}`}
              href={links[target.key]}
              {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <ShareIcon name={target.icon} />
              <span>{t(target.key)}</span>
              {newWindow && <span className="visually-hidden"> {t('newWindow')}</span>}
            </a>
          </li>
        );
        return target.key === 'messenger' ? <TouchOnly key={target.key}>{item}</TouchOnly> : item;
      })}
    </ul>
  );
}
