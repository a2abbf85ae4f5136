import type { FollowableEntity } from '@/lib/api/actions';

/** The `kind` of the box's strings ("Follow this store…") per followable entity. */
export const SUBSCRIPTION_KINDS = { stores: 'store', webshops: 'webshop', brands: 'brand', products: 'product', categories: 'category' } as const satisfies Record<
  FollowableEntity,
  string
>;
