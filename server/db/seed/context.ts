import type { Random } from './random';
import type { CategoryKey } from './data/categories';
import type { FeedVotes } from '../../services/feed-index/rows';

/** What the parts of the seed share: ids and attributes of rows already inserted. */
export interface SeedCategory {
  id: number;
  key: CategoryKey;
  titleNl: string;
  titleFr: string;
}

export interface SeedStore {
  id: number;
  titleNl: string;
  titleFr: string;
  slugNl: string;
  slugFr: string;
  clientType: 1 | 2 | 3;
  categoryKeys: readonly CategoryKey[];
}

export interface SeedWebshop {
  id: number;
  titleNl: string;
  titleFr: string;
  slugNl: string;
  categoryKeys: readonly CategoryKey[];
  websiteUrl: string;
  affiliateUrl: string;
}

export interface SeedBrand {
  id: number;
  title: string;
  categoryKey: CategoryKey;
}

export interface SeedProduct {
  id: number;
  brandId: number;
  brandTitle: string;
  categoryKey: CategoryKey;
  categoryId: number;
  /** Product line name without the brand. */
  nameNl: string;
  nameFr: string;
  titleNl: string;
  titleFr: string;
  price: number;
}

export interface SeedUser {
  id: number;
  fname: string;
  lname: string;
  email: string;
  locale: 'nl' | 'fr';
  createdAt: Date;
}

export interface Catalogue {
  categories: readonly SeedCategory[];
  categoryByKey: ReadonlyMap<CategoryKey, SeedCategory>;
  stores: readonly SeedStore[];
  webshops: readonly SeedWebshop[];
  brands: readonly SeedBrand[];
  products: readonly SeedProduct[];
  productsByCategory: ReadonlyMap<CategoryKey, readonly SeedProduct[]>;
}

export interface SeedClock {
  now: Date;
  /** The Belgian calendar date of `now`. */
  today: string;
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export const hoursBefore = (instant: Date, hours: number): Date => new Date(instant.getTime() - hours * HOUR);
export const daysBefore = (instant: Date, days: number): Date => new Date(instant.getTime() - days * DAY);
export const daysAfter = (instant: Date, days: number): Date => new Date(instant.getTime() + days * DAY);

/** Products of one of the given categories (falls back to any product). */
export function productsFor(catalogue: Catalogue, keys: readonly CategoryKey[]): readonly SeedProduct[] {
  const found = keys.flatMap((key) => catalogue.productsByCategory.get(key) ?? []);
  return found.length > 0 ? found : catalogue.products;
}

export type VoteProfile = 'folderItem' | 'folder' | 'promo' | 'post';

/**
 * Hits and dislikes with a long tail: most items get a handful of votes, a few become hot deals, a
 * few are voted down.
 */
export function drawVotes(rng: Random, profile: VoteProfile): FeedVotes {
  if (rng.chance(0.04)) {
    const hits = rng.int(0, 3);
    return { hits, dislikes: hits + rng.int(1, 8) };
  }
  const hotChance = profile === 'folderItem' ? 0.002 : profile === 'folder' ? 0.02 : 0.02;
  let rating: number;
  if (rng.chance(hotChance)) {
    rating = rng.int(150, 420);
  } else {
    const band = rng.weighted<[number, number]>(
      profile === 'folderItem'
        ? [[[0, 4], 60], [[5, 25], 34], [[26, 80], 6]]
        : profile === 'folder'
          ? [[[2, 15], 50], [[16, 60], 45], [[61, 120], 5]]
          : [[[0, 10], 45], [[11, 40], 38], [[41, 130], 17]],
    );
    rating = rng.int(band[0], band[1]);
  }
  const dislikes = rng.int(0, Math.max(1, Math.round(rating * 0.12)));
  return { hits: rating + dislikes, dislikes };
}
