import type { Metadata } from 'next';
import { siteUrl } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/paths';
import { defaultLocale, locales, type AppPathname, type Locale } from '@/lib/i18n/routing';

type Params = Record<string, string | number>;

export type PageMetadataInput = {
  locale: Locale;
  route: AppPathname;
  /** Params of the route in this locale. */
  params?: Params;
  /** Params per locale when slugs differ between languages; a locale left out gets no alternate. */
  paramsByLocale?: Partial<Record<Locale, Params>>;
  title: string;
  description?: string;
  /** Absolute or root-relative image for Open Graph. */
  image?: string | null;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /** Use the title as is, without the " | site name" template. */
  absoluteTitle?: boolean;
};

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}

/**
 * Title, description, canonical URL and hreflang alternates (nl, fr, x-default) for a page, plus
 * Open Graph tags. Every page builds its metadata through this.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const ownParams = input.paramsByLocale?.[input.locale] ?? input.params ?? {};
  const canonical = absoluteUrl(localizedPath(input.route, input.locale, ownParams));
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const params = input.paramsByLocale ? input.paramsByLocale[locale] : (input.params ?? {});
    if (params) languages[locale] = absoluteUrl(localizedPath(input.route, locale, params));
  }
  const fallback = languages[defaultLocale];
  if (fallback) languages['x-default'] = fallback;
  const image = input.image ? absoluteUrl(input.image) : undefined;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical, languages },
    openGraph: {
      type: input.type ?? 'website',
      url: canonical,
      title: input.title,
      description: input.description,
      locale: input.locale === 'fr' ? 'fr_BE' : 'nl_BE',
      ...(image ? { images: [{ url: image }] } : {}),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
