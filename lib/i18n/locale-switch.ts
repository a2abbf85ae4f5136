import { pathnames, type AppPathname } from './routing';

type Target = AppPathname | { pathname: AppPathname; params: Record<string, string> };

/** Detail routes whose list route a locale switch lands on (their slugs differ per language). */
const listRouteOf: Partial<Record<AppPathname, AppPathname>> = {
  '/brand/[brandSlug]': '/brand',
  '/folder-promos/[id]': '/promos',
  '/folders/[storeSlug]': '/folders',
  '/folders/[storeSlug]/[folderDate]': '/folders',
  '/nieuws/[categorySlug]': '/nieuws',
  '/nieuws/[categorySlug]/[articleSlug]': '/nieuws',
  '/online-promos/[id]': '/promos',
  '/posts/[id]': '/promos',
  '/prijzenpot/[prizeId]': '/prijzenpot',
  '/product/[productSlug]': '/product',
  '/promos/[categorySlug]': '/promos',
  '/store/[storeSlug]': '/store',
  '/webshop/[webshopSlug]': '/webshop',
  '/goto/[key]': '/',
};

function isAppPathname(value: string): value is AppPathname {
  return value in pathnames;
}

/**
 * Where the language switch goes: list and detail routes go to the list route; routes without
 * params stay; a CMS page keeps its slug here (the page itself maps it to the other locale's slug).
 */
export function localeSwitchTarget(pathname: string, params: Record<string, string | string[] | undefined>): Target {
  if (!isAppPathname(pathname)) return '/';
  const list = listRouteOf[pathname];
  if (list) return list;
  if (pathname === '/[page]') {
    const page = params.page;
    return typeof page === 'string' ? { pathname, params: { page } } : '/';
  }
  if (pathname === '/profiel/[userId]') {
    const userId = params.userId;
    return typeof userId === 'string' ? { pathname, params: { userId } } : '/';
  }
  return pathname;
}
