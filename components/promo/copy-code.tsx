'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/stores/toasts';
import { copyText } from '@/lib/ui/clipboard';
import { ShareIcon } from './share-icons';
import styles from './promo-detail.module.css';

/** A discount code with a copy button; the code stays selectable text for anyone who copies by hand. */
export default function CopyCode({ code }: { code: string }) {
  const t = useTranslations('PromoDetail');
  const [copied, setCopied] = useState(false);

  async function onCopy() {
    if (await copyText(code)) {
      setCopied(true);
      toast.success(t('codeCopiedTitle'), t('codeCopiedMessage', { code }));
    } else {
      toast.error(t('codeCopyFailed'));
    }
  }

  return (
    <div className={styles.codeBox}>
      <span className={styles.codeLabel}>{t('discountCode')}</span>
      <div className={styles.codeRow}>
        <code className={styles.code}>{code}</code>
        <button type="button" className={styles.copyButton} onClick={onCopy}>
          <ShareIcon name="copy" size={18} />
          <span>{copied ? t('copied') : t('copyCode')}</span>
        </button>
      </div>
    </div>
  );
}
