import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  WEBSHOP_SEARCH_LIMIT,
  WEBSHOP_SEARCH_MIN_LENGTH,
  type Brand,
  type CatalogueSort,
  type Category,
  type CompactProfile,
  type PopularCategory,
  type Product,
  type ProductDetail,
  type Profile,
  type Store,
  type StoreDetail,
  type Webshop,
  type WebshopDetail,
  type WebshopSuggestion,
} from '@/lib/api/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { countValue, type Db } from '../db/client';
import {
  brands,
  categories,
  feedItems,
  folders,
  follows,
  gotoLinks,
  posts,
  products,
  stores,
  users,
  webshops,
} from '../db/schema';
import { pick } from '../http/locale';
import type { PageRequest } from '../http/pagination';
import { mediaUrl, siteRoute } from '../http/urls';
import {
  currentFolderCounts,
  qualified as q,
  reactedIds,
  storeColumns,
  storeFoldersCount,
  storePopularityOrder,
  titleContains,
  titleOrder,
  toStoreSummary,
  type StoreRow,
} from './catalogue-common';
import { activeFoldersByStore, otherFoldersOfStore } from './folders';

/** docs/product.md, Limits: previews (latest stores, latest webshops) show 13. */
export const LATEST_LIMIT = 13;

type Context = { locale: Locale; userId: number | null };
type DatedContext = Context & { today: string };

export type ListOptions = {
  page: PageRequest;
  sort: CatalogueSort;
  /** Free text matched against either locale's title, ignoring accents. */
  q: string;
};

type Page<T> = { data: T[]; total: number };

/** Either locale's slug names the same row. */
const slugMatches = (slugNl: AnyPgColumn, slugFr: AnyPgColumn, slug: string) =>
  or(eq(slugNl, slug), eq(slugFr, slug)) as SQL;

/** A promo still in the lists: active and not past its end. */
const currentFeedItem = sql`(${q(feedItems.isActive)} and (${q(feedItems.expiredAt)} is null or ${q(feedItems.expiredAt)} > now()))`;

// ---- Categories

const categoryColumns = {
  id: categories.id,
  parentId: categories.parentId,
  icon: categories.icon,
  titleNl: categories.titleNl,
  titleFr: categories.titleFr,
  simplifiedTitleNl: categories.simplifiedTitleNl,
  simplifiedTitleFr: categories.simplifiedTitleFr,
  slugNl: categories.slugNl,
  slugFr: categories.slugFr,
  descriptionNl: categories.descriptionNl,
  descriptionFr: categories.descriptionFr,
};

type CategoryRow = {
  id: number;
  parentId: number | null;
  icon: string | null;
  titleNl: string;
  titleFr: string;
  simplifiedTitleNl: string | null;
  simplifiedTitleFr: string | null;
  slugNl: string;
  slugFr: string;
  descriptionNl: string | null;
  descriptionFr: string | null;
};

function toCategory(row: CategoryRow, locale: Locale): Category {
  const slug = pick(locale, row.slugNl, row.slugFr);
  return {
    id: row.id,
    parent_id: row.parentId,
    icon: row.icon,
    translation: {
      title: pick(locale, row.titleNl, row.titleFr),
      // A French simplified title falls back to the Dutch one, never to the full title: a category
      // without any simplified title stays out of the category strip.
      simplified_title: pick(locale, row.simplifiedTitleNl, row.simplifiedTitleFr),
      slug,
      route: siteRoute('/promos/[categorySlug]', locale, { categorySlug: slug }),
      description: pick(locale, row.descriptionNl, row.descriptionFr),
    },
  } satisfies Category;
}

export async function listCategories(db: Db, locale: Locale): Promise<Category[]> {
  const rows = await db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => toCategory(row, locale));
}

/** A category by id (a numeric key) or by either locale's slug. */
export async function findCategory(db: Db, key: string, locale: Locale): Promise<Category | null> {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const bySlug = slugMatches(categories.slugNl, categories.slugFr, key);
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(id === null ? bySlug : or(eq(categories.id, id), bySlug))
    .orderBy(id === null ? asc(categories.id) : sql`(${categories.id} = ${id}) desc`)
    .limit(1);
  return row ? toCategory(row, locale) : null;
}

