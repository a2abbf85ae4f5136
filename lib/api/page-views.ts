/** The catalogue pages whose views count toward their popularity (docs/product.md, Behaviour). */
export const PAGE_VIEW_TYPES = ['store', 'webshop', 'brand', 'product'] as const;
export type PageViewType = (typeof PAGE_VIEW_TYPES)[number];

/** `POST /views`: one view of an entity's page; answered 204. */
export type PageViewRequest = { type: PageViewType; id: number };
export const PAGE_VIEWS_PATH = '/views';
