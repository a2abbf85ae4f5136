import type { ApiClient } from './client';
import type { AlertTarget, DealAlert } from './deal-alerts';
import type { FeedPage } from './feed';

/**
 * The member's deal alert calls (docs/deal-alerts.md): the list, period and keyword limits, deletion,
 * what to follow next and the promos their alerts match. Following an entity is `subscribeEntity`
 * (lib/api/actions.ts). Every call needs a signed-in member (401 otherwise).
 */

/** What `PATCH /subscriptions/{id}` changes; the last three only on keyword alerts. */
export type DealAlertPatch = {
  daily_email_notification?: boolean;
  weekly_email_notification?: boolean;
  excluded_words?: string | null;
  max_price?: number | null;
  min_temperature?: number | null;
};

export type AvailableTarget = AlertTarget & { is_subscribed: boolean };
export type AvailableSubscriptions = { categories: AvailableTarget[]; stores: AvailableTarget[]; webshops: AvailableTarget[]; brands: AvailableTarget[] };
export type SuggestedSubscriptions = {
  data: { stores: AlertTarget[]; webshops: AlertTarget[]; brands: AlertTarget[]; categories: AlertTarget[] };
  meta: { current_page: number; last_page: number };
};

/** The member's alerts, newest first (`GET /subscriptions`). */
export async function getSubscriptions(api: ApiClient): Promise<DealAlert[]> {
  return (await api.get<{ data: DealAlert[] }>('/subscriptions')).data.data;
}

export async function updateSubscription(api: ApiClient, id: number, patch: DealAlertPatch): Promise<DealAlert> {
  return (await api.patch<{ data: DealAlert }>(`/subscriptions/${encodeURIComponent(id)}`, patch)).data.data;
}

export async function deleteSubscription(api: ApiClient, id: number): Promise<{ id: number; deleted: true }> {
  return (await api.delete<{ data: { id: number; deleted: true } }>(`/subscriptions/${encodeURIComponent(id)}`)).data.data;
}

/** The most popular categories, stores, webshops and brands, with whether the member follows each. */
export async function getAvailableSubscriptions(api: ApiClient): Promise<AvailableSubscriptions> {
  return (await api.get<{ data: AvailableSubscriptions }>('/available-subscriptions')).data.data;
}

/** What the member's favourites, votes and views point to and they do not follow yet, by page. */
export async function getSuggestedSubscriptions(api: ApiClient, page: number): Promise<SuggestedSubscriptions> {
  return (await api.get<SuggestedSubscriptions>('/suggested-subscriptions', { params: { page } })).data;
}

/** The current promos that match any of the member's alerts, in the feed's shape. */
export async function getAlertPromos(api: ApiClient, page: number): Promise<FeedPage> {
  return (await api.get<FeedPage>('/subscriptions/promos', { params: { page } })).data;
}
