import type { AppPathname } from '@/lib/i18n/routing';

/**
 * The message key of every route (docs/product.md, Routes): its title and description live in the `Metadata`
 * namespace as `<key>Title` and `<key>Description` (e.g. `foldersTitle`, `storeTitle` with
 * `{store}`). A test checks both exist in every locale with the same ICU parameters.
 */
export const routeKeys = {
  '/': 'home',
  '/[page]': 'page',
  '/brand': 'brands',
  '/brand/[brandSlug]': 'brand',
  '/deal-alerts': 'dealAlerts',
  '/deal-alerts/confirm': 'dealAlertConfirm',
  '/deal-alerts/manage': 'dealAlertManage',
  '/deal-alerts/unsubscribe': 'dealAlertUnsubscribe',
  '/default-browser': 'defaultBrowser',
  '/delete-account': 'deleteAccount',
  '/favorieten': 'favourites',
  '/folder-promos/[id]': 'folderPromo',
  '/folders': 'folders',
  '/folders/[storeSlug]': 'storeFolders',
  '/folders/[storeSlug]/[folderDate]': 'folder',
  '/goto/[key]': 'goto',
  '/login': 'login',
  '/register': 'register',
  '/nieuws': 'news',
  '/nieuws/[categorySlug]': 'newsCategory',
  '/nieuws/[categorySlug]/[articleSlug]': 'newsArticle',
  '/nieuwsbrief-bijna': 'newsletterAlmost',
  '/notifications': 'notifications',
  '/online-promos/[id]': 'onlinePromo',
  '/password/reset': 'passwordReset',
  '/posts/[id]': 'post',
  '/prijzenpot': 'prizePot',
  '/prijzenpot/[prizeId]': 'prize',
  '/product': 'products',
  '/product/[productSlug]': 'product',
  '/profiel/[userId]': 'profile',
  '/promos': 'promos',
  '/promos/[categorySlug]': 'promoCategory',
  '/search': 'search',
  '/settings': 'settings',
  '/store': 'stores',
  '/store/[storeSlug]': 'store',
  '/upload-post': 'uploadPost',
  '/verify': 'verify',
  '/verwijs-een-vriend': 'referFriend',
  '/webshop': 'webshops',
  '/webshop/[webshopSlug]': 'webshop',
} as const satisfies Record<AppPathname, string>;

export type RouteKey = (typeof routeKeys)[AppPathname];

export type RouteTitleKey = `${RouteKey}Title`;
export type RouteDescriptionKey = `${RouteKey}Description`;

export function routeTitleKey(route: AppPathname): RouteTitleKey {
  return `${routeKeys[route]}Title`;
}

export function routeDescriptionKey(route: AppPathname): RouteDescriptionKey {
  return `${routeKeys[route]}Description`;
}
