import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppPathname, Locale } from '@/lib/i18n/routing';

export type Crumb = {
  name: string;
  /**
   * The crumb's site path (already localized: an API `route` field or `localizedPath`). Give it for
   * the last crumb too: it is not rendered as a link, but the JSON-LD lists its URL.
   */
  href?: string;
};

/** The section crumb of each list route, with its label in the `Breadcrumbs` namespace. */
export const SECTION_LABEL_KEYS = {
  '/promos': 'promos',
  '/folders': 'folders',
  '/store': 'stores',
  '/webshop': 'webshops',
  '/brand': 'brands',
  '/product': 'products',
  '/nieuws': 'news',
  '/prijzenpot': 'prizePot',
} as const satisfies Partial<Record<AppPathname, string>>;

export type SectionRoute = keyof typeof SECTION_LABEL_KEYS;

/** The "section" step of home → section → item, e.g. Folders → `/fr/depliants` for French. */
export async function sectionCrumb(route: SectionRoute, locale: Locale): Promise<Crumb> {
  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  return { name: t(SECTION_LABEL_KEYS[route]), href: localizedPath(route, locale) };
}

/**
 * schema.org BreadcrumbList (docs/product.md, Routes: position, name and absolute URL). A crumb without a path
 * is listed without `item`, as schema.org allows for the last one.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[], toAbsolute: (path: string) => string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href ? { item: toAbsolute(crumb.href) } : {}),
    })),
  };
}
