import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guestOnlyRoutes, loggedInOnlyRoutes, type AppPathname } from '@/lib/i18n/routing';
import { pageMetadata, type PageMetadataInput } from './metadata';
import { routeDescriptionKey, routeTitleKey } from './route-keys';

/**
 * Routes search engines should not index: personal pages, forms, search results and the utility
 * pages (links are still followed).
 */
export const noIndexRoutes: ReadonlySet<AppPathname> = new Set<AppPathname>([
  ...loggedInOnlyRoutes,
  ...guestOnlyRoutes,
  '/search',
  '/verify',
  '/password/reset',
  '/deal-alerts/confirm',
  '/deal-alerts/manage',
  '/deal-alerts/unsubscribe',
  '/nieuwsbrief-bijna',
  '/default-browser',
  '/goto/[key]',
]);

export type RouteMetadataInput = Omit<PageMetadataInput, 'title' | 'description' | 'siteName'> & {
  /** ICU values of the route's `Metadata.<key>Title` and `<key>Description` (`{store}`, `{from}`…). */
  values?: Record<string, string | number>;
  /** Replaces the translated title, e.g. a promo title from `promoTitle`. */
  title?: string;
  /** Replaces the translated description, e.g. an entity's own meta description (empty falls back). */
  description?: string | null;
};

/**
 * `pageMetadata` with the route's title and description taken from the `Metadata` messages
 * (docs/product.md, Routes) and `noIndex` for the routes above:
 *
 *     export async function generateMetadata({ params }) {
 *       const { locale, storeSlug } = await params;
 *       const store = await getStore(await getServerApi({ locale }), storeSlug);
 *       return routeMetadata({ locale, route: '/store/[storeSlug]', params: { storeSlug },
 *         values: { store: store.translation.title } });
 *     }
 */
export async function routeMetadata(input: RouteMetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale, namespace: 'Metadata' });
  const { values = {}, title, description, ...rest } = input;
  return pageMetadata({
    ...rest,
    title: title ?? t(routeTitleKey(input.route), values),
    description: description || t(routeDescriptionKey(input.route), values),
    siteName: t('siteName'),
    noIndex: input.noIndex ?? noIndexRoutes.has(input.route),
  });
}
