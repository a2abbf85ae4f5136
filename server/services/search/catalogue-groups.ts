import type { SearchSuggestion } from '@/lib/api/search';
import type { AppPathname, Locale } from '@/lib/i18n/routing';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import type { FolderContext } from '../folders/build';
import { bestMatches, type CatalogueEntry, type CatalogueKind } from './catalogue-index';
import { activeFoldersOf, type CurrentFolder } from './folder-group';
import type { SearchQuery } from './query';

/**
 * The store, webshop, brand, product and article groups, matched in memory (catalogue-index.ts) and
 * ranked by tier, then popularity.
 */

export const GROUP_LIMIT = 5;

const ROUTES = {
  store: ['/store/[storeSlug]', 'storeSlug'],
  webshop: ['/webshop/[webshopSlug]', 'webshopSlug'],
  brand: ['/brand/[brandSlug]', 'brandSlug'],
  product: ['/product/[productSlug]', 'productSlug'],
} as const satisfies Record<Exclude<CatalogueKind, 'article'>, readonly [AppPathname, string]>;

function item(entry: CatalogueEntry, locale: Locale): SearchSuggestion {
  const { title, slug } = localized(entry, locale);
  if (entry.kind === 'article') {
    const url = siteRoute('/nieuws/[categorySlug]/[articleSlug]', locale, { categorySlug: entry.categorySlug ?? '', articleSlug: slug });
    return { id: entry.id, title, url, image_url: mediaUrl(entry.image) };
  }
  const [route, param] = ROUTES[entry.kind];
  return { id: entry.id, title, url: siteRoute(route, locale, { [param]: slug }), image_url: mediaUrl(entry.image) };
}

/** One catalogue entry as a search item (the results page lists them too: results.ts). */
export { item as catalogueItem };

export type CatalogueGroups = Record<CatalogueKind, SearchSuggestion[]>;

/**
 * Every catalogue group; articles (written in Dutch only) for Dutch requests only. `folders` are the
 * current folders of the matched stores (folder-group.ts).
 */
export function catalogueSuggestions(entries: readonly CatalogueEntry[], query: SearchQuery, ctx: FolderContext, folders: readonly CurrentFolder[]): CatalogueGroups {
  const best = (kind: CatalogueKind) => bestMatches(entries, kind, query, GROUP_LIMIT);
  return {
    store: best('store').map((entry) => ({ ...item(entry, ctx.locale), active_folders: activeFoldersOf(folders, entry.id, ctx) })),
    webshop: best('webshop').map((entry) => item(entry, ctx.locale)),
    brand: best('brand').map((entry) => item(entry, ctx.locale)),
    product: best('product').map((entry) => item(entry, ctx.locale)),
    article: ctx.locale === 'nl' ? best('article').map((entry) => item(entry, ctx.locale)) : [],
  };
}
