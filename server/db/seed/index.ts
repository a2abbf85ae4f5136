import type { Db } from '../client';
import { pointsAccounts, pointsLedger } from '../schema';
import { brusselsDate } from '@/lib/dates/belgian-day';
import type { FeedRow } from '../../services/feed-index/rows';
import { upsertFeedRows } from '../../services/feed-index/write';
import { hashPassword } from '../../services/passwords';
import { insertAll } from './batch';
import { seedBonusActions, seedCategories, seedPromoTypes, seedRetailers } from './catalogue';
import { seedNews, seedPages, seedPersonal, seedPrizes, seedPromoted, seedRedirectsAndLinks, type PromotedCandidate } from './content';
import type { SeedClock } from './context';
import { DEMO_LOGIN, SECOND_LOGIN } from './data/people';
import { planArchiveFolders, planDemoFolders, seedFolders } from './folders';
import { seedNotifications } from './notifications';
import { earnedPoints, seedFollows, seedReferral, seedUsers, type LedgerEntry, type PasswordHashes } from './members';
import { seedPosts } from './posts';
import { seedOnlinePromos } from './promos';
import { createRandom } from './random';
import { insertReactions, voteReactions } from './reactions';

export { DEMO_LOGIN } from './data/people';

/** The catalogue's fixed seed: the same database every time (dates follow `now`). */
export const DEMO_SEED = 20_260_101;
export const BASE_ONLINE_PROMOS = 640;
export const BASE_POSTS = 320;

export interface SeedOptions {
  /** "Today" for every relative date (folder validity, promo expiry, publication). Default: now. */
  now?: Date;
  /**
   * Benchmarks: the total number of feed items wanted. When above what the demo catalogue has (about
   * 6,000), extra online promos (45%), posts (25%) and older expired folders with their items (30%)
   * are added; nothing else grows. Default: the demo catalogue as is.
   */
  scale?: number;
  /** Stored password hashes for the two demo logins, to skip the (slow) hashing, e.g. in tests. */
  passwordHashes?: PasswordHashes;
}

export interface SeedSummary {
  ms: number;
  categories: number;
  stores: number;
  webshops: number;
  brands: number;
  products: number;
  users: number;
  folders: { current: number; upcoming: number; expired: number };
  folderPages: number;
  folderItems: number;
  onlinePromos: number;
  posts: number;
  feedItems: number;
  articles: number;
  reactions: number;
}

/** Hashes of the two demo logins' passwords (DEMO_LOGIN and a second, French member). */
export async function demoPasswordHashes(): Promise<PasswordHashes> {
  const [demo, second] = await Promise.all([hashPassword(DEMO_LOGIN.password), hashPassword(SECOND_LOGIN.password)]);
  return { demo, second };
}

function isCurrent(row: FeedRow, now: number): boolean {
  return (
    row.isActive &&
    (!row.startedAt || row.startedAt.getTime() <= now) &&
    (!row.expiredAt || row.expiredAt.getTime() > now)
  );
}

