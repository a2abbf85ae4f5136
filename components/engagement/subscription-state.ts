'use client';

import { create } from 'zustand';
import { FOLLOWABLE_TYPES, type FollowableEntity } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { alertPeriod, type AlertPeriod, type AlertTargetType, type DealAlert } from '@/lib/api/deal-alerts';
import { useSession } from '@/lib/stores/session';

const ENTITY_OF = Object.fromEntries(Object.entries(FOLLOWABLE_TYPES).map(([entity, type]) => [type, entity])) as Record<AlertTargetType, FollowableEntity>;

export const subscriptionKey = (entity: FollowableEntity, id: number): string => `${entity}:${id}`;

/** A member's alert as the box needs it (the id is unknown when an older API answers without it). */
export type FollowedAlert = { id: number | null; period: AlertPeriod };

type SubscriptionsState = {
  /** Whose alerts `member` holds (null: not loaded). */
  loadedFor: number | null;
  member: Record<string, FollowedAlert>;
  /** Alerts a guest asked for in this tab, waiting for their confirmation: the address, by key. */
  guest: Record<string, { email: string; period: AlertPeriod }>;
};

/**
 * The visitor's deal alerts, as far as the browser knows. Shared: a page shows the box twice (left bar
 * on a desktop, under the header on a phone; one of them hidden by CSS), and /deal-alerts lists them.
 */
export const useSubscriptions = create<SubscriptionsState>()(() => ({ loadedFor: null, member: {}, guest: {} }));

export function keyOfAlert(alert: Pick<DealAlert, 'subscriable'>): string | null {
  return alert.subscriable ? subscriptionKey(ENTITY_OF[alert.subscriable.type], alert.subscriable.id) : null;
}

/** Keeps the box's view in step with an alert the member made, changed (alert) or removed (null). */
export function setMemberAlert(key: string, alert: FollowedAlert | null): void {
  const had = key in useSubscriptions.getState().member;
  useSubscriptions.setState((state) => {
    const member = { ...state.member };
    if (alert) member[key] = alert;
    else delete member[key];
    return { member };
  });
  // The category strip shows its deal-alerts chip to members with alerts (subscriptions_count).
  const delta = alert && !had ? 1 : !alert && had ? -1 : 0;
  const user = useSession.getState().user;
  if (delta !== 0 && user) useSession.setState({ user: { ...user, subscriptions_count: Math.max(0, user.subscriptions_count + delta) } });
}

export function setGuestAlert(key: string, email: string, period: AlertPeriod): void {
  useSubscriptions.setState((state) => ({ guest: { ...state.guest, [key]: { email, period } } }));
}

/** Replaces the member's entity alerts with a list `GET /subscriptions` answered. */
export function setMemberAlerts(viewerId: number, alerts: readonly DealAlert[]): void {
  const member: Record<string, FollowedAlert> = {};
  for (const alert of alerts) {
    const key = keyOfAlert(alert);
    if (key) member[key] = { id: alert.id, period: alertPeriod(alert) };
  }
  useSubscriptions.setState({ loadedFor: viewerId, member });
}

const loads = new Map<number, Promise<void>>();

/**
 * Reads the member's alerts once per viewer, however many boxes ask (`GET /subscriptions`). Never
 * rejects: on a failure the box stays "follow", and following answers with the real state.
 */
export function loadMemberAlerts(viewerId: number): Promise<void> {
  let load = loads.get(viewerId);
  if (!load) {
    load = loadBrowserApi()
      .then(async (api) => {
        const { getSubscriptions } = await import('@/lib/api/deal-alerts-client');
        setMemberAlerts(viewerId, await getSubscriptions(api));
      })
      .catch(() => undefined);
    loads.set(viewerId, load);
  }
  return load;
}

/** Test helper. */
export function resetSubscriptions(): void {
  loads.clear();
  useSubscriptions.setState({ loadedFor: null, member: {}, guest: {} }, true);
}
