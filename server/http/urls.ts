import { env } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppPathname, Locale } from '@/lib/i18n/routing';

/**
 * Public URL of a stored file or generated image. Paths in the database are relative
 * (`generated/store/12.svg`, `uploads/2026/11/ab12.jpg`); the API serves them under `/media`.
 * Root-relative by default (same origin as the site); absolute when the API has an absolute base URL.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const base = env().API_BASE_URL.replace(/\/$/, '');
  return `${base}/media/${path.replace(/^\/+/, '')}`;
}

/** The site path of a page for the `route` fields of product entities (`/fr/depliants/super-prix`). */
export function siteRoute(route: AppPathname, locale: Locale, params: Record<string, string | number> = {}): string {
  return localizedPath(route, locale, params);
}
