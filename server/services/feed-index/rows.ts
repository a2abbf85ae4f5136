import { POST_TYPE_IDS, type MorphableType, type PromoFilterValue } from '../../db/schema';
import { plainText, truncateText } from '../plain-text';

/**
 * The single writer of `feed_items`, the feed's denormalised index (see the table's comment).
 *
 * Use it in two steps: a pure builder turns a source row plus what it needs from related rows into a
 * `FeedRow`, then `upsertFeedRows` (write.ts) writes any number of rows in batches. Call it in the same
 * transaction that writes the source row, so the index never disagrees with the source:
 *
 * ```ts
 * const [post] = await tx.insert(posts).values(values).returning();
 * await upsertFeedRows(tx, [feedRowForPost(post, { postTypeId: 2, categoryIds: [4], webshopTitle })]);
 * ```
 *
 * A vote only changes counts: `updateFeedVotes`. A deleted source row: `deleteFeedRows`.
 */

/** One `feed_items` row as written by this module (every column except the generated ones). */
export interface FeedRow {
  morphableType: MorphableType;
  morphableId: number;
  promoType: PromoFilterValue | null;
  typeId: number | null;
  categoryIds: number[];
  webshopId: number | null;
  storeId: number | null;
  brandId: number | null;
  userId: number | null;
  price: number | null;
  oldPrice: number | null;
  rating: number;
  hitsCount: number;
  dislikesCount: number;
  titleNl: string;
  titleFr: string;
  keywordsNl: string | null;
  keywordsFr: string | null;
  startedAt: Date | null;
  expiredAt: Date | null;
  publishedAt: Date;
  isActive: boolean;
  /** The language of a member's post (written in one); left out for the bilingual kinds. */
  locale?: 'nl' | 'fr' | null;
}

/** A text in both site languages. */
export interface Bilingual {
  nl: string;
  fr: string;
}

/** Hit and dislike counts of an item (all voters, not only the current page's). */
export interface FeedVotes {
  hits: number;
  dislikes: number;
}

const NO_VOTES: FeedVotes = { hits: 0, dislikes: 0 };

/**
 * The contract's `rating_calculated`: hits minus dislikes. Deliberately free of recency, so a row only
 * changes when someone votes; "newest" lists sort by `published_at` instead.
 */
export function calculateRating(votes: FeedVotes): number {
  return Math.trunc(votes.hits) - Math.trunc(votes.dislikes);
}

/** Feed filter value of posts by their top-level post type; types not listed have none (null). */
export const POST_TYPE_PROMO_FILTERS: Readonly<Partial<Record<number, PromoFilterValue>>> = {
  [POST_TYPE_IDS.cashback]: 'post_cashback',
  [POST_TYPE_IDS.ecoupon]: 'post_ecoupon',
  [POST_TYPE_IDS.freeProducts]: 'post_free_products',
  [POST_TYPE_IDS.sale]: 'post_sale',
  [POST_TYPE_IDS.discount]: 'discount_code',
};

/** `promo_type` of a post, from its top-level type id (the subtype's parent, or the type itself). */
export function promoTypeForPost(postTypeId: number): PromoFilterValue | null {
  return POST_TYPE_PROMO_FILTERS[postTypeId] ?? null;
}

/** Folder items and folders are all filtered as 'folder_promos'. */
export const FOLDER_PROMO_TYPE: PromoFilterValue = 'folder_promos';

const TITLE_MAX = 255;
const KEYWORDS_MAX = 2000;
const SHORT_CONTENT_MAX = 400;

/** Plain text of possibly-HTML content, whitespace collapsed and shortened for the search keywords. */
export function shortContent(content: string | null | undefined, max = SHORT_CONTENT_MAX): string {
  return truncateText(plainText(content), max);
}

export function keywords(parts: ReadonlyArray<string | null | undefined>): string | null {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    kept.push(text);
  }
  return kept.length > 0 ? truncateText(kept.join(' · '), KEYWORDS_MAX) : null;
}

export function title(text: string): string {
  return truncateText(text.trim(), TITLE_MAX);
}

export function money(value: number | null | undefined): number | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
}

export function voteColumns(votes: FeedVotes | undefined): Pick<FeedRow, 'rating' | 'hitsCount' | 'dislikesCount'> {
  const counted = votes ?? NO_VOTES;
  return { rating: calculateRating(counted), hitsCount: counted.hits, dislikesCount: counted.dislikes };
}
