import { asc, desc, or, sql } from 'drizzle-orm';
import {
  WEBSHOP_SEARCH_LIMIT,
  WEBSHOP_SEARCH_MIN_LENGTH,
  type Webshop,
  type WebshopDetail,
  type WebshopSuggestion,
} from '@/lib/api/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { countValue, type Db } from '../../db/client';
import { feedItems, gotoLinks, webshops } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { followedIds } from '../deal-alerts/subscriptions';
import { type SelectedRow } from '../feed/batch';
import { webshopColumns } from './columns';
import { popularityScore } from './popularity';
import { LATEST_LIMIT, pageWithTotal, type CatalogueContext, type ListOptions, type Page } from './list-options';
import { currentFeedItem, qualified as q, slugMatches, titleContains, titleOrder } from './sql';

type WebshopRow = SelectedRow<typeof webshopColumns>;

function toWebshop(row: WebshopRow, locale: Locale, isSubscribed: boolean): Webshop {
  const { title, simplifiedTitle, slug, description } = localized(row, locale);
  return {
    id: row.id,
    image_url: mediaUrl(row.logoPath),
    is_subscribed: isSubscribed,
    translation: {
      title,
      slug,
      route: siteRoute('/webshop/[webshopSlug]', locale, { webshopSlug: slug }),
      simplified_title: simplifiedTitle,
      description,
      affiliate_url: row.affiliateUrl,
    },
  } satisfies Webshop;
}

async function toWebshops(db: Db, rows: WebshopRow[], ctx: CatalogueContext): Promise<Webshop[]> {
  const subscribed = await followedIds(db, ctx.userId, 'Webshop', rows.map((row) => row.id));
  return rows.map((row) => toWebshop(row, ctx.locale, subscribed.has(row.id)));
}

export async function listWebshops(db: Db, options: ListOptions & CatalogueContext): Promise<Page<Webshop>> {
  const where = options.q ? titleContains(webshops.titleNl, webshops.titleFr, options.q) : undefined;
  const byTitle = [asc(titleOrder(options.locale, webshops.titleNl, webshops.titleFr)), asc(webshops.id)];
  const order = options.sort === 'az' ? byTitle : [sql`${popularityScore('Webshop', webshops.id, webshops.viewsCount)} desc`, desc(webshops.isPopular), ...byTitle];
  const query = db.select(webshopColumns).from(webshops).where(where).orderBy(...order).$dynamic();
  const { rows, total } = await pageWithTotal(db, query, webshops, where, options.page);
  return { data: await toWebshops(db, rows, options), total };
}

/** Webshops whose newest current promo is the most recent (an index probe per webshop on the feed). */
export async function latestWebshops(db: Db, ctx: CatalogueContext): Promise<Webshop[]> {
  const latest = sql`(select max(${q(feedItems.publishedAt)}) from ${feedItems} where ${q(feedItems.webshopId)} = ${q(webshops.id)} and ${currentFeedItem})`;
  const rows = await db
    .select(webshopColumns)
    .from(webshops)
    .where(sql`${latest} is not null`)
    .orderBy(sql`${latest} desc`, asc(webshops.id))
    .limit(LATEST_LIMIT);
  return toWebshops(db, rows, ctx);
}

/**
 * Autocomplete of the post wizard: accent-insensitive "contains" on either title, plus trigram
 * similarity for typos; prefix matches first. Too short a query answers nothing rather than everything.
 */
export async function searchWebshops(db: Db, q: string, locale: Locale): Promise<WebshopSuggestion[]> {
  if (q.length < WEBSHOP_SEARCH_MIN_LENGTH) return [];
  const title = locale === 'fr' ? webshops.titleFr : webshops.titleNl;
  const prefix = `${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select({
      id: webshops.id,
      titleNl: webshops.titleNl,
      titleFr: webshops.titleFr,
      slugNl: webshops.slugNl,
      slugFr: webshops.slugFr,
      logoPath: webshops.logoPath,
    })
    .from(webshops)
    .where(or(titleContains(webshops.titleNl, webshops.titleFr, q), sql`f_unaccent(${title}) % f_unaccent(${q})`))
    .orderBy(
      sql`(f_unaccent(${title}) ilike f_unaccent(${prefix})) desc`,
      sql`similarity(f_unaccent(${title}), f_unaccent(${q})) desc`,
      asc(titleOrder(locale, webshops.titleNl, webshops.titleFr)),
      asc(webshops.id),
    )
    .limit(WEBSHOP_SEARCH_LIMIT);
  return rows.map((row) => {
    const { title, slug } = localized(row, locale);
    return { id: row.id, image_url: mediaUrl(row.logoPath), translation: { title, slug } } satisfies WebshopSuggestion;
  });
}

export async function findWebshop(db: Db, slug: string, ctx: CatalogueContext): Promise<WebshopDetail | null> {
  const [row] = await db
    .select({
      ...webshopColumns,
      gotoKey: sql<string | null>`(select ${q(gotoLinks.key)} from ${gotoLinks} where ${q(gotoLinks.webshopId)} = ${q(webshops.id)} order by ${q(gotoLinks.id)} limit 1)`,
      promosCount: sql<number>`(select count(*) from ${feedItems} where ${q(feedItems.webshopId)} = ${q(webshops.id)} and ${currentFeedItem})`.mapWith(countValue),
    })
    .from(webshops)
    .where(slugMatches(webshops.slugNl, webshops.slugFr, slug))
    .orderBy(asc(webshops.id))
    .limit(1);
  if (!row) return null;
  const [webshop] = await toWebshops(db, [row], ctx);
  if (!webshop) return null;
  return {
    ...webshop,
    website_url: row.websiteUrl,
    goto_url: row.gotoKey ? siteRoute('/goto/[key]', ctx.locale, { key: row.gotoKey }) : null,
    promos_count: row.promosCount,
  } satisfies WebshopDetail;
}
