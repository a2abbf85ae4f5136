import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedItems, follows, postCategories, posts, promoTypes, stores, users, webshops } from '../../db/schema';
import { feedRowForPost } from '../feed-index/promo-rows';
import { upsertFeedRows } from '../feed-index/write';
import { forgetFeedTotals } from '../feed/totals-memo';
import { createNotifications, type CreateOptions } from './create';
import { publishedEvent } from './events';
import { findAuthor, findIndexedPromo } from './subjects';
import { defineQueue, DEFAULT_QUEUE_OPTIONS } from '../../jobs/types';

/**
 * A member's promo going public, and the followers of its author hearing of it (event
 * `published:Post:<id>`). Publishing is one transaction (post and feed index row); the fan-out runs
 * afterwards, in batches over the author's followers, as a job.
 */

export type PublishedPromo = { type: 'Post'; id: number };

/**
 * Approves a pending post at `now` and writes its feed index row (active, published at `now`), so it
 * shows in the lists at once. Returns the promo to announce; also for a post approved before (a
 * retried job announces it again, and the event keys keep that to one notice each). Null when the
 * post is unknown, deleted or rejected.
 */
export async function publishPost(
  db: Db,
  postId: number,
  now: Date,
  /** Runs in the publishing transaction with the promo to announce (e.g. queueing the fan-out job, so it exists only if the post goes live). */
  announce?: (tx: Db, promo: PublishedPromo) => Promise<unknown>,
): Promise<PublishedPromo | null> {
  const published = await db.transaction(async (tx): Promise<PublishedPromo | null> => {
    const promo = await approve(tx, postId, now);
    if (promo && announce) await announce(tx, promo);
    return promo;
  });
  // Totals remembered for the lists would not count the new promo for a few seconds.
  if (published) forgetFeedTotals(db);
  return published;
}

/** The approval itself: the post and its feed index row, in the caller's transaction. */
async function approve(tx: Db, postId: number, now: Date): Promise<PublishedPromo | null> {
  const [post] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .for('update')
    .limit(1);
  if (!post || post.status === 'rejected') return null;
  if (post.status === 'approved') return { type: 'Post', id: post.id } as const;

  const [approved] = await tx
    .update(posts)
    .set({ status: 'approved', approvedAt: now, updatedAt: now })
    .where(eq(posts.id, post.id))
    .returning();
  if (!approved) return null;
  const [type, categories, webshop, store, indexed] = await Promise.all([
    tx.select({ id: promoTypes.id, parentId: promoTypes.parentId }).from(promoTypes).where(eq(promoTypes.id, post.typeId)).limit(1),
    tx.select({ id: postCategories.categoryId }).from(postCategories).where(eq(postCategories.postId, post.id)),
    post.webshopId === null
      ? []
      : tx.select({ nl: webshops.titleNl, fr: webshops.titleFr }).from(webshops).where(eq(webshops.id, post.webshopId)).limit(1),
    post.storeId === null
      ? []
      : tx.select({ nl: stores.titleNl, fr: stores.titleFr }).from(stores).where(eq(stores.id, post.storeId)).limit(1),
    tx
      .select({ hits: feedItems.hitsCount, dislikes: feedItems.dislikesCount })
      .from(feedItems)
      .where(and(eq(feedItems.morphableType, 'Post'), eq(feedItems.morphableId, post.id)))
      .limit(1),
  ]);
  await upsertFeedRows(tx, [
    feedRowForPost(approved, {
      postTypeId: type[0]?.parentId ?? type[0]?.id ?? post.typeId,
      categoryIds: categories.map((row) => row.id),
      webshopTitle: webshop[0] ?? null,
      storeTitle: store[0] ?? null,
      votes: indexed[0] ?? undefined,
    }),
  ]);
  return { type: 'Post', id: post.id } as const;
}

export type FanOutOptions = CreateOptions & {
  /** Followers per batch (one select and one insert each). */
  batchSize?: number;
  /** Continue after this follower id (from a previous call's `nextCursor`). */
  after?: number;
  /** Stop after this many batches and hand back the cursor (for a job that re-queues itself). */
  maxBatches?: number;
};

export type FanOutResult = { created: number; nextCursor: number | null };

/**
 * Notifies the followers of a published promo's author, in keyset batches on the follower id. Safe to
 * run again from the start or from any cursor: a follower already notified is skipped by the event key.
 * Nothing happens for a promo that is not (or no longer) public.
 */
export async function notifyFollowersOfPublication(db: Db, promo: PublishedPromo, options: FanOutOptions = {}): Promise<FanOutResult> {
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const subject = await findIndexedPromo(db, promo.type, promo.id);
  if (!subject?.isActive || subject.authorId === null) return { created: 0, nextCursor: null };
  const author = await findAuthor(db, subject.authorId);
  if (!author) return { created: 0, nextCursor: null };
  const event = publishedEvent(subject, author);

  let cursor = options.after ?? 0;
  let created = 0;
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch += 1) {
    const followers = await db
      .select({ id: follows.followerId, locale: users.locale })
      .from(follows)
      .innerJoin(users, and(eq(users.id, follows.followerId), isNull(users.deletedAt)))
      .where(and(eq(follows.followedId, author.id), gt(follows.followerId, cursor)))
      .orderBy(asc(follows.followerId))
      .limit(batchSize);
    if (followers.length === 0) return { created, nextCursor: null };
    created += await createNotifications(db, followers, event, options);
    cursor = followers[followers.length - 1]!.id;
    if (followers.length < batchSize) return { created, nextCursor: null };
  }
  return { created, nextCursor: cursor };
}

/** The followers' fan-out of a published promo, as a job: retried as a whole, which the event keys make safe. */
export const followersFanOutQueue = defineQueue<PublishedPromo>({
  name: 'notify-followers',
  options: DEFAULT_QUEUE_OPTIONS,
  handler: (deps) => async (job) => {
    await notifyFollowersOfPublication(deps.db, job.data, { siteUrl: deps.config().siteUrl, now: deps.clock() });
  },
});
