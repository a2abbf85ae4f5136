'use client';

import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/stores/toasts';
import ToastRegion from './toast-region';

// The toasts' rendering (timers, pause, actions): loaded with the first toast, not with every page.
const Toaster = lazy(() => import('./toaster'));

/**
 * The layout's toast region: the empty labelled region (ToastRegion, as the Toaster draws it)
 * until the first toast is raised (lib/stores/toasts), which loads the Toaster in its place.
 */
export default function ToasterSlot() {
  const [loaded, setLoaded] = useState(false);
  const raised = useToasts((state) => state.toasts.length > 0);
  if (raised && !loaded) setLoaded(true);
  if (!loaded) return <ToastRegion />;
  return (
    <Suspense fallback={<ToastRegion />}>
      <Toaster />
    </Suspense>
  );
}