/** Popular categories in position order, each with its number of current promos (one aggregate query). */
export async function popularCategories(db: Db, locale: Locale): Promise<PopularCategory[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.isPopular, true))
    .orderBy(asc(categories.position), asc(categories.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const counts = await db
    .select({
      categoryId: sql<number>`category_id`.mapWith(Number),
      promos: sql<number>`count(*)`.mapWith(countValue),
    })
    .from(sql`${feedItems} cross join lateral unnest(${feedItems.categoryIds}) as category(category_id)`)
    .where(and(currentFeedItem, sql`${feedItems.categoryIds} && ${idArray}`, sql`category_id = any(${idArray})`))
    .groupBy(sql`category_id`);
  const promosById = new Map(counts.map((row) => [row.categoryId, row.promos]));
  return rows.map((row) => ({ ...toCategory(row, locale), promos_count: promosById.get(row.id) ?? 0 }));
}

// ---- Stores

async function withActiveFolders(db: Db, rows: StoreRow[], ctx: DatedContext): Promise<Store[]> {
  const ids = rows.map((row) => row.id);
  const [subscribed, active] = await Promise.all([
    reactedIds(db, ctx.userId, 'Store', 'subscription', ids),
    activeFoldersByStore(db, ids, ctx),
  ]);
  return rows.map((row) => ({
    ...toStoreSummary(row, ctx.locale, subscribed.has(row.id)),
    active_folders: active.get(row.id) ?? [],
  }));
}

export async function listStores(
  db: Db,
  options: ListOptions & DatedContext & { paidOnly: boolean },
): Promise<Page<Store>> {
  const where = and(
    options.q ? titleContains(stores.titleNl, stores.titleFr, options.q) : undefined,
    options.paidOnly ? eq(stores.folderClientType, 1) : undefined,
  );
  const counts = currentFolderCounts(db, options.today);
  const order =
    options.sort === 'az'
      ? [asc(titleOrder(options.locale, stores.titleNl, stores.titleFr)), asc(stores.id)]
      : storePopularityOrder(counts, options.locale);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...storeColumns, foldersCount: storeFoldersCount(counts) })
      .from(stores)
      .leftJoin(counts, eq(counts.storeId, stores.id))
      .where(where)
      .orderBy(...order)
      .limit(options.page.perPage)
      .offset(options.page.offset),
    db.select({ total: count() }).from(stores).where(where),
  ]);
  return { data: await withActiveFolders(db, rows, options), total: totalRow?.total ?? 0 };
}

/** Stores with current folders, the one whose newest folder started last first (an index probe per store). */
export async function latestStores(db: Db, ctx: DatedContext): Promise<Store[]> {
  const counts = currentFolderCounts(db, ctx.today);
  const latest = sql`(select max(${q(folders.validFrom)}) from ${folders} where ${q(folders.storeId)} = ${q(stores.id)} and ${q(folders.validFrom)} <= ${ctx.today} and ${q(folders.validTo)} >= ${ctx.today} and ${q(folders.publishedAt)} <= now())`;
  const rows = await db
    .select({ ...storeColumns, foldersCount: storeFoldersCount(counts) })
    .from(stores)
    .leftJoin(counts, eq(counts.storeId, stores.id))
    .where(sql`${latest} is not null`)
    .orderBy(sql`${latest} desc`, ...storePopularityOrder(counts, ctx.locale))
    .limit(LATEST_LIMIT);
  return withActiveFolders(db, rows, ctx);
}

export async function findStore(db: Db, slug: string, ctx: DatedContext): Promise<StoreDetail | null> {
  const counts = currentFolderCounts(db, ctx.today);
  const [row] = await db
    .select({ ...storeColumns, foldersCount: storeFoldersCount(counts) })
    .from(stores)
    .leftJoin(counts, eq(counts.storeId, stores.id))
    .where(slugMatches(stores.slugNl, stores.slugFr, slug))
    .orderBy(asc(stores.id))
    .limit(1);
  if (!row) return null;
  const [[store], others] = await Promise.all([withActiveFolders(db, [row], ctx), otherFoldersOfStore(db, row.id, ctx)]);
  if (!store) return null;
  return {
    ...store,
    website_url: row.websiteUrl,
    upcoming_folders: others.upcoming,
    expired_folders: others.expired,
  } satisfies StoreDetail;
}

// ---- Webshops

const webshopColumns = {
  id: webshops.id,
  titleNl: webshops.titleNl,
  titleFr: webshops.titleFr,
  simplifiedTitleNl: webshops.simplifiedTitleNl,
  simplifiedTitleFr: webshops.simplifiedTitleFr,
  slugNl: webshops.slugNl,
  slugFr: webshops.slugFr,
  descriptionNl: webshops.descriptionNl,
  descriptionFr: webshops.descriptionFr,
  logoPath: webshops.logoPath,
  affiliateUrl: webshops.affiliateUrl,
  websiteUrl: webshops.websiteUrl,
};

type WebshopRow = {
  id: number;
  titleNl: string;
  titleFr: string;
  simplifiedTitleNl: string | null;
  simplifiedTitleFr: string | null;
  slugNl: string;
  slugFr: string;
  descriptionNl: string | null;
  descriptionFr: string | null;
  logoPath: string | null;
  affiliateUrl: string | null;
  websiteUrl: string | null;
};

