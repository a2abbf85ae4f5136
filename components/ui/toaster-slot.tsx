'use client';

import { useTranslations } from '#i18n';
import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/stores/toasts';
import styles from './toast-region.module.css';

// The toasts' rendering (timers, pause, actions): loaded with the first toast, not with every page.
const Toaster = lazy(() => import('./toaster'));

/**
 * The layout's toast region: the same empty labelled region as the Toaster's
 * until the first toast is raised (lib/stores/toasts), which loads the Toaster in its place.
 */
export default function ToasterSlot() {
  const t = useTranslations('Toasts');
  const [loaded, setLoaded] = useState(false);
  const raised = useToasts((state) => state.toasts.length > 0);
  if (raised && !loaded) setLoaded(true);
  const region = (
    <section aria-label={t('region')} className={styles.region}>
      <ol className={styles.list} />
    </section>
  );
  if (!loaded) return region;
  return (
    <Suspense fallback={region}>
      <Toaster />
    </Suspense>
  );
}
