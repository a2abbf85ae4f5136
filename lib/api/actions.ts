import type { ApiClient } from './client';
import type { AlertTargetType, DealAlert } from './deal-alerts';
import type { EntitySubscribeBody } from './deal-alerts-schemas';
import type { PromoFlags } from './feed';

/**
 * "Actions on entities" (docs/product.md, API): a signed-in user's flags on promos, folders, articles and
 * catalogue entities. Every call is a PUT without a required body; the answer is `{data: …}` with
 * the flags as they are after the change, so the caller can replace its cached ones.
 */

/** Path segments of the promo kinds and folders (`PUT /{target}/{id}/{action}`). */
export const PROMO_ACTION_TARGETS = ['posts', 'online-promos', 'folder-items', 'folders'] as const;
export type PromoActionTarget = (typeof PROMO_ACTION_TARGETS)[number];

export const PROMO_ACTIONS = [
  'set-hit',
  'remove-hit',
  'set-dislike',
  'remove-dislike',
  'set-favorite',
  'remove-favorite',
  'subscribe',
  'unsubscribe',
  'hide',
  'restore-hidden',
] as const;
export type PromoAction = (typeof PROMO_ACTIONS)[number];

/** docs/product.md, API: folders only take these. */
export const FOLDER_ACTIONS = ['set-hit', 'remove-hit', 'set-dislike', 'remove-dislike', 'set-favorite', 'remove-favorite'] as const satisfies readonly PromoAction[];
export type FolderAction = (typeof FOLDER_ACTIONS)[number];

/**
 * The viewer's flags on the item after the action, with its vote counts (hit and dislike are
 * exclusive: setting one removes the other).
 */
export type PromoActionFlags = PromoFlags & {
  rating_calculated: number;
  hits_count: number;
  dislikes_count: number;
};
export type PromoActionResponse = { data: PromoActionFlags };

export const ARTICLE_ACTIONS = ['set-favorite', 'remove-favorite'] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

export type ArticleFavourite = { is_favourite: boolean; favourite_at: string | null };
export type ArticleActionResponse = { data: ArticleFavourite };

/** Path segments of the catalogue entities whose details carry `is_subscribed` (`PUT /{entity}/{id}/subscribe`). */
export const SUBSCRIBABLE_ENTITIES = ['webshops', 'stores', 'brands', 'products'] as const;
export type SubscribableEntity = (typeof SUBSCRIBABLE_ENTITIES)[number];

/** Every entity a deal alert can follow, by path segment: the catalogue's, and categories. */
export const FOLLOWABLE_ENTITIES = [...SUBSCRIBABLE_ENTITIES, 'categories'] as const;
export type FollowableEntity = (typeof FOLLOWABLE_ENTITIES)[number];

/** The stored kind of each followable entity (`subscriable_type`). */
export const FOLLOWABLE_TYPES = {
  webshops: 'Webshop',
  stores: 'Store',
  brands: 'Brand',
  products: 'Product',
  categories: 'Category',
} as const satisfies Record<FollowableEntity, AlertTargetType>;

export const SUBSCRIPTION_ACTIONS = ['subscribe', 'unsubscribe'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/**
 * Following an entity is having a deal alert on it (docs/deal-alerts.md): `is_subscribed` is the
 * same flag as on the catalogue's details, `subscription` the alert (null once unfollowed).
 */
export type EntitySubscription = { is_subscribed: boolean; subscription: DealAlert | null };
export type SubscriptionResponse = { data: EntitySubscription };

/**
 * Optional body of a subscribe call: the alert's e-mail period (both absent or false: in-site
 * notifications only; both true is refused). Checked by `entitySubscribeBody`.
 */
export type SubscriptionPayload = EntitySubscribeBody;

const actionPath = (target: string, id: number, action: string) => `/${target}/${encodeURIComponent(id)}/${action}`;

export async function setPromoFlag(api: ApiClient, target: 'folders', id: number, action: FolderAction): Promise<PromoActionFlags>;
export async function setPromoFlag(
  api: ApiClient,
  target: Exclude<PromoActionTarget, 'folders'>,
  id: number,
  action: PromoAction,
): Promise<PromoActionFlags>;
export async function setPromoFlag(
  api: ApiClient,
  target: PromoActionTarget,
  id: number,
  action: PromoAction,
): Promise<PromoActionFlags> {
  return (await api.put<PromoActionResponse>(actionPath(target, id, action))).data.data;
}

export async function setArticleFavourite(api: ApiClient, id: number, on: boolean): Promise<ArticleFavourite> {
  return (await api.put<ArticleActionResponse>(actionPath('news', id, on ? 'set-favorite' : 'remove-favorite'))).data.data;
}

/** Follows (creates or updates the alert, with the period of `payload`) or unfollows an entity. */
export async function subscribeEntity(
  api: ApiClient,
  entity: FollowableEntity,
  id: number,
  on: boolean,
  payload?: SubscriptionPayload,
): Promise<EntitySubscription> {
  const path = actionPath(entity, id, on ? 'subscribe' : 'unsubscribe');
  return (await api.put<SubscriptionResponse>(path, on ? payload : undefined)).data.data;
}
