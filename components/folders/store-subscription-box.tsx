import type { ReactNode } from 'react';
import type { StoreSummary } from '@/lib/api/catalogue';

/**
 * The slot of a store's subscription box on its folder pages (SPEC point 2, "Left bar"; point 4,
 * "Subscription box": follow the store for deal alerts). Accounts and subscriptions do not exist
 * yet, so there is nothing to show and the slot stays empty (null, so no empty box is drawn); the
 * pages already pass its result where the box belongs, so adding the box touches only this file.
 */
export function storeSubscriptionBox(_store: Pick<StoreSummary, 'id' | 'is_subscribed'>): ReactNode {
  return null;
}
