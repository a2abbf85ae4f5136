import { defineRouting } from 'next-intl/routing';

export const locales = ['nl', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

/** Numeric ids the API uses for locales (deal-alert subscriptions carry locale_id). */
export const localeIds: Record<Locale, number> = { nl: 1, fr: 2 };

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Every route (docs/product.md, Routes). Keys are the internal (Dutch) pathnames, which are also the folder
 * names under app/[locale]; values give the French path where it differs.
 */
export const pathnames = {
  '/': '/',
  '/[page]': '/[page]',
  '/brand': '/brand',
  '/brand/[brandSlug]': '/brand/[brandSlug]',
  '/deal-alerts': '/deal-alerts',
  '/deal-alerts/confirm': '/deal-alerts/confirm',
  '/deal-alerts/manage': '/deal-alerts/manage',
  '/deal-alerts/unsubscribe': '/deal-alerts/unsubscribe',
  '/default-browser': '/default-browser',
  '/delete-account': '/delete-account',
  '/favorieten': '/favorieten',
  '/folder-promos/[id]': '/folder-promos/[id]',
  '/folders': { nl: '/folders', fr: '/depliants' },
  '/folders/[storeSlug]': { nl: '/folders/[storeSlug]', fr: '/depliants/[storeSlug]' },
  '/folders/[storeSlug]/[folderDate]': {
    nl: '/folders/[storeSlug]/[folderDate]',
    fr: '/depliants/[storeSlug]/[folderDate]',
  },
  '/goto/[key]': '/goto/[key]',
  '/login': '/login',
  '/register': '/register',
  '/nieuws': { nl: '/nieuws', fr: '/actua' },
  '/nieuws/[categorySlug]': '/nieuws/[categorySlug]',
  '/nieuws/[categorySlug]/[articleSlug]': '/nieuws/[categorySlug]/[articleSlug]',
  '/nieuwsbrief-bijna': { nl: '/nieuwsbrief-bijna', fr: '/newsletter-presque' },
  '/notifications': '/notifications',
  '/online-promos/[id]': '/online-promos/[id]',
  '/password/reset': '/password/reset',
  '/posts/[id]': '/posts/[id]',
  '/prijzenpot': '/prijzenpot',
  '/prijzenpot/[prizeId]': '/prijzenpot/[prizeId]',
  '/product': '/product',
  '/product/[productSlug]': '/product/[productSlug]',
  '/profiel/[userId]': '/profiel/[userId]',
  '/promos': '/promos',
  '/promos/[categorySlug]': '/promos/[categorySlug]',
  '/search': '/search',
  '/settings': '/settings',
  '/store': '/store',
  '/store/[storeSlug]': '/store/[storeSlug]',
  '/upload-post': '/upload-post',
  '/verify': '/verify',
  '/verwijs-een-vriend': { nl: '/verwijs-een-vriend', fr: '/parrainez-un-ami' },
  '/webshop': '/webshop',
  '/webshop/[webshopSlug]': '/webshop/[webshopSlug]',
} as const;

export type AppPathname = keyof typeof pathnames;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
  // No `Link` alternates header: every page lists its hreflang alternates in its <head> (with the
  // translated slugs), and the header repeated the request path three times, for 404s too.
  alternateLinks: false,
  pathnames,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Routes only a logged-in user may open (docs/product.md, Access). Guests are sent to login. */
export const loggedInOnlyRoutes: readonly AppPathname[] = [
  '/delete-account',
  '/favorieten',
  '/notifications',
  '/prijzenpot',
  '/settings',
  '/upload-post',
  '/verwijs-een-vriend',
];

/** Routes only a guest may open. A token holder is sent home. */
export const guestOnlyRoutes: readonly AppPathname[] = ['/login', '/register'];

/** The query parameter that carries the path to return to after login. */
export const REDIRECT_PARAM = 'redirect';