function toWebshop(row: WebshopRow, locale: Locale, isSubscribed: boolean): Webshop {
  const slug = pick(locale, row.slugNl, row.slugFr);
  return {
    id: row.id,
    image_url: mediaUrl(row.logoPath),
    is_subscribed: isSubscribed,
    translation: {
      title: pick(locale, row.titleNl, row.titleFr),
      slug,
      route: siteRoute('/webshop/[webshopSlug]', locale, { webshopSlug: slug }),
      simplified_title: pick(locale, row.simplifiedTitleNl, row.simplifiedTitleFr),
      description: pick(locale, row.descriptionNl, row.descriptionFr),
      affiliate_url: row.affiliateUrl,
    },
  } satisfies Webshop;
}

async function toWebshops(db: Db, rows: WebshopRow[], ctx: Context): Promise<Webshop[]> {
  const subscribed = await reactedIds(
    db,
    ctx.userId,
    'Webshop',
    'subscription',
    rows.map((row) => row.id),
  );
  return rows.map((row) => toWebshop(row, ctx.locale, subscribed.has(row.id)));
}

export async function listWebshops(db: Db, options: ListOptions & Context): Promise<Page<Webshop>> {
  const where = options.q ? titleContains(webshops.titleNl, webshops.titleFr, options.q) : undefined;
  const byTitle = [asc(titleOrder(options.locale, webshops.titleNl, webshops.titleFr)), asc(webshops.id)];
  const order = options.sort === 'az' ? byTitle : [desc(webshops.isPopular), ...byTitle];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(webshopColumns)
      .from(webshops)
      .where(where)
      .orderBy(...order)
      .limit(options.page.perPage)
      .offset(options.page.offset),
    db.select({ total: count() }).from(webshops).where(where),
  ]);
  return { data: await toWebshops(db, rows, options), total: totalRow?.total ?? 0 };
}

/** Webshops whose newest current promo is the most recent (an index probe per webshop on the feed). */
export async function latestWebshops(db: Db, ctx: Context): Promise<Webshop[]> {
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
  return rows.map(
    (row) =>
      ({
        id: row.id,
        image_url: mediaUrl(row.logoPath),
        translation: { title: pick(locale, row.titleNl, row.titleFr), slug: pick(locale, row.slugNl, row.slugFr) },
      }) satisfies WebshopSuggestion,
  );
}

export async function findWebshop(db: Db, slug: string, ctx: Context): Promise<WebshopDetail | null> {
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

// ---- Brands

const brandColumns = {
  id: brands.id,
  titleNl: brands.titleNl,
  titleFr: brands.titleFr,
  slugNl: brands.slugNl,
  slugFr: brands.slugFr,
  descriptionNl: brands.descriptionNl,
  descriptionFr: brands.descriptionFr,
  logoPath: brands.logoPath,
};

type BrandRow = {
  id: number;
  titleNl: string;
  titleFr: string;
  slugNl: string;
  slugFr: string;
  descriptionNl: string | null;
  descriptionFr: string | null;
  logoPath: string | null;
};

function toBrand(row: BrandRow, locale: Locale, isSubscribed: boolean): Brand {
  const slug = pick(locale, row.slugNl, row.slugFr);
  const title = pick(locale, row.titleNl, row.titleFr);
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
      description: pick(locale, row.descriptionNl, row.descriptionFr),
    },
  } satisfies Brand;
}

export async function listBrands(db: Db, options: ListOptions & Context): Promise<Page<Brand>> {
  const where = options.q ? titleContains(brands.titleNl, brands.titleFr, options.q) : undefined;
  const byTitle = [asc(titleOrder(options.locale, brands.titleNl, brands.titleFr)), asc(brands.id)];
  const order = options.sort === 'az' ? byTitle : [desc(brands.isPopular), ...byTitle];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(brandColumns)
      .from(brands)
      .where(where)
      .orderBy(...order)
      .limit(options.page.perPage)
      .offset(options.page.offset),
    db.select({ total: count() }).from(brands).where(where),
  ]);
  const subscribed = await reactedIds(
    db,
    options.userId,
    'Brand',
    'subscription',
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toBrand(row, options.locale, subscribed.has(row.id))), total: totalRow?.total ?? 0 };
}

export async function findBrand(db: Db, slug: string, ctx: Context): Promise<Brand | null> {
  const [row] = await db
    .select(brandColumns)
    .from(brands)
    .where(slugMatches(brands.slugNl, brands.slugFr, slug))
    .orderBy(asc(brands.id))
    .limit(1);
  if (!row) return null;
  const subscribed = await reactedIds(db, ctx.userId, 'Brand', 'subscription', [row.id]);
  return toBrand(row, ctx.locale, subscribed.has(row.id));
}

// ---- Products

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

