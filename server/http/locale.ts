import type { Context } from 'hono';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/routing';

/** The response language: the `Language` header (docs/product.md, API), else `?locale=`, else Dutch. */
export function requestLocale(c: Context): Locale {
  const header = c.req.header('language')?.trim().toLowerCase().slice(0, 2);
  if (isLocale(header)) return header;
  const query = c.req.query('locale')?.trim().toLowerCase();
  return isLocale(query) ? query : defaultLocale;
}

/** Picks the column of a paired nl/fr field for a locale, falling back to Dutch when French is empty. */
export function pick<T>(locale: Locale, nl: T, fr: T): T {
  if (locale === 'fr' && fr !== null && fr !== undefined && fr !== '') return fr;
  return nl;
}
