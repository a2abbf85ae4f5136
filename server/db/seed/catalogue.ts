import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bonusActions, brands, categories, products, promoTypes, stores, webshops, PROMO_SUBTYPE_MIN_ID } from '../schema';
import { POST_TYPE_PROMO_FILTERS } from '../../services/feed-index/rows';
import { insertAll, insertIds } from './batch';
import type { Catalogue, SeedBrand, SeedCategory, SeedProduct, SeedStore, SeedWebshop } from './context';
import { BRANDS } from './data/brands';
import { CATEGORIES, type CategoryKey } from './data/categories';
import { MORE_PRODUCTS } from './data/more-products';
import {
  OPTIONAL_CONTENT_BONUS,
  POST_TYPE_BONUS,
  POST_TYPES,
  postApprovedAction,
  REFERRAL_BONUS,
  REGISTRATION_BONUS,
  type PostTypeCode,
} from './data/promo-types';
import { STORES } from './data/stores';
import { WEBSHOPS } from './data/webshops';
import { hashSeed } from './random';
import { uniqueSlugger } from './text';

/** A subtype as the post generator needs it. */
export interface SeedPostSubtype {
  id: number;
  typeId: number;
  code: PostTypeCode;
}

export async function seedCategories(db: Db): Promise<SeedCategory[]> {
  const ids = await insertIds(
    db,
    categories,
    CATEGORIES.map((category, index) => ({
      titleNl: category.titleNl,
      titleFr: category.titleFr,
      simplifiedTitleNl: category.simplifiedNl,
      simplifiedTitleFr: category.simplifiedFr,
      slugNl: category.slugNl,
      slugFr: category.slugFr,
      descriptionNl: category.descriptionNl,
      descriptionFr: category.descriptionFr,
      icon: category.icon,
      position: index + 1,
      isPopular: category.popular,
    })),
  );
  return CATEGORIES.map((category, index) => ({
    id: ids[index] as number,
    key: category.key,
    titleNl: category.titleNl,
    titleFr: category.titleFr,
  }));
}

/**
 * Post types with their product ids and subtypes from PROMO_SUBTYPE_MIN_ID (promo_types is not serial).
 * A type without children is its own subtype.
 */
export async function seedPromoTypes(db: Db): Promise<SeedPostSubtype[]> {
  const parents = POST_TYPES.map((type) => ({
    id: type.id,
    parentId: null,
    code: type.code,
    kind: type.kind,
    titleNl: type.titleNl,
    titleFr: type.titleFr,
    order: type.order,
    additionalOrder: type.additionalOrder,
    filterValue: POST_TYPE_PROMO_FILTERS[type.id] ?? null,
  }));
  let nextId = PROMO_SUBTYPE_MIN_ID;
  const subtypes: SeedPostSubtype[] = [];
  const children = POST_TYPES.flatMap((type) =>
    type.children.map((child, index) => {
      const id = nextId;
      nextId += 1;
      subtypes.push({ id, typeId: type.id, code: type.code });
      return {
        id,
        parentId: type.id,
        code: child.code,
        kind: type.kind,
        titleNl: child.titleNl,
        titleFr: child.titleFr,
        order: index + 1,
        additionalOrder: null,
        filterValue: POST_TYPE_PROMO_FILTERS[type.id] ?? null,
      };
    }),
  );
  await insertAll(db, promoTypes, parents);
  await insertAll(db, promoTypes, children);
  for (const type of POST_TYPES) {
    if (type.children.length === 0) subtypes.push({ id: type.id, typeId: type.id, code: type.code });
  }
  return subtypes;
}

