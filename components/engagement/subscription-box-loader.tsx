'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { trackFocus } from '@/components/ui/focus-handover';
import { useSession } from '@/lib/stores/session';
import type { SubscriptionBoxProps } from './subscription-box';
import { takeEarlyClicks } from './early-clicks';
import { SUBSCRIPTION_BOX_ATTRIBUTE, subscriptionBoxKey } from './subscription-box-shared';


const loadBox = () => import('./subscription-box');
const SubscriptionBox = lazy(loadBox);

type Use = 'load' | 'open';
/** The loaders of the page's boxes, by their markup's attribute value. */
const boxes = new Map<string, (use: Use) => void>();
/** Follow clicked before the box's loader was hydrated: it opens the form once it is. */
const early = new Set<string>();
/** Once a box was used in this tab every box renders the interactive one (a guest's alert of this tab lives in its state). */
let used = false;

const boxOf = (event: Event): string | null =>
  event.target instanceof Element ? (event.target.closest(`[${SUBSCRIPTION_BOX_ATTRIBUTE}]`)?.getAttribute(SUBSCRIPTION_BOX_ATTRIBUTE) ?? null) : null;

/**
 * One listener per event for every box of the page, from the moment this module runs (before the
 * page hydrated): Follow opens the box's form; pointer or focus preloads it.
 */
function listen(): void {
  // The interactive box may take the markup's place while its Follow has the focus (ui/focus-handover.ts).
  trackFocus();
  document.addEventListener('click', (event) => {
    const key = event.target instanceof Element && event.target.closest('button') ? boxOf(event) : null;
    if (key === null) return;
    const box = boxes.get(key);
    if (box) box('open');
    else early.add(key);
  });
  const preload = (event: Event) => {
    if (boxOf(event) !== null) void loadBox().then((module) => module.preloadForm());
  };
  document.addEventListener('pointerover', preload, { passive: true });
  document.addEventListener('focusin', preload);
  // Clicks before this module ran (early-clicks.ts): their boxes open once their loaders are there.
  for (const button of takeEarlyClicks(`[${SUBSCRIPTION_BOX_ATTRIBUTE}] button`)) {
    const key = button.closest(`[${SUBSCRIPTION_BOX_ATTRIBUTE}]`)?.getAttribute(SUBSCRIPTION_BOX_ATTRIBUTE);
    if (key) early.add(key);
  }
}
if (typeof document !== 'undefined') listen();

/**
 * The client part of a subscription box: `children` is its guest markup. The interactive box
 * (subscription-box.tsx, with the subscription state and the API calls) replaces it on the first use
 * or for a member; the markup stays until its code is there, and a click on Follow meanwhile opens the
 * form once it is.
 */
export default function SubscriptionBoxLoader({ children, ...props }: SubscriptionBoxProps & { children: ReactNode }) {
  const { entity, id, variant = 'expanded' } = props;
  const member = useSession((state) => state.user !== null);
  const [use, setUse] = useState<Use | null>(used ? 'load' : null);
  useEffect(() => {
    const key = subscriptionBoxKey(entity, id, variant);
    const take = (next: Use) => {
      used = true;
      setUse((current) => (current === 'open' ? current : next));
    };
    boxes.set(key, take);
    if (early.delete(key)) take('open');
    return () => {
      if (boxes.get(key) === take) boxes.delete(key);
    };
  }, [entity, id, variant]);
  if (!member && use === null) return children;
  return (
    <Suspense fallback={children}>
      <SubscriptionBox {...props} openOnMount={use === 'open'} />
    </Suspense>
  );
}
