import type { Metadata } from 'next';
import { siteUrl } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/paths';
import { defaultLocale, locales, type AppPathname, type Locale } from '@/lib/i18n/routing';
import { contentLanguageOf } from './content-language';
import { openGraphImage } from './og-image';

type Params = Record<string, string | number>;
type Query = Record<string, string | number | null | undefined>;

/** Search engines show about this many characters of a description. */
export const MAX_DESCRIPTION_LENGTH = 160;

export type PageMetadataInput = {
  locale: Locale;
  route: AppPathname;
  /** Params of the route in this locale. */
  params?: Params;
  /** Params per locale when slugs differ between languages; a locale left out gets no alternate. */
  paramsByLocale?: Partial<Record<Locale, Params>>;
  /**
   * Query parameters that make a distinct page, such as `page` of a paginated list: they stay in the
   * canonical and alternate URLs. Empty values are left out.
   */
  query?: Query;
  title: string;
  description?: string | null;
  /** Absolute or root-relative image for Open Graph, as the API gives it (see `openGraphImage`). */
  image?: string | null;
  type?: 'website' | 'article';
  noIndex?: boolean;
  /** Use the title as is, without the " | site name" template. */
  absoluteTitle?: boolean;
  /** Open Graph `og:site_name`. */
  siteName?: string;
};

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A description as search engines want it: plain text on one line, at most `max` characters, cut
 * at a word boundary with an ellipsis. Undefined for an empty value.
 */
export function metaDescription(text: string | null | undefined, max = MAX_DESCRIPTION_LENGTH): string | undefined {
  if (!text) return undefined;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return undefined;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s.,;:!?–—-]+$/u, '')}…`;
}

/**
 * A stored title without a trailing site name (`Contact | Dealwijzer` → `Contact`): the layout's
 * title template appends it, and it must not appear twice.
 */
export function withoutSiteName(title: string, siteName: string): string {
  const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stripped = title.replace(new RegExp(`\\s*[|·•:–—-]\\s*${escaped}\\s*$`, 'iu'), '').trim();
  return stripped || title.trim();
}

function openGraphLocale(locale: Locale): string {
  return locale === 'fr' ? 'fr_BE' : 'nl_BE';
}

/**
 * The canonical URL of a page: its own address, except on a route whose content exists in one
 * language only (content-language.ts), where it is that language's address in every locale. The
 * `<link rel="canonical">`, `og:url` and structured data (JSON-LD `url`/`@id`) all take it from here.
 */
export function canonicalUrl(input: Pick<PageMetadataInput, 'locale' | 'route' | 'params' | 'paramsByLocale' | 'query'>): string {
  const contentLanguage = contentLanguageOf(input.route);
  const canonicalLocale = contentLanguage ?? input.locale;
  const canonicalParams = contentLanguage
    ? input.paramsByLocale
      ? input.paramsByLocale[contentLanguage]
      : (input.params ?? {})
    : (input.paramsByLocale?.[input.locale] ?? input.params ?? {});
  if (!canonicalParams) throw new Error(`canonicalUrl: ${input.route} has no params in ${canonicalLocale}`);
  return absoluteUrl(withQuery(localizedPath(input.route, canonicalLocale, canonicalParams), input.query));
}

/**
 * Title, description, canonical URL and hreflang alternates (nl, fr, x-default) for a page, plus
 * Open Graph and Twitter card tags. Every page builds its metadata through this. A route whose
 * content exists in one language only (see content-language.ts) is canonical to that language's
 * address in every locale, and only that language is an alternate.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const contentLanguage = contentLanguageOf(input.route);
  const paramsIn = (locale: Locale) => (input.paramsByLocale ? input.paramsByLocale[locale] : (input.params ?? {}));
  const canonicalLocale = contentLanguage ?? input.locale;
  const canonical = canonicalUrl(input);
  const languages: Record<string, string> = {};
  for (const locale of contentLanguage ? [contentLanguage] : locales) {
    const params = paramsIn(locale);
    if (params) languages[locale] = absoluteUrl(withQuery(localizedPath(input.route, locale, params), input.query));
  }
  const fallback = languages[defaultLocale] ?? languages[input.locale];
  if (fallback) languages['x-default'] = fallback;
  const shared = openGraphImage(input.image, canonicalLocale);
  const image = shared ? absoluteUrl(shared) : undefined;
  const description = metaDescription(input.description);
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: input.type ?? 'website',
      url: canonical,
      title: input.title,
      description,
      locale: openGraphLocale(canonicalLocale),
      alternateLocale: locales.filter((locale) => locale !== canonicalLocale && languages[locale]).map(openGraphLocale),
      ...(input.siteName ? { siteName: input.siteName } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: input.title,
      description,
      ...(image ? { images: [image] } : {}),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