export async function seedBonusActions(db: Db): Promise<void> {
  await insertAll(db, bonusActions, [
    { type: 'registration', impactOnBalance: REGISTRATION_BONUS, optionalImpact: 0 },
    { type: 'post_approved', bonusableType: 'Post', impactOnBalance: POST_TYPE_BONUS.default, optionalImpact: OPTIONAL_CONTENT_BONUS },
    { type: 'optional_content', bonusableType: 'Post', impactOnBalance: OPTIONAL_CONTENT_BONUS, optionalImpact: 0 },
    { type: 'referrals_first_post_approved', bonusableType: 'User', impactOnBalance: REFERRAL_BONUS, optionalImpact: 0 },
    ...POST_TYPES.map((type) => ({
      type: postApprovedAction(type.code),
      bonusableType: 'PromoType',
      bonusableId: type.id,
      impactOnBalance: POST_TYPE_BONUS[type.code],
      optionalImpact: type.code === 'report' ? OPTIONAL_CONTENT_BONUS : 0,
    })),
  ]);
}

const websiteOf = (slug: string) => `https://www.${slug}.example/`;

/**
 * Plausible page views for the demo's popularity ranking (services/catalogue/popularity.ts): a long
 * tail where the first (best-known) entries of a list draw the most, with a stable per-name spread so
 * the ranking is not simply the data files' order.
 */
export function demoViews(name: string, rank: number, popular: boolean): number {
  const spread = 0.6 + (hashSeed(name) % 1000) / 1000;
  return Math.round(((popular ? 9000 : 3000) / (1 + rank * 0.35)) * spread);
}

