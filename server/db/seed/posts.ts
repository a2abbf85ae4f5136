import type { Db } from '../client';
import { postCategories, postImages, posts } from '../schema';
import { feedRowForPost } from '../../services/feed-index/promo-rows';
import type { FeedRow, FeedVotes } from '../../services/feed-index/rows';
import type { SeedPostSubtype } from './catalogue';
import { insertAll, insertIds } from './batch';
import {
  DAY,
  HOUR,
  drawVotes,
  type Catalogue,
  type SeedClock,
  type SeedStore,
  type SeedUser,
  type SeedWebshop,
} from './context';
import { POST_COPY, POST_QUOTES } from './data/post-copy';
import { CATEGORY_PHRASES, DISCOUNT_CODES } from './data/promo-copy';
import { OPTIONAL_CONTENT_BONUS, POST_TYPE_BONUS, type PostTypeCode } from './data/promo-types';
import type { Random } from './random';
import { euro, round2, shelfPrice } from './text';

export interface SeededPost {
  id: number;
  userId: number;
  title: string;
  status: 'approved' | 'pending' | 'rejected';
  approvedAt: Date | null;
  bonusImpact: number;
  /** The post type (parent of the subtype) and whether its optional content was filled in: the bonus rows. */
  typeCode: PostTypeCode;
  optionalContent: boolean;
  votes: FeedVotes;
  current: boolean;
  categoryIds: number[];
}

const TYPE_WEIGHTS: readonly (readonly [PostTypeCode, number])[] = [
  ['default', 15],
  ['bargain', 15],
  ['discount', 15],
  ['report', 15],
  ['cashback', 10],
  ['ecoupon', 8],
  ['sale', 8],
  ['freeProducts', 8],
  ['question', 6],
];

interface PostPlan {
  row: typeof posts.$inferInsert & { title: string; content: string; createdAt: Date };
  user: SeedUser;
  postTypeId: number;
  typeCode: PostTypeCode;
  optionalContent: boolean;
  categoryIds: number[];
  webshop: SeedWebshop | null;
  store: SeedStore | null;
  votes: FeedVotes;
  hasImage: boolean;
}

function drawPost(
  rng: Random,
  votesRng: Random,
  catalogue: Catalogue,
  clock: SeedClock,
  subtypes: readonly SeedPostSubtype[],
  user: SeedUser,
): PostPlan {
  const code = rng.weighted(TYPE_WEIGHTS);
  const subtype = rng.pick(subtypes.filter((candidate) => candidate.code === code));
  const locale = user.locale;
  const product = rng.pick(catalogue.products);
  // Members post about shops that sell the product's kind of thing.
  const matchingWebshops = catalogue.webshops.filter((candidate) => candidate.categoryKeys.includes(product.categoryKey));
  const matchingStores = catalogue.stores.filter((candidate) => candidate.categoryKeys.includes(product.categoryKey));
  const useWebshop = code === 'discount' || matchingStores.length === 0 || (matchingWebshops.length > 0 && rng.chance(0.5));
  const webshop = useWebshop ? rng.pick(matchingWebshops.length > 0 ? matchingWebshops : catalogue.webshops) : null;
  const store = useWebshop ? null : rng.pick(matchingStores);
  const shop = webshop ? (locale === 'nl' ? webshop.titleNl : webshop.titleFr) : store ? (locale === 'nl' ? store.titleNl : store.titleFr) : '';
  const oldPrice = shelfPrice(product.price * (0.95 + rng.next() * 0.15));
  const percent = rng.pick([10, 15, 20, 25, 30, 40, 50]);
  let newPrice = shelfPrice(oldPrice * (1 - percent / 100));
  if (newPrice >= oldPrice) newPrice = round2(oldPrice * 0.8);
  const amount = rng.pick([2, 3, 5, 10, 15, 20, 25]);
  const [discountCode, codePercent] = rng.pick(DISCOUNT_CODES);
  const phrases = CATEGORY_PHRASES[product.categoryKey];
  const phrase = rng.pick(phrases)[locale === 'nl' ? 0 : 1];
  const copy = rng.pick(POST_COPY[code][locale])({
    product: locale === 'nl' ? product.titleNl : product.titleFr,
    shop,
    price: euro(newPrice, locale),
    oldPrice: euro(oldPrice, locale),
    percent: code === 'discount' ? codePercent : percent,
    amount: euro(amount, locale),
    code: discountCode,
    phrase,
  });

  const ageHours = rng.weighted<number>([
    [rng.int(1, 72), 40],
    [rng.int(72, 14 * 24), 35],
    [rng.int(14 * 24, 60 * 24), 25],
  ]);
  const status = rng.weighted<'approved' | 'pending' | 'rejected'>([
    ['approved', 88],
    ['pending', 9],
    ['rejected', 3],
  ]);
  const createdAt = new Date(clock.now.getTime() - (status === 'pending' ? rng.int(1, 40) : ageHours) * HOUR);
  const approvedAt =
    status === 'approved' ? new Date(Math.min(clock.now.getTime(), createdAt.getTime() + rng.int(1, 8) * HOUR)) : null;

  let startedAt: Date | null = null;
  let expiredAt: Date | null = null;
  let notStarted = false;
  if (code === 'discount' && rng.chance(0.08)) {
    notStarted = true;
    startedAt = new Date(clock.now.getTime() + rng.int(1, 5) * DAY);
    expiredAt = new Date(startedAt.getTime() + rng.int(7, 20) * DAY);
  } else if (code === 'discount' || (code !== 'question' && rng.chance(0.55))) {
    startedAt = createdAt;
    expiredAt = new Date(createdAt.getTime() + rng.int(3, 40) * DAY);
  }

  const priced = code === 'report' || code === 'bargain' || code === 'default';
  const quote = (code === 'report' || code === 'bargain') && rng.chance(0.35) ? rng.pick(POST_QUOTES[locale]) : null;
  const categoryIds = [product.categoryId];
  if (rng.chance(0.3)) {
    const second = rng.pick(catalogue.categories).id;
    if (second !== product.categoryId) categoryIds.push(second);
  }
  const postTypeId = subtype.typeId;
  const anotherType = code === 'freeProducts' ? rng.pick(locale === 'nl' ? ['1+1 gratis', '2+1 gratis', 'Gratis staaltje'] : ['1+1 gratuit', '2+1 gratuit', 'Échantillon gratuit']) : null;
  const optionalContent = quote !== null && code === 'report';
  return {
    user,
    postTypeId,
    typeCode: code,
    optionalContent,
    categoryIds,
    webshop,
    store,
    hasImage: code !== 'question' && rng.chance(0.65),
    votes: status === 'approved' ? drawVotes(votesRng, 'post') : { hits: 0, dislikes: 0 },
    row: {
      userId: user.id,
      typeId: subtype.id,
      title: copy.title,
      content: copy.content,
      originUrl: webshop ? webshop.websiteUrl : null,
      discountCode: code === 'discount' ? discountCode : null,
      discountType: 'percent',
      discountValue: code === 'discount' ? codePercent : code === 'sale' ? percent : null,
      oldPrice: priced ? oldPrice : null,
      newPrice: priced ? newPrice : null,
      onlyPrice: priced,
      onlyDiscount: code === 'discount' || code === 'sale',
      onlyAnotherType: anotherType !== null,
      anotherType,
      webshopId: webshop?.id ?? null,
      storeId: store?.id ?? null,
      startedAt,
      expiredAt,
      notStarted,
      freeShipping: webshop !== null && rng.chance(0.2),
      quote,
      locale,
      status,
      bonusImpact: POST_TYPE_BONUS[code] + (optionalContent ? OPTIONAL_CONTENT_BONUS : 0),
      approvedAt,
      createdAt,
      updatedAt: approvedAt ?? createdAt,
    },
  };
}

