/* eslint-disable @next/next/no-img-element -- article images are SVGs the API draws itself; next/image adds nothing for them. */
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import Prose from '@/components/content/prose';
import ArticleCard, { ARTICLE_IMAGE_HEIGHT, ARTICLE_IMAGE_WIDTH } from '@/components/news/article-card';
import { articleJsonLd } from '@/components/news/article-json-ld';
import { newsSlugParam } from '@/components/news/news-params';
import { readingMinutes } from '@/components/news/reading-time';
import JsonLd from '@/components/seo/json-ld';
import { getNewsArticle, getNewsCategory, type ArticleDetail } from '@/lib/api/content';
import { isApiError } from '@/lib/api/errors';
import { orNotFound } from '@/lib/api/not-found';
import { getServerApi } from '@/lib/api/server';
import { formatDayMonthYear } from '@/lib/format/date';
import { Link, permanentRedirect } from '@/lib/i18n/navigation';
import { pageParams } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/paths';
import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl, canonicalUrl } from '@/lib/seo/metadata';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from './article.module.css';


// Rendered per request for now: cached (ISR) this page failed in production (its redirects and 404s
// reach next-intl's header-based locale lookup; docs/architecture.md, Caching).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/nieuws/[categorySlug]/[articleSlug]'>;

const ARTICLE_ROUTE = '/nieuws/[categorySlug]/[articleSlug]';

/**
 * The article by its slug alone, one call per request shared by the metadata and the page; the
 * page compares its category with the address itself (a wrong category is redirected, not a 404).
 */
const loadArticle = cache(async (locale: Locale, slug: string): Promise<ArticleDetail> => getNewsArticle(await getServerApi({ locale }), { slug }));

async function categoryExists(locale: Locale, slug: string): Promise<boolean> {
  try {
    await getNewsCategory(await getServerApi({ locale }), slug);
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

/** The route's params as slugs, or null when either cannot be one. */
function slugsOf(raw: { categorySlug: string; articleSlug: string }): { category: string; article: string } | null {
  const category = newsSlugParam(raw.categorySlug);
  const article = newsSlugParam(raw.articleSlug);
  return category !== null && article !== null ? { category, article } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, ...raw } = await pageParams(params);
  const slugs = slugsOf(raw);
  if (slugs === null) return {};
  const article = await orNotFound(loadArticle(locale, slugs.article));
  const metadata = await routeMetadata({
    locale,
    route: ARTICLE_ROUTE,
    params: { categorySlug: article.category.translation.slug, articleSlug: article.translation.slug },
    values: { title: article.translation.title },
    description: article.translation.meta_description ?? article.translation.excerpt,
    image: article.image_url,
    type: 'article',
  });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: article.published_at,
      section: article.category.translation.title,
      ...(article.author ? { authors: [article.author] } : {}),
    },
  };
}

/**
 * A news article (`/nieuws/{categorySlug}/{articleSlug}`): the sanitised HTML from the API, its
 * image, date and author, related articles of its category, and schema.org Article data. An
 * article reached through another existing category is sent to its own address (308); an unknown
 * category or article is a 404.
 */
export default async function NewsArticlePage({ params }: Props) {
  const { locale, ...raw } = await pageParams(params);
  const slugs = slugsOf(raw);
  if (slugs === null) notFound();
  const article = await orNotFound(loadArticle(locale, slugs.article));
  const categorySlug = article.category.translation.slug;
  if (categorySlug !== slugs.category) {
    if (!(await categoryExists(locale, slugs.category))) notFound();
    permanentRedirect({
      href: { pathname: ARTICLE_ROUTE, params: { categorySlug, articleSlug: article.translation.slug } },
      locale,
    });
  }

  const [t, tMeta, tList] = await Promise.all([
    getTranslations('NewsArticle'),
    getTranslations('Metadata'),
    getTranslations('NewsList'),
  ]);
  const contentLang = locale === defaultLocale ? undefined : defaultLocale;
  const categoryTitle = article.category.translation.title;
  const jsonLd = articleJsonLd({
    article,
    // The article is Dutch only: on the French site too, its structured data names the canonical (Dutch) address.
    url: canonicalUrl({ locale, route: ARTICLE_ROUTE, params: { categorySlug, articleSlug: article.translation.slug } }),
    siteName: tMeta('siteName'),
    siteUrl: absoluteUrl(localizedPath('/', locale)),
    logoUrl: absoluteUrl('/icon.svg'),
    toAbsolute: absoluteUrl,
  });

  return (
    <main className={`container ${styles.page}`}>
      <div className={styles.layout}>
        <article className={styles.article} aria-labelledby="article-title">
          <header className={styles.header}>
            <NextLink href={article.category.translation.route} className={styles.category}>
              {categoryTitle}
            </NextLink>
            <h1 id="article-title" className={styles.title} lang={contentLang}>
              {article.translation.title}
            </h1>
            <div className={styles.byline}>
              <span className={styles.avatar} aria-hidden="true">
                {(article.author ?? t('editorial')).charAt(0)}
              </span>
              <div className={styles.bylineText}>
                <span className={styles.author}>{t('byAuthor', { author: article.author ?? t('editorial') })}</span>
                <span className={styles.meta}>
                  <span className="visually-hidden">{t('publishedOn')} </span>
                  <time dateTime={article.published_at}>{formatDayMonthYear(article.published_at)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{t('readingTime', { minutes: readingMinutes(article.content) })}</span>
                </span>
              </div>
            </div>
            {contentLang && <p className={styles.language}>{tList('dutchOnly')}</p>}
          </header>
          {article.image_url && (
            <figure className={styles.figure}>
              <img
                className={styles.image}
                src={article.image_url}
                width={ARTICLE_IMAGE_WIDTH}
                height={ARTICLE_IMAGE_HEIGHT}
                alt=""
                fetchPriority="high"
              />
            </figure>
          )}
          <div lang={contentLang}>
            <Prose html={article.content} className={styles.prose} />
          </div>
          <footer className={styles.footer}>
            <NextLink href={article.category.translation.route} className="button button--ghost">
              {t('allInCategory', { category: categoryTitle })}
            </NextLink>
            <Link href="/nieuws" className={styles.backLink}>
              {t('backToNews')}
            </Link>
          </footer>
        </article>

        {article.related.length > 0 && (
          <aside className={styles.related} aria-labelledby="article-related">
            <h2 id="article-related" className={styles.relatedTitle}>
              {t('related', { category: categoryTitle })}
            </h2>
            <ul className={styles.relatedList}>
              {article.related.map((related) => (
                <li key={related.id}>
                  <ArticleCard article={related} variant="compact" showCategory={false} />
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
      <JsonLd data={jsonLd} />
    </main>
  );
}
