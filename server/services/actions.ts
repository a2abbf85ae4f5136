import { and, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type {
  ArticleAction,
  ArticleFavourite,
  PromoAction,
  PromoActionFlags,
} from '@/lib/api/actions';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import type { Db } from '../db/client';
import {
  articles,
  feedItems,
  folderItems,
  folders,
  onlinePromos,
  posts,
  reactions,
  type MorphableType,
  type ReactableType,
  type ReactionKind,
} from '../db/schema';
import { isPublishedFolder } from './folders/validity';
import { loadFlags } from './reactions';
import { calculateRating, type FeedVotes } from './feed-index/rows';
import { updateFeedVotes } from './feed-index/write';
import { notifyHotPromo } from './notifications/hot';
import { fireWarmedMatches } from './deal-alerts/match';

/**
 * "Actions on entities" (docs/product.md, API): a user's flags are rows of `reactions`, one per flag, so
 * setting one twice is a no-op and removing one is a delete. Votes (hit, dislike) also move the
 * item's counts and rating in the feed index, in the same transaction as the reaction rows.
 *
 * Counts move by what actually changed (a row inserted or deleted) rather than being recounted from
 * `reactions`: indexed counts may include votes that have no reaction row (imported or seeded
 * totals), and a recount would throw those away.
 */

type Effect = { set: ReactionKind | null; remove: readonly ReactionKind[] };

/** What each action does to the user's reaction rows; hit and dislike exclude each other. */
const PROMO_EFFECTS: Record<PromoAction, Effect> = {
  'set-hit': { set: 'hit', remove: ['dislike'] },
  'remove-hit': { set: null, remove: ['hit'] },
  'set-dislike': { set: 'dislike', remove: ['hit'] },
  'remove-dislike': { set: null, remove: ['dislike'] },
  'set-favorite': { set: 'favourite', remove: [] },
  'remove-favorite': { set: null, remove: ['favourite'] },
  subscribe: { set: 'subscription', remove: [] },
  unsubscribe: { set: null, remove: ['subscription'] },
  hide: { set: 'hidden', remove: [] },
  'restore-hidden': { set: null, remove: ['hidden'] },
};

const isVote = (kind: ReactionKind | null) => kind === 'hit' || kind === 'dislike';

function reactionOf(userId: number, type: ReactableType, id: number): SQL {
  return and(eq(reactions.userId, userId), eq(reactions.reactableType, type), eq(reactions.reactableId, id)) as SQL;
}

/**
 * Applies an effect to the user's reactions on one entity and says which kinds were really added and
 * removed (a flag set twice, or a flag removed that was not there, changes nothing).
 */
async function applyEffect(
  tx: Db,
  userId: number,
  type: ReactableType,
  id: number,
  effect: Effect,
): Promise<{ added: ReactionKind[]; removed: ReactionKind[] }> {
  const removed =
    effect.remove.length === 0
      ? []
      : await tx
          .delete(reactions)
          .where(and(reactionOf(userId, type, id), inArray(reactions.kind, [...effect.remove])))
          .returning({ kind: reactions.kind });
  const added =
    effect.set === null
      ? []
      : await tx
          .insert(reactions)
          .values({ userId, reactableType: type, reactableId: id, kind: effect.set })
          .onConflictDoNothing()
          .returning({ kind: reactions.kind });
  return { added: added.map((row) => row.kind), removed: removed.map((row) => row.kind) };
}

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/** Whether the promo or folder can be acted on: what its public detail shows (published, not withdrawn). */
export function sourceIsActive(db: Db, type: MorphableType, id: number): Promise<boolean> {
  switch (type) {
    case 'Post':
      return exists(
        db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.id, id), isNull(posts.deletedAt), eq(posts.status, 'approved')))
          .limit(1),
      );
    case 'OnlinePromo':
      return exists(db.select({ id: onlinePromos.id }).from(onlinePromos).where(eq(onlinePromos.id, id)).limit(1));
    case 'FolderItem':
      return exists(
        db
          .select({ id: folderItems.id })
          .from(folderItems)
          .innerJoin(folders, eq(folders.id, folderItems.folderId))
          .where(and(eq(folderItems.id, id), isPublishedFolder))
          .limit(1),
      );
    case 'Folder':
      return exists(db.select({ id: folders.id }).from(folders).where(and(eq(folders.id, id), isPublishedFolder)).limit(1));
  }
}

