/** The filter groups of the promo feed (shared by server pages and the client filter panel). */
export const FILTER_GROUPS = ['types', 'categories', 'webshops', 'stores', 'brands', 'price'] as const;
export type FilterGroupKey = (typeof FILTER_GROUPS)[number];

/** docs/product.md, Behaviour: these groups start closed (the "alerts" group joins them once accounts exist). */
export const CLOSED_BY_DEFAULT: ReadonlySet<FilterGroupKey> = new Set(['webshops', 'stores', 'brands', 'price']);
/** docs/product.md, Limits: post types show 4, categories 4 below the filter layer's md breakpoint (996 px). */
export const TYPES_SHORT_LENGTH = 4;
export const CATEGORIES_SHORT_LENGTH_SMALL = 4;

export type FilterGroupOptions = {
  /** Only one choice in the group. */
  single?: boolean;
  /** At most this many choices in the group. */
  max?: number;
  /** Overrides the default open/closed state. */
  defaultOpen?: boolean;
};
