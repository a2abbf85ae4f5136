/** Client-side persisted values (docs/product.md, Entities) and their lifetimes (docs/product.md, Limits). */
export const AUTH_COOKIE = 'auth-token';
export const AUTH_COOKIE_DAYS = 31;
export const DEFAULT_COOKIE_DAYS = 30;
export const CAMPAIGN_TAG_COOKIE = 'campaign_tag';
export const CAMPAIGN_TAG_COOKIE_DAYS = 365;
export const VISITED_COOKIE = 'visited';
export const VISITED_COOKIE_DAYS = 365;
export const REGISTERED_EMAIL_COOKIE = 'registered_email';
export const REGISTERED_EMAIL_COOKIE_DAYS = 7;