/** Whether the member wrote the published post (one not public stays a 404, as for anyone). */
export async function isOwnPost(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.userId, userId), isNull(posts.deletedAt), eq(posts.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

/**
 * A hit, dislike, favourite, subscription or hide on a post, online promo, folder item or folder, in
 * one transaction. Null when the item is unknown or not public (then nothing is written).
 */
export async function applyPromoAction(
  db: Db,
  userId: number,
  type: MorphableType,
  id: number,
  action: PromoAction,
): Promise<PromoActionFlags | null> {
  const effect = PROMO_EFFECTS[action];
  const votes = isVote(effect.set) || effect.remove.some(isVote);
  return db.transaction(async (tx) => {
    if (!(await sourceIsActive(tx, type, id))) return null;
    // A vote locks the index row first, so concurrent votes on one item apply one after the other and
    // each starts from the counts the previous one wrote.
    const indexQuery = tx
      .select({ hits: feedItems.hitsCount, dislikes: feedItems.dislikesCount, isActive: feedItems.isActive })
      .from(feedItems)
      .where(and(eq(feedItems.morphableType, type), eq(feedItems.morphableId, id)))
      .limit(1);
    const [indexed] = votes ? await indexQuery.for('update') : await indexQuery;
    if (indexed && !indexed.isActive) return null;

    const { added, removed } = await applyEffect(tx, userId, type, id, effect);
    let counts: FeedVotes = indexed ? { hits: indexed.hits, dislikes: indexed.dislikes } : { hits: 0, dislikes: 0 };
    if (indexed && votes && added.length + removed.length > 0) {
      const delta = (kind: ReactionKind) =>
        added.filter((k) => k === kind).length - removed.filter((k) => k === kind).length;
      counts = {
        hits: Math.max(0, counts.hits + delta('hit')),
        dislikes: Math.max(0, counts.dislikes + delta('dislike')),
      };
      await updateFeedVotes(tx, type, id, counts);
      await notifyHotPromo(tx, { type, id }, calculateRating({ hits: indexed.hits, dislikes: indexed.dislikes }), calculateRating(counts));
      await fireWarmedMatches(tx, { type, id }, calculateRating(counts));
    }

    const flags = await loadFlags(tx, userId, [{ type, id }]);
    return {
      ...([...flags.values()][0] ?? NO_PROMO_FLAGS),
      rating_calculated: calculateRating(counts),
      hits_count: counts.hits,
      dislikes_count: counts.dislikes,
    } satisfies PromoActionFlags;
  });
}

/** Favourite or unfavourite a published news article; null when it is unknown or not public. */
export async function applyArticleAction(
  db: Db,
  userId: number,
  id: number,
  action: ArticleAction,
): Promise<ArticleFavourite | null> {
  return db.transaction(async (tx) => {
    const visible = await exists(
      tx
        .select({ id: articles.id })
        .from(articles)
        .where(
          and(
            eq(articles.id, id),
            isNotNull(articles.publishedAt),
            lte(articles.publishedAt, sql`now()`),
            isNotNull(articles.newsCategoryId),
          ),
        )
        .limit(1),
    );
    if (!visible) return null;
    const effect: Effect = action === 'set-favorite' ? { set: 'favourite', remove: [] } : { set: null, remove: ['favourite'] };
    await applyEffect(tx, userId, 'Article', id, effect);
    const [row] = await tx
      .select({ createdAt: reactions.createdAt })
      .from(reactions)
      .where(and(reactionOf(userId, 'Article', id), eq(reactions.kind, 'favourite')))
      .limit(1);
    return { is_favourite: row !== undefined, favourite_at: row ? row.createdAt.toISOString() : null } satisfies ArticleFavourite;
  });
}
