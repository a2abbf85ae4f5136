'use client';

import { useTranslations } from '#i18n';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/stores/toasts';
import { copyText } from '@/lib/ui/clipboard';

/**
 * The copy button of a discount code (the code itself is the server's markup, promo-detail.tsx, and
 * stays selectable text for anyone who copies by hand). Its glyph and class come as props, so the
 * page's first load does not carry the share icons or the page's class map.
 */
export default function CopyCode({ code, className, children }: { code: string; className?: string; children: ReactNode }) {
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
    <button type="button" className={className} onClick={onCopy}>
      {children}
      <span>{copied ? t('copied') : t('copyCode')}</span>
    </button>
  );
}