/**
 * Fills an empty, migrated database with the bilingual demo catalogue (see server/db/seed/README.md),
 * in one transaction: a failure leaves nothing behind.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const clock: SeedClock = { now, today: brusselsDate(now) };
  const hashes: PasswordHashes = options.passwordHashes ?? (await demoPasswordHashes());

  return db.transaction(async (tx) => {
    const root = createRandom(DEMO_SEED);
    const categories = await seedCategories(tx);
    const subtypes = await seedPromoTypes(tx);
    await seedBonusActions(tx);
    const catalogue = await seedRetailers(tx, categories);
    const members = await seedUsers(tx, root.fork('users'), clock, hashes);

    const folderPlans = planDemoFolders(root.fork('folder-plans'), catalogue, clock);
    const folderResult = await seedFolders(tx, root.fork('folders'), catalogue, folderPlans);
    const promoResult = await seedOnlinePromos(tx, root.fork('promos'), catalogue, clock, BASE_ONLINE_PROMOS);
    const postResult = await seedPosts(tx, root.fork('posts'), catalogue, clock, subtypes, members, BASE_POSTS);
    const baseRows = [...folderResult.feedRows, ...promoResult.feedRows, ...postResult.feedRows];
    let feedItems = await upsertFeedRows(tx, baseRows);
    let folderItems = folderResult.folders.reduce((sum, folder) => sum + folder.itemIds.length, 0);
    let folderPages = folderPlans.reduce((sum, plan) => sum + plan.itemsPerPage.length, 0);
    let onlinePromos = promoResult.promos.length;
    let posts = postResult.posts.length;
    let expiredFolders = folderResult.folders.filter((folder) => folder.kind === 'expired').length;

    const extra = Math.max(0, Math.floor(options.scale ?? 0) - feedItems);
    if (extra > 0) {
      // A separate stream, so the demo part above is identical with or without --scale.
      const scaleRng = root.fork('scale');
      const extraPromos = Math.round(extra * 0.45);
      const extraPosts = Math.round(extra * 0.25);
      const archivePlans = planArchiveFolders(scaleRng.fork('plans'), catalogue, clock, extra - extraPromos - extraPosts);
      const archive = await seedFolders(tx, scaleRng.fork('folders'), catalogue, archivePlans);
      feedItems += await upsertFeedRows(tx, archive.feedRows);
      folderItems += archive.folders.reduce((sum, folder) => sum + folder.itemIds.length, 0);
      folderPages += archivePlans.reduce((sum, plan) => sum + plan.itemsPerPage.length, 0);
      expiredFolders += archive.folders.length;
      const morePromos = await seedOnlinePromos(tx, scaleRng.fork('promos'), catalogue, clock, extraPromos);
      feedItems += await upsertFeedRows(tx, morePromos.feedRows);
      onlinePromos += morePromos.promos.length;
      const morePosts = await seedPosts(tx, scaleRng.fork('posts'), catalogue, clock, subtypes, members, extraPosts);
      feedItems += await upsertFeedRows(tx, morePosts.feedRows);
      posts += morePosts.posts.length;
    }

    const articles = await seedNews(tx, root.fork('news'), clock);
    await seedPages(tx);
    await seedRedirectsAndLinks(tx, root.fork('links'), catalogue);

    const nowMs = now.getTime();
    const candidates: PromotedCandidate[] = baseRows
      .filter((row) => row.morphableType !== 'FolderItem' && isCurrent(row, nowMs))
      .map((row) => ({ type: row.morphableType, id: row.morphableId, rating: row.rating, categoryIds: row.categoryIds }));
    await seedPromoted(tx, catalogue, clock, candidates);

    const voted = baseRows
      .filter((row) => row.morphableType !== 'FolderItem' || row.rating >= 20)
      .map((row) => ({
        type: row.morphableType,
        id: row.morphableId,
        votes: { hits: row.hitsCount, dislikes: row.dislikesCount },
        authorId: row.userId ?? undefined,
      }));
    const personal = await seedPersonal(tx, root.fork('personal'), catalogue, clock, members, {
      posts: postResult.posts,
      promos: promoResult.promos,
      folders: folderResult.folders,
      articles,
    });
    const reactions = await insertReactions(tx, [...voteReactions(root.fork('reactions'), members, voted), ...personal]);

    await seedFollows(tx, root.fork('follows'), members);
    await seedNotifications(tx, clock, members, postResult.posts);
    const ledger: LedgerEntry[] = [
      ...earnedPoints(members, postResult.posts),
      ...(await seedReferral(tx, members, postResult.posts, clock)),
    ];
    const balances = new Map<number, number>();
    for (const entry of ledger) balances.set(entry.userId, (balances.get(entry.userId) ?? 0) + entry.impact);
    ledger.push(...(await seedPrizes(tx, members, clock, balances)));
    ledger.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.userId - b.userId);
    await insertAll(tx, pointsLedger, ledger);
    await insertAll(
      tx,
      pointsAccounts,
      members.map((member) => {
        const entries = ledger.filter((entry) => entry.userId === member.id);
        const balance = entries.reduce((sum, entry) => sum + entry.impact, 0);
        const total = entries.reduce((sum, entry) => sum + Math.max(0, entry.impact), 0);
        return { userId: member.id, available: balance, total };
      }),
    );

    const kinds = folderResult.folders.map((folder) => folder.kind);
    return {
      ms: Date.now() - started,
      categories: categories.length,
      stores: catalogue.stores.length,
      webshops: catalogue.webshops.length,
      brands: catalogue.brands.length,
      products: catalogue.products.length,
      users: members.length,
      folders: {
        current: kinds.filter((kind) => kind === 'current').length,
        upcoming: kinds.filter((kind) => kind === 'upcoming').length,
        expired: expiredFolders,
      },
      folderPages,
      folderItems,
      onlinePromos,
      posts,
      feedItems,
      articles: articles.length,
      reactions,
    };
  });
}
