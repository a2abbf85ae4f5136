'use client';

import { useTranslations } from '#i18n';
import type { ReactNode } from 'react';
import styles from './toast-region.module.css';

/**
 * The toasts' labelled region and list: the same element before the Toaster loads (empty, in the
 * layout's slot) and after (with the toasts), so screen readers meet one region throughout.
 */
export default function ToastRegion({ children }: { children?: ReactNode }) {
  const t = useTranslations('Toasts');
  return (
    <section aria-label={t('region')} className={styles.region}>
      <ol className={styles.list}>{children}</ol>
    </section>
  );
}
