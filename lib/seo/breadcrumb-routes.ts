import type { AppPathname } from '@/lib/i18n/routing';

/**
 * Routes whose breadcrumbs are EMPTY (docs/product.md, Routes):
 * index, the webshop, brand, store and product lists, upload-post, notifications, verify, the news
 * routes, password-reset and deal-alerts. The contract's "error" and "page-view" are not routes here:
 * the error and not-found views never show breadcrumbs. Page authors check `routeHasBreadcrumbs`
 * (the Breadcrumbs component does when given its `route`).
 */
export const EMPTY_BREADCRUMB_ROUTES: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/',
  '/webshop',
  '/brand',
  '/store',
  '/product',
  '/upload-post',
  '/notifications',
  '/verify',
  '/nieuws',
  '/nieuws/[categorySlug]',
  '/nieuws/[categorySlug]/[articleSlug]',
  '/password/reset',
  '/deal-alerts',
]);

/** CMS pages without breadcrumbs (docs/product.md, Routes, route table: "terms and privacy-policy slugs get no breadcrumb"). */
export const NO_BREADCRUMB_PAGE_SLUGS: ReadonlySet<string> = new Set(['terms', 'privacy-policy']);

export function routeHasBreadcrumbs(route: AppPathname): boolean {
  return !EMPTY_BREADCRUMB_ROUTES.has(route);
}

/**
 * Whether a CMS page shows breadcrumbs. Its own slug or any translation's slug counts, so a French
 * page with a French slug still follows its Dutch `terms` twin.
 */
export function cmsPageHasBreadcrumbs(page: { slug: string; alternates?: readonly { slug: string }[] }): boolean {
  const slugs = [page.slug, ...(page.alternates ?? []).map((alternate) => alternate.slug)];
  return !slugs.some((slug) => NO_BREADCRUMB_PAGE_SLUGS.has(slug));
}
