/** docs/product.md, Limits: the search bar submits from 3 characters on. */
export const SEARCH_MIN_LENGTH = 3;