/**
 * Member posts (single-language, in the author's locale) with categories, images and feed rows.
 * `authors` decides who wrote what: the demo user gets a dozen posts.
 */
export async function seedPosts(
  db: Db,
  rng: Random,
  catalogue: Catalogue,
  clock: SeedClock,
  subtypes: readonly SeedPostSubtype[],
  members: readonly SeedUser[],
  count: number,
): Promise<{ posts: SeededPost[]; feedRows: FeedRow[] }> {
  const votesRng = rng.fork('votes');
  const [demo, ...others] = members;
  if (!demo) throw new Error('No members to write posts');
  const plans = Array.from({ length: count }, (_, index) =>
    drawPost(rng, votesRng, catalogue, clock, subtypes, index % 25 === 0 || others.length === 0 ? demo : rng.pick(others)),
  );
  const ids = await insertIds(
    db,
    posts,
    plans.map((plan) => plan.row),
  );
  const categoryLinks = plans.flatMap((plan, index) => plan.categoryIds.map((categoryId) => ({ postId: ids[index] as number, categoryId })));
  await insertAll(db, postCategories, categoryLinks);
  await insertAll(
    db,
    postImages,
    // A drawn picture only on published posts: the drawing route draws nothing of a held one (its
    // author's own photos would be uploads).
    plans.flatMap((plan, index) =>
      plan.hasImage && plan.row.status === 'approved' ? [{ postId: ids[index] as number, path: `generated/post/${ids[index]}.webp`, position: 0 }] : [],
    ),
  );

  const now = clock.now.getTime();
  const seeded: SeededPost[] = [];
  const feedRows: FeedRow[] = [];
  plans.forEach((plan, index) => {
    const id = ids[index] as number;
    const row = plan.row;
    const status = row.status ?? 'pending';
    const startedAt = row.startedAt ?? null;
    const expiredAt = row.expiredAt ?? null;
    seeded.push({
      id,
      userId: plan.user.id,
      title: row.title,
      status,
      approvedAt: row.approvedAt ?? null,
      bonusImpact: row.bonusImpact ?? 0,
      typeCode: plan.typeCode,
      optionalContent: plan.optionalContent,
      votes: plan.votes,
      current: status === 'approved' && (!startedAt || startedAt.getTime() <= now) && (!expiredAt || expiredAt.getTime() > now),
      categoryIds: plan.categoryIds,
    });
    feedRows.push(
      feedRowForPost(
        {
          id,
          userId: plan.user.id,
          typeId: row.typeId,
          title: row.title,
          content: row.content,
          newPrice: row.newPrice ?? null,
          oldPrice: row.oldPrice ?? null,
          webshopId: row.webshopId ?? null,
          storeId: row.storeId ?? null,
          startedAt,
          expiredAt,
          status,
          approvedAt: row.approvedAt ?? null,
          createdAt: row.createdAt,
          deletedAt: null,
          locale: row.locale ?? 'nl',
        },
        {
          postTypeId: plan.postTypeId,
          categoryIds: plan.categoryIds,
          webshopTitle: plan.webshop ? { nl: plan.webshop.titleNl, fr: plan.webshop.titleFr } : null,
          storeTitle: plan.store ? { nl: plan.store.titleNl, fr: plan.store.titleFr } : null,
          votes: plan.votes,
        },
      ),
    );
  });
  return { posts: seeded, feedRows };
}
