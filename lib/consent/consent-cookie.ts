/**
 * The first-party cookie that keeps the consent choice. A module of its own: the cookie helper
 * (lib/cookies/site-cookies.ts, in every page's first load) needs the name only, while the rest of
 * lib/consent/consent.ts loads with the consent manager, which only a site with GTM_ID loads.
 */
export const CONSENT_COOKIE = 'consent';
