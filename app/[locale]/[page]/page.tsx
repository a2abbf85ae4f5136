import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import Prose from '@/components/content/prose';
import Breadcrumbs from '@/components/seo/breadcrumbs';
import { getPage, type CmsPage } from '@/lib/api/content';
import { isApiError } from '@/lib/api/errors';
import { getServerApi } from '@/lib/api/server';
import { localizedPath } from '@/lib/i18n/paths';
import { pageParams } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { cmsPageHasBreadcrumbs } from '@/lib/seo/breadcrumb-routes';
import { withoutSiteName } from '@/lib/seo/metadata';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from './cms-page.module.css';


// Rendered per request for now: cached (ISR) this page failed in production (its redirects and 404s
// reach next-intl's header-based locale lookup; docs/architecture.md, Caching).
export const dynamic = 'force-dynamic';

/** Longest slug the API stores; a path segment that cannot be a slug is a 404 without asking. */
const MAX_SLUG_LENGTH = 255;

type Resolved =
  | { kind: 'page'; page: CmsPage }
  /** The slug belongs to the other language (or is an id): the page in this language lives elsewhere. */
  | { kind: 'moved'; path: string }
  /** No page has this slug, or it has no translation in this language. */
  | { kind: 'missing' };

function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= MAX_SLUG_LENGTH && !/[\u0000-\u001f\u007f/\\]/.test(value);
}

/**
 * The CMS page for a path segment (docs/product.md, Routes, `/{page}`). The API is asked for the slug in any
 * language, so `/fr/mobiele-app` (reached by a Dutch link or an old language switch) redirects to the
 * French twin `/fr/application-mobile` instead of a dead end; a page without a translation in this
 * language is a 404. Shared by the metadata and the page in one render.
 */
const resolvePage = cache(async (locale: Locale, slug: string): Promise<Resolved> => {
  if (!isSlug(slug)) return { kind: 'missing' };
  let page: CmsPage;
  try {
    page = await getPage(await getServerApi({ locale }), slug, { anyLocale: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'missing' };
    throw error;
  }
  // A numeric segment is also looked up as an id; only a slug of the page itself counts as its address.
  if (page.slug !== slug && !page.alternates.some((alternate) => alternate.slug === slug)) return { kind: 'missing' };
  const own = page.locale.slug === locale ? page : undefined;
  const twinSlug = own ? own.slug : page.alternates.find((alternate) => alternate.locale === locale)?.slug;
  if (!twinSlug) return { kind: 'missing' };
  if (own && own.slug === slug) return { kind: 'page', page: own };
  return { kind: 'moved', path: localizedPath('/[page]', locale, { page: twinSlug }) };
});

async function paramsOf(params: PageProps<'/[locale]/[page]'>['params']): Promise<{ locale: Locale; slug: string }> {
  const { locale, page } = await pageParams(params);
  return { locale, slug: page };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[page]'>): Promise<Metadata> {
  const { locale, slug } = await paramsOf(params);
  const resolved = await resolvePage(locale, slug);
  if (resolved.kind !== 'page') {
    const t = await getTranslations({ locale, namespace: 'Metadata' });
    return { title: t('notFoundTitle') };
  }
  const { page } = resolved;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const paramsByLocale = Object.fromEntries(page.alternates.map((alternate) => [alternate.locale, { page: alternate.slug }]));
  return routeMetadata({
    locale,
    route: '/[page]',
    paramsByLocale: { ...paramsByLocale, [locale]: { page: page.slug } },
    title: withoutSiteName(page.tag_title || page.title, t('siteName')),
    description: page.meta_description,
    values: { title: page.title },
  });
}

export default async function CmsPageView({ params }: PageProps<'/[locale]/[page]'>) {
  const { locale, slug } = await paramsOf(params);
  const resolved = await resolvePage(locale, slug);
  if (resolved.kind === 'missing') notFound();
  if (resolved.kind === 'moved') redirect(resolved.path);
  const { page } = resolved;
  const path = localizedPath('/[page]', locale, { page: page.slug });
  return (
    <main className={`container ${styles.wrap}`}>
      {cmsPageHasBreadcrumbs(page) && <Breadcrumbs route="/[page]" items={[{ name: page.title, href: path }]} />}
      <article className={styles.article} lang={locale}>
        <h1 className={styles.title}>{page.title}</h1>
        <Prose html={page.content} />
      </article>
    </main>
  );
}
