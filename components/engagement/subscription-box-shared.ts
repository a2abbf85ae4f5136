/* What the subscription box's server markup (subscription-box-markup.tsx) shares with its client parts: no directive, so the server gets the values. */
import type { FollowableEntity } from '@/lib/api/actions';

/** The `kind` of the box's strings ("Follow this store…") per followable entity. */
export const SUBSCRIPTION_KINDS = { stores: 'store', webshops: 'webshop', brands: 'brand', products: 'product', categories: 'category' } as const satisfies Record<
  FollowableEntity,
  string
>;

/** The attribute of a box's server markup: `entity:id:variant` (subscription-box-loader.tsx finds its box by it). */
export const SUBSCRIPTION_BOX_ATTRIBUTE = 'data-subscription-box';

/** The value of that attribute for one box. */
export const subscriptionBoxKey = (entity: FollowableEntity, id: number, variant: 'expanded' | 'compact'): string => `${entity}:${id}:${variant}`;
