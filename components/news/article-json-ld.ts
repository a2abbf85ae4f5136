import type { ArticleDetail } from '@/lib/api/content';

/** Google shows at most this many characters of a headline. */
export const MAX_HEADLINE_LENGTH = 110;

export type ArticleJsonLdInput = {
  article: ArticleDetail;
  /** The page's canonical URL. */
  url: string;
  siteName: string;
  /** Absolute URLs of the site home and logo (the publisher). */
  siteUrl: string;
  logoUrl: string;
  /** Makes the API's root-relative image URL absolute. */
  toAbsolute: (path: string) => string;
};

function headline(title: string): string {
  if (title.length <= MAX_HEADLINE_LENGTH) return title;
  return `${title.slice(0, MAX_HEADLINE_LENGTH - 1).trimEnd()}…`;
}

/**
 * schema.org Article of a news article. The articles are Dutch on both sites (`inLanguage`); an
 * article without a named author is credited to the site's editorial team (the publisher). The API
 * gives no modification date, so `dateModified` is the publication date.
 */
export function articleJsonLd({ article, url, siteName, siteUrl, logoUrl, toAbsolute }: ArticleJsonLdInput): Record<string, unknown> {
  const publisher = { '@type': 'Organization', name: siteName, url: siteUrl, logo: { '@type': 'ImageObject', url: logoUrl } };
  const description = article.translation.meta_description ?? article.translation.excerpt;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: headline(article.translation.title),
    ...(description ? { description } : {}),
    ...(article.image_url ? { image: [toAbsolute(article.image_url)] } : {}),
    datePublished: article.published_at,
    dateModified: article.published_at,
    author: article.author ? { '@type': 'Person', name: article.author } : { '@type': 'Organization', name: siteName, url: siteUrl },
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: article.category.translation.title,
    inLanguage: 'nl-BE',
  };
}
