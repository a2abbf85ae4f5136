import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Product, ProductDetail } from '@/lib/api/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { localized } from '../../http/bilingual';
import { mediaUrl, siteRoute } from '../../http/urls';
import { followedIds } from '../deal-alerts/subscriptions';
import { type SelectedRow } from '../feed/batch';
import { toBrand } from './brands';
import { toCategory } from './categories';
import { brandColumns, categoryColumns } from './columns';
import { pageWithTotal, type CatalogueContext, type ListOptions, type Page } from './list-options';
import { slugMatches, titleContains, titleOrder } from './sql';

const productColumns = {
  id: products.id,
  brandId: products.brandId,
  categoryId: products.categoryId,
  titleNl: products.titleNl,
  titleFr: products.titleFr,
  slugNl: products.slugNl,
  slugFr: products.slugFr,
  descriptionNl: products.descriptionNl,
  descriptionFr: products.descriptionFr,
  imagePath: products.imagePath,
};

type ProductRow = SelectedRow<typeof productColumns>;

function toProduct(row: ProductRow, locale: Locale, isSubscribed: boolean): Product {
  const { title, slug, description } = localized(row, locale);
  return {
    id: row.id,
    image_url: mediaUrl(row.imagePath),
    brand_id: row.brandId,
    category_id: row.categoryId,
    is_subscribed: isSubscribed,
    translation: {
      title,
      slug,
      route: siteRoute('/product/[productSlug]', locale, { productSlug: slug }),
      simplified_title: title,
      description,
    },
  } satisfies Product;
}

export async function listProducts(
  db: Db,
  options: ListOptions & CatalogueContext & { brandIds: readonly number[]; categoryIds: readonly number[] },
): Promise<Page<Product>> {
  const where = and(
    options.q ? titleContains(products.titleNl, products.titleFr, options.q) : undefined,
    options.brandIds.length > 0 ? inArray(products.brandId, [...options.brandIds]) : undefined,
    options.categoryIds.length > 0 ? inArray(products.categoryId, [...options.categoryIds]) : undefined,
  );
  const byTitle = [asc(titleOrder(options.locale, products.titleNl, products.titleFr)), asc(products.id)];
  // The most viewed products first (popularity.ts), then those of popular brands.
  const order = options.sort === 'az' ? byTitle : [desc(products.viewsCount), sql`coalesce(${brands.isPopular}, false) desc`, ...byTitle];
  const query = db
    .select(productColumns)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const { rows, total } = await pageWithTotal(db, query, products, where, options.page);
  const subscribed = await followedIds(db, options.userId, 'Product', rows.map((row) => row.id));
  return { data: rows.map((row) => toProduct(row, options.locale, subscribed.has(row.id))), total };
}

export async function findProduct(db: Db, slug: string, ctx: CatalogueContext): Promise<ProductDetail | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(slugMatches(products.slugNl, products.slugFr, slug))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) return null;
  const [brandRows, categoryRows, subscribed, brandSubscribed] = await Promise.all([
    row.brandId === null ? Promise.resolve([]) : db.select(brandColumns).from(brands).where(eq(brands.id, row.brandId)),
    row.categoryId === null
      ? Promise.resolve([])
      : db.select(categoryColumns).from(categories).where(eq(categories.id, row.categoryId)),
    followedIds(db, ctx.userId, 'Product', [row.id]),
    followedIds(db, ctx.userId, 'Brand', row.brandId === null ? [] : [row.brandId]),
  ]);
  const brandRow = brandRows[0];
  const categoryRow = categoryRows[0];
  return {
    ...toProduct(row, ctx.locale, subscribed.has(row.id)),
    brand: brandRow ? toBrand(brandRow, ctx.locale, brandSubscribed.has(brandRow.id)) : null,
    category: categoryRow ? toCategory(categoryRow, ctx.locale) : null,
  } satisfies ProductDetail;
}