export async function seedRetailers(db: Db, seedCategories: readonly SeedCategory[]): Promise<Catalogue> {
  const categoryByKey = new Map<CategoryKey, SeedCategory>(seedCategories.map((category) => [category.key, category]));
  const categoryId = (key: CategoryKey) => {
    const category = categoryByKey.get(key);
    if (!category) throw new Error(`Unknown category ${key}`);
    return category.id;
  };

  const storeSlugNl = uniqueSlugger();
  const storeSlugFr = uniqueSlugger();
  const storeRows = STORES.map((store, index) => ({
    titleNl: store.titleNl,
    titleFr: store.titleFr,
    slugNl: storeSlugNl(store.titleNl),
    slugFr: storeSlugFr(store.titleFr),
    descriptionNl: store.descriptionNl,
    descriptionFr: store.descriptionFr,
    folderClientType: store.clientType,
    isPopular: store.clientType === 1,
    position: index + 1,
    viewsCount: demoViews(store.titleNl, index, store.clientType === 1),
  }));
  const storeIds = await insertIds(
    db,
    stores,
    storeRows.map((row) => ({ ...row, websiteUrl: websiteOf(row.slugNl) })),
  );
  const seedStores: SeedStore[] = STORES.map((store, index) => {
    const row = storeRows[index] as (typeof storeRows)[number];
    return {
      id: storeIds[index] as number,
      titleNl: store.titleNl,
      titleFr: store.titleFr,
      slugNl: row.slugNl,
      slugFr: row.slugFr,
      clientType: store.clientType,
      categoryKeys: store.categories,
    };
  });

  const webshopSlugNl = uniqueSlugger();
  const webshopSlugFr = uniqueSlugger();
  const webshopRows = WEBSHOPS.map((webshop, index) => {
    const slugNl = webshopSlugNl(webshop.titleNl);
    return {
      titleNl: webshop.titleNl,
      titleFr: webshop.titleFr,
      simplifiedTitleNl: webshop.titleNl,
      simplifiedTitleFr: webshop.titleFr,
      slugNl,
      slugFr: webshopSlugFr(webshop.titleFr),
      descriptionNl: webshop.descriptionNl,
      descriptionFr: webshop.descriptionFr,
      websiteUrl: websiteOf(slugNl),
      affiliateUrl: `https://partner.example/click/${slugNl}?ref=dealwijzer`,
      isPopular: index < 16,
      viewsCount: demoViews(webshop.titleNl, index, index < 16),
    };
  });
  const webshopIds = await insertIds(db, webshops, webshopRows);
  const seedWebshops: SeedWebshop[] = WEBSHOPS.map((webshop, index) => {
    const row = webshopRows[index] as (typeof webshopRows)[number];
    return {
      id: webshopIds[index] as number,
      titleNl: webshop.titleNl,
      titleFr: webshop.titleFr,
      slugNl: row.slugNl,
      categoryKeys: webshop.categories,
      websiteUrl: row.websiteUrl,
      affiliateUrl: row.affiliateUrl,
    };
  });

  const brandSlug = uniqueSlugger();
  const popularBrandCategories = new Set<CategoryKey>();
  const brandRows = BRANDS.map((brand, index) => {
    const slug = brandSlug(brand.title);
    const isPopular = !popularBrandCategories.has(brand.category);
    popularBrandCategories.add(brand.category);
    return {
      titleNl: brand.title,
      titleFr: brand.title,
      slugNl: slug,
      slugFr: slug,
      descriptionNl: brand.descriptionNl,
      descriptionFr: brand.descriptionFr,
      isPopular,
      viewsCount: demoViews(brand.title, index, isPopular),
    };
  });
  const brandIds = await insertIds(db, brands, brandRows);
  const seedBrands: SeedBrand[] = BRANDS.map((brand, index) => ({
    id: brandIds[index] as number,
    title: brand.title,
    categoryKey: brand.category,
  }));

  const productSlugNl = uniqueSlugger();
  const productSlugFr = uniqueSlugger();
  const productPlans = BRANDS.flatMap((brand, brandIndex) =>
    [...brand.products, ...(MORE_PRODUCTS[brand.title] ?? [])].map(([nameNl, nameFr, price]) => ({
      brand,
      brandId: brandIds[brandIndex] as number,
      nameNl,
      nameFr,
      price,
    })),
  );
  const productRows = productPlans.map((plan, index) => {
    const titleNl = `${plan.brand.title} ${plan.nameNl}`;
    const titleFr = `${plan.brand.title} ${plan.nameFr}`;
    return {
      brandId: plan.brandId,
      categoryId: categoryId(plan.brand.category),
      titleNl,
      titleFr,
      slugNl: productSlugNl(titleNl),
      slugFr: productSlugFr(titleFr),
      descriptionNl: `${plan.nameNl} van ${plan.brand.title}. ${plan.brand.descriptionNl} Vergelijk de promoties in de folders en webshops op Dealwijzer.`,
      descriptionFr: `${plan.nameFr} de ${plan.brand.title}. ${plan.brand.descriptionFr} Comparez les promotions des dépliants et e-shops sur Dealwijzer.`,
      viewsCount: demoViews(titleNl, index % 40, false),
    };
  });
  const productIds = await insertIds(db, products, productRows);
  const seedProducts: SeedProduct[] = productPlans.map((plan, index) => {
    const row = productRows[index] as (typeof productRows)[number];
    return {
      id: productIds[index] as number,
      brandId: plan.brandId,
      brandTitle: plan.brand.title,
      categoryKey: plan.brand.category,
      categoryId: row.categoryId,
      nameNl: plan.nameNl,
      nameFr: plan.nameFr,
      titleNl: row.titleNl,
      titleFr: row.titleFr,
      price: plan.price,
    };
  });

  // Image paths name the row's own id, known only now; the media route draws them on demand.
  await db.execute(sql`update ${stores} set logo_path = 'generated/store/' || id || '.svg'`);
  await db.execute(sql`update ${webshops} set logo_path = 'generated/webshop/' || id || '.svg'`);
  await db.execute(sql`update ${brands} set logo_path = 'generated/brand/' || id || '.svg'`);
  await db.execute(sql`update ${products} set image_path = 'generated/product/' || id || '.webp'`);

  const productsByCategory = new Map<CategoryKey, SeedProduct[]>();
  for (const product of seedProducts) {
    const list = productsByCategory.get(product.categoryKey) ?? [];
    list.push(product);
    productsByCategory.set(product.categoryKey, list);
  }
  return {
    categories: seedCategories,
    categoryByKey,
    stores: seedStores,
    webshops: seedWebshops,
    brands: seedBrands,
    products: seedProducts,
    productsByCategory,
  };
}
