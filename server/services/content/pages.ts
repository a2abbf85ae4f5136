import { and, asc, eq, sql } from 'drizzle-orm';
import type { CmsPage, CmsPageSummary, PageAlternate } from '@/lib/api/content';
import { isLocale, locales, type Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { siteRoute } from '../../http/urls';
import { sanitizeHtml } from '../sanitize-html';
import { recordId } from '../ids';
import { isLookupText } from './lookup';

/** CMS pages: one row per language, grouped by `group_key` into translations of each other. */

type PageRow = typeof pages.$inferSelect;

/**
 * The site path of a page. The stored `route` may be written with or without the locale prefix
 * (`/conditions` or `/fr/conditions`); without one, the path is built from the slug.
 */
export function pageRoute(row: Pick<PageRow, 'slug' | 'locale' | 'route'>): string {
  const locale: Locale = isLocale(row.locale) ? row.locale : 'nl';
  const stored = row.route?.trim();
  if (!stored) return siteRoute('/[page]', locale, { page: row.slug });
  const path = stored.startsWith('/') ? stored : `/${stored}`;
  if (locale === 'nl' || path === `/${locale}` || path.startsWith(`/${locale}/`)) return path;
  return `/${locale}${path}`;
}

function pageLocale(row: Pick<PageRow, 'locale'>): Locale {
  return isLocale(row.locale) ? row.locale : 'nl';
}

export async function listPages(db: Db): Promise<CmsPageSummary[]> {
  const rows = await db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, route: pages.route, locale: pages.locale, groupKey: pages.groupKey })
    .from(pages)
    .orderBy(asc(pages.groupKey), sql`case ${pages.locale} when 'nl' then 0 else 1 end`, asc(pages.id));
  return rows.map(
    (row) =>
      ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        route: pageRoute(row),
        locale: { slug: pageLocale(row) },
        group_key: row.groupKey,
      }) satisfies CmsPageSummary,
  );
}

/**
 * A page by id (any locale) or by slug in `locale`; with `anyLocale` a slug of another locale is
 * accepted too (the request locale's page wins when both locales use the slug).
 */
export async function findPage(db: Db, slugOrId: string, locale: Locale, anyLocale: boolean): Promise<CmsPage | null> {
  if (!isLookupText(slugOrId)) return null;
  let row: PageRow | undefined;
  const id = recordId(slugOrId);
  if (id !== null) [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  if (!row) {
    const candidates = await db
      .select()
      .from(pages)
      .where(anyLocale ? eq(pages.slug, slugOrId) : and(eq(pages.slug, slugOrId), eq(pages.locale, locale)))
      .limit(locales.length);
    row = candidates.find((candidate) => candidate.locale === locale) ?? candidates[0];
  }
  if (!row) return null;

  const translations = await db
    .select({ slug: pages.slug, locale: pages.locale, route: pages.route })
    .from(pages)
    .where(eq(pages.groupKey, row.groupKey));
  const alternates = translations
    .map((translation): PageAlternate => ({ locale: pageLocale(translation), slug: translation.slug, route: pageRoute(translation) }))
    .sort((a, b) => locales.indexOf(a.locale) - locales.indexOf(b.locale));

  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    tag_title: row.tagTitle,
    meta_description: row.metaDescription,
    content: sanitizeHtml(row.content),
    route: pageRoute(row),
    locale: { slug: pageLocale(row) },
    alternates,
  } satisfies CmsPage;
}
