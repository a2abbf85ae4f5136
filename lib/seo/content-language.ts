import { defaultLocale, type AppPathname, type Locale } from '@/lib/i18n/routing';

/**
 * Routes whose content is written in one language only. News is Dutch on both sites: the French
 * address of a news category or article (`/fr/nieuws/…`, Dutch slugs, the same Dutch text inside
 * French menus) is no French version, so its canonical is the Dutch page, no hreflang claims a
 * French one and the sitemap lists the Dutch address only. The news home stays bilingual:
 * `/fr/actua` is the French entry that says the articles are in Dutch.
 */
const CONTENT_LANGUAGE: Partial<Record<AppPathname, Locale>> = {
  '/nieuws/[categorySlug]': defaultLocale,
  '/nieuws/[categorySlug]/[articleSlug]': defaultLocale,
};

/** The one language a route's content exists in, or null when every language has its own version. */
export function contentLanguageOf(route: AppPathname): Locale | null {
  return CONTENT_LANGUAGE[route] ?? null;
}
