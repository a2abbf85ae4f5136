import type { ApiClient } from './client';
import type { AlertTarget, DealAlert } from './deal-alerts';
import type { AlertPatchInput } from './deal-alerts-schemas';
import type { FeedPage } from './feed';

/**
 * The members' deal alert calls (docs/deal-alerts.md, "Member calls"), typed. Only types come from the
 * schemas module, so the browser's bundle gets no zod from here. Following an entity is
 * `subscribeEntity` (lib/api/actions.ts), re-exported here.
 */

export { subscribeEntity, FOLLOWABLE_ENTITIES, type FollowableEntity, type EntitySubscription, type SubscriptionPayload } from './actions';

/** The groups of the /deal-alerts page's "follow" lists, in its order. */
export type AlertTargetGroups<T> = { categories: T[]; stores: T[]; webshops: T[]; brands: T[] };

export type AvailableAlertTarget = AlertTarget & { is_subscribed: boolean };
export type AvailableSubscriptionsResponse = { data: AlertTargetGroups<AvailableAlertTarget> };
export type SuggestedSubscriptionsResponse = { data: AlertTargetGroups<AlertTarget>; meta: { current_page: number; last_page: number } };
export type DeletedAlert = { id: number; deleted: true };

const alertPath = (id: number) => `/subscriptions/${encodeURIComponent(id)}`;

/** `GET /subscriptions`: the member's alerts, entity and keyword, newest first. */
export async function getSubscriptions(api: ApiClient): Promise<DealAlert[]> {
  return (await api.get<{ data: DealAlert[] }>('/subscriptions')).data.data;
}

/** `PATCH /subscriptions/{id}`: the period (daily or weekly switches the other off), a keyword alert's limits. */
export async function updateSubscription(api: ApiClient, id: number, patch: AlertPatchInput): Promise<DealAlert> {
  return (await api.patch<{ data: DealAlert }>(alertPath(id), patch)).data.data;
}

/** `DELETE /subscriptions/{id}`. */
export async function deleteSubscription(api: ApiClient, id: number): Promise<DeletedAlert> {
  return (await api.delete<{ data: DeletedAlert }>(alertPath(id))).data.data;
}

/** `GET /available-subscriptions`: the most popular of each group, with whether the member follows it. */
export async function getAvailableSubscriptions(api: ApiClient): Promise<AlertTargetGroups<AvailableAlertTarget>> {
  return (await api.get<AvailableSubscriptionsResponse>('/available-subscriptions')).data.data;
}

/** `GET /suggested-subscriptions?page=`: what the member's activity points to, popular ones after. */
export async function getSuggestedSubscriptions(api: ApiClient, page = 1): Promise<SuggestedSubscriptionsResponse> {
  return (await api.get<SuggestedSubscriptionsResponse>('/suggested-subscriptions', { params: { page } })).data;
}

/** `GET /subscriptions/promos?page=`: the current promos the member's alerts find, in the feed's shape. */
export async function getAlertPromos(api: ApiClient, page = 1): Promise<FeedPage> {
  return (await api.get<FeedPage>('/subscriptions/promos', { params: { page } })).data;
}
