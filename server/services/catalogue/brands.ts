import { asc, desc, sql } from 'drizzle-orm';
import type { Brand } from '@/lib/api/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { followedIds } from '../deal-alerts/subscriptions';
import { type SelectedRow } from '../feed/batch';
import { brandColumns } from './columns';
import { popularityScore } from './popularity';
import { pageWithTotal, type CatalogueContext, type ListOptions, type Page } from './list-options';
import { slugMatches, titleContains, titleOrder } from './sql';

type BrandRow = SelectedRow<typeof brandColumns>;

export function toBrand(row: BrandRow, locale: Locale, isSubscribed: boolean): Brand {
  const { title, slug, description } = localized(row, locale);
  return {
    id: row.id,
    image_url: mediaUrl(row.logoPath),
    is_subscribed: isSubscribed,
    translation: {
      title,
      slug,
      route: siteRoute('/brand/[brandSlug]', locale, { brandSlug: slug }),
      // Brands have no separate short name.
      simplified_title: title,
      description,
    },
  } satisfies Brand;
}

export async function listBrands(db: Db, options: ListOptions & CatalogueContext): Promise<Page<Brand>> {
  const where = options.q ? titleContains(brands.titleNl, brands.titleFr, options.q) : undefined;
  const byTitle = [asc(titleOrder(options.locale, brands.titleNl, brands.titleFr)), asc(brands.id)];
  const order = options.sort === 'az' ? byTitle : [sql`${popularityScore('Brand', brands.id, brands.viewsCount)} desc`, desc(brands.isPopular), ...byTitle];
  const query = db.select(brandColumns).from(brands).where(where).orderBy(...order).$dynamic();
  const { rows, total } = await pageWithTotal(db, query, brands, where, options.page);
  const subscribed = await followedIds(db, options.userId, 'Brand', rows.map((row) => row.id));
  return { data: rows.map((row) => toBrand(row, options.locale, subscribed.has(row.id))), total };
}

export async function findBrand(db: Db, slug: string, ctx: CatalogueContext): Promise<Brand | null> {
  const [row] = await db
    .select(brandColumns)
    .from(brands)
    .where(slugMatches(brands.slugNl, brands.slugFr, slug))
    .orderBy(asc(brands.id))
    .limit(1);
  if (!row) return null;
  const subscribed = await followedIds(db, ctx.userId, 'Brand', [row.id]);
  return toBrand(row, ctx.locale, subscribed.has(row.id));
}
