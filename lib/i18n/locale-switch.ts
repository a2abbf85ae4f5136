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
 * Where the language switch goes (docs/product.md, Routes): list and detail routes go to the
 * list route; routes without params stay; a CMS page goes to its translation's slug (`cmsTwins`, from
 * `cmsTwinSlugs`), or home in the other language when it has none. Without the twins (the page list
 * could not be loaded) a CMS page keeps its slug.
 */
export function localeSwitchTarget(
  pathname: string,
  params: Record<string, string | string[] | undefined>,
  cmsTwins?: Readonly<Record<string, string>>,
): Target {
  if (!isAppPathname(pathname)) return '/';
  const list = listRouteOf[pathname];
  if (list) return list;
  if (pathname === '/[page]') {
    const page = params.page;
    if (typeof page !== 'string') return '/';
    if (!cmsTwins) return { pathname, params: { page } };
    // The slug comes from the address: only the map's own entries count (`/constructor` is no CMS page).
    const twin = Object.hasOwn(cmsTwins, page) ? cmsTwins[page] : undefined;
    return twin ? { pathname, params: { page: twin } } : '/';
  }
  if (pathname === '/profiel/[userId]') {
    const userId = params.userId;
    return typeof userId === 'string' ? { pathname, params: { userId } } : '/';
  }
  return pathname;
}