type ProductRow = {
  id: number;
  brandId: number | null;
  categoryId: number | null;
  titleNl: string;
  titleFr: string;
  slugNl: string;
  slugFr: string;
  descriptionNl: string | null;
  descriptionFr: string | null;
  imagePath: string | null;
};

function toProduct(row: ProductRow, locale: Locale, isSubscribed: boolean): Product {
  const slug = pick(locale, row.slugNl, row.slugFr);
  const title = pick(locale, row.titleNl, row.titleFr);
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
      description: pick(locale, row.descriptionNl, row.descriptionFr),
    },
  } satisfies Product;
}

export async function listProducts(
  db: Db,
  options: ListOptions & Context & { brandIds: readonly number[]; categoryIds: readonly number[] },
): Promise<Page<Product>> {
  const where = and(
    options.q ? titleContains(products.titleNl, products.titleFr, options.q) : undefined,
    options.brandIds.length > 0 ? inArray(products.brandId, [...options.brandIds]) : undefined,
    options.categoryIds.length > 0 ? inArray(products.categoryId, [...options.categoryIds]) : undefined,
  );
  const byTitle = [asc(titleOrder(options.locale, products.titleNl, products.titleFr)), asc(products.id)];
  // Products of popular brands first: products have no popularity of their own.
  const order = options.sort === 'az' ? byTitle : [sql`coalesce(${brands.isPopular}, false) desc`, ...byTitle];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(...order)
      .limit(options.page.perPage)
      .offset(options.page.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const subscribed = await reactedIds(
    db,
    options.userId,
    'Product',
    'subscription',
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toProduct(row, options.locale, subscribed.has(row.id))),
    total: totalRow?.total ?? 0,
  };
}

export async function findProduct(db: Db, slug: string, ctx: Context): Promise<ProductDetail | null> {
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
    reactedIds(db, ctx.userId, 'Product', 'subscription', [row.id]),
    reactedIds(db, ctx.userId, 'Brand', 'subscription', row.brandId === null ? [] : [row.brandId]),
  ]);
  const brandRow = brandRows[0];
  const categoryRow = categoryRows[0];
  return {
    ...toProduct(row, ctx.locale, subscribed.has(row.id)),
    brand: brandRow ? toBrand(brandRow, ctx.locale, brandSubscribed.has(brandRow.id)) : null,
    category: categoryRow ? toCategory(categoryRow, ctx.locale) : null,
  } satisfies ProductDetail;
}

// ---- Users

export async function usersCount(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(isNull(users.deletedAt));
  return row?.total ?? 0;
}

/** A public profile in one query; promos are approved, non-deleted posts. Points stay private. */
export async function findProfile(
  db: Db,
  id: number,
  options: { viewerId: number | null; compact: boolean },
): Promise<Profile | CompactProfile | null> {
  // Followers and followings count only accounts that still exist.
  const follower = sql`exists (select 1 from ${users} u where u.id = ${q(follows.followerId)} and u.deleted_at is null)`;
  const followed = sql`exists (select 1 from ${users} u where u.id = ${q(follows.followedId)} and u.deleted_at is null)`;
  const viewerId = options.viewerId;
  const [row] = await db
    .select({
      id: users.id,
      fname: users.fname,
      lname: users.lname,
      avatarPath: users.avatarPath,
      followers: sql<number>`(select count(*) from ${follows} where ${q(follows.followedId)} = ${q(users.id)} and ${follower})`.mapWith(countValue),
      following: sql<number>`(select count(*) from ${follows} where ${q(follows.followerId)} = ${q(users.id)} and ${followed})`.mapWith(countValue),
      promosCount: sql<number>`(select count(*) from ${posts} where ${q(posts.userId)} = ${q(users.id)} and ${q(posts.status)} = 'approved' and ${q(posts.deletedAt)} is null)`.mapWith(countValue),
      isFollowed:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${follows} where ${q(follows.followerId)} = ${viewerId} and ${q(follows.followedId)} = ${q(users.id)})`,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const compact: CompactProfile = {
    id: row.id,
    fname: row.fname,
    lname: row.lname,
    avatar_url: mediaUrl(row.avatarPath),
  };
  if (options.compact) return compact;
  return {
    ...compact,
    followers: row.followers,
    following: row.following,
    promos_count: row.promosCount,
    is_followed: Boolean(row.isFollowed),
  } satisfies Profile;
}

/**
 * Starts or stops following a member (docs/product.md, API: GET /profile/{id}/follow and /unfollow). Following
 * twice or unfollowing someone not followed changes nothing. False when the member does not exist.
 */
export async function setFollowing(db: Db, followerId: number, followedId: number, following: boolean): Promise<boolean> {
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, followedId), isNull(users.deletedAt)))
    .limit(1);
  if (!target) return false;
  if (following) await db.insert(follows).values({ followerId, followedId }).onConflictDoNothing();
  else await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  return true;
}
