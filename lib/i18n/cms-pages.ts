import type { Locale } from './routing';

/**
 * Slugs of the CMS pages the chrome links to (main menu, footer), per locale. They are content, so
 * an editor could rename them; these are the slugs the demo content and the production site use.
 */
export const CMS_PAGE_SLUGS = {
  whoOrWhat: { nl: 'wie-of-wat', fr: 'qui-ou-quoi' },
  mobileApp: { nl: 'mobiele-app', fr: 'application-mobile' },
  contact: { nl: 'contact', fr: 'contact' },
  terms: { nl: 'terms', fr: 'terms' },
  privacyPolicy: { nl: 'privacy-policy', fr: 'privacy-policy' },
} as const satisfies Record<string, Record<Locale, string>>;

export type CmsPageKey = keyof typeof CMS_PAGE_SLUGS;

type PageRef = { slug: string; group_key: string; locale: { slug: Locale } };

/**
 * For every CMS page of `from`, the slug of its translation in the other locale (pages of one group
 * share a group_key). Pages without a translation are left out.
 */
export function cmsTwinSlugs(pages: readonly PageRef[], from: Locale): Record<string, string> {
  const to: Locale = from === 'nl' ? 'fr' : 'nl';
  const otherByGroup = new Map(pages.filter((page) => page.locale.slug === to).map((page) => [page.group_key, page.slug]));
  const twins: Record<string, string> = {};
  for (const page of pages) {
    if (page.locale.slug !== from) continue;
    const twin = otherByGroup.get(page.group_key);
    if (twin) twins[page.slug] = twin;
  }
  return twins;
}
