import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parseStoreSlug } from '@/components/folders/folder-params';
import { countActiveFilters, readFeedFilters, writeFeedSearch, type SearchParamsInput } from '@/lib/filters/url';
import { pageNumberOf } from '@/lib/schemas/route-params';
import { locales, type AppPathname, type Locale } from '@/lib/i18n/routing';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { routeTitleKey } from '@/lib/seo/route-keys';

/**
 * Route helpers of the store, webshop, brand and product pages. Their slugs follow the same rules
 * as a store's: a malformed one is a 404 without asking the API.
 */
export const entitySlugParam = parseStoreSlug;

type Slugged = { translation: { slug: string } };

/** The entity's slug in every language, for the hreflang alternates (a language that fails is left out). */
export async function slugsByLocale<T extends Slugged, K extends string>(
  entity: T,
  locale: Locale,
  load: (locale: Locale, slug: string) => Promise<T>,
  param: K,
): Promise<Partial<Record<Locale, Record<K, string>>>> {
  const entries = await Promise.all(
    locales.map(async (other) => {
      try {
        const slug = other === locale ? entity.translation.slug : (await load(other, entity.translation.slug)).translation.slug;
        return [other, { [param]: slug } as Record<K, string>] as const;
      } catch {
        return [other, undefined] as const;
      }
    }),
  );
  return Object.fromEntries(entries.filter(([, params]) => params !== undefined));
}

/** `path` with the URL's filters and page, so a redirect to the right slug keeps what was chosen. */
export function withFeedSearch(path: string, searchParams: SearchParamsInput): string {
  const search = writeFeedSearch(readFeedFilters(searchParams), pageNumberOf(searchParams) ?? 1);
  return search ? `${path}?${search}` : path;
}

export type EntityMetadataInput = {
  locale: Locale;
  route: AppPathname;
  paramsByLocale: Partial<Record<Locale, Record<string, string>>>;
  /** ICU values of the route's Metadata title and description. */
  values: Record<string, string>;
  searchParams: SearchParamsInput;
  image?: string | null;
};

/**
 * The metadata of an entity page with a promo feed: the route's title (with "page N" past the
 * first), hreflang per language slug, and no indexing of filtered variants.
 */
export async function entityMetadata({ locale, route, paramsByLocale, values, searchParams, image }: EntityMetadataInput): Promise<Metadata> {
  const page = pageNumberOf(searchParams) ?? 1;
  const [t, tList] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'FeedList' }),
  ]);
  return routeMetadata({
    locale,
    route,
    paramsByLocale,
    values,
    query: { page: page > 1 ? page : undefined },
    ...(page > 1 ? { title: `${t(routeTitleKey(route), values)} – ${tList('pageSuffix', { page })}` } : {}),
    noIndex: countActiveFilters(readFeedFilters(searchParams)) > 0,
    image,
  });
}
