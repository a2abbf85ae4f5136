import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { hasOptionalContent } from '@/lib/schemas/post';
import { countValue, type Db } from '../../db/client';
import { posts, users, type PostHoldReason, type PostStatus } from '../../db/schema';
import { siteRoute } from '../../http/urls';
import { createNotifications } from '../notifications/create';
import type { NotificationEvent } from '../notifications/events';
import type { PublishedPromo } from '../notifications/publication';
import { publishWithAward, type CreateOptions } from './create';
import { approvedBonusText, queueReviewMail, type ReviewMailJobs } from './review-mail';

/**
 * Held posts and their review by an operator (docs/posting.md, Moderation): the review queue, approval
 * (publishes and pays the author's coins, as a post that passed the checks) and rejection, each
 * telling the author with a notification and a mail (review-mail.ts).
 */

/** A post as its author sees it in their own list. */
export type OwnPost = {
  id: number;
  title: string;
  status: PostStatus;
  hold_reason: PostHoldReason | null;
  bonus_impact: number;
  created_at: string;
  url: string;
};

const OWN_POSTS_LIMIT = 50;

export async function listOwnPosts(db: Db, userId: number, locale: Locale, status?: PostStatus): Promise<OwnPost[]> {
  const rows = await db
    .select({ id: posts.id, title: posts.title, status: posts.status, holdReason: posts.holdReason, bonusImpact: posts.bonusImpact, createdAt: posts.createdAt })
    .from(posts)
    .where(and(eq(posts.userId, userId), isNull(posts.deletedAt), status ? eq(posts.status, status) : undefined))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(OWN_POSTS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    hold_reason: row.holdReason,
    bonus_impact: row.bonusImpact,
    created_at: row.createdAt.toISOString(),
    url: siteRoute('/posts/[id]', locale, { id: row.id }),
  }));
}

/** A post in the operators' review queue. */
export type ReviewPost = {
  id: number;
  status: PostStatus;
  hold_reason: PostHoldReason | null;
  title: string;
  content: string;
  origin_url: string | null;
  author: { id: number; name: string };
  created_at: string;
  reviewed_at: string | null;
  url: string;
};

export const REVIEW_PAGE_SIZE = 100;

/** Posts in a state, oldest first (the queue's order), with how many there are. */
export async function listForReview(db: Db, status: PostStatus): Promise<{ data: ReviewPost[]; total: number }> {
  const where = and(eq(posts.status, status), isNull(posts.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: posts, fname: users.fname, lname: users.lname })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .where(where)
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(REVIEW_PAGE_SIZE),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return {
    total: countValue(total?.total ?? 0),
    data: rows.map(({ post, fname, lname }) => ({
      id: post.id,
      status: post.status,
      hold_reason: post.holdReason,
      title: post.title,
      content: post.content,
      origin_url: post.originUrl,
      author: { id: post.userId, name: `${fname} ${lname}`.trim() },
      created_at: post.createdAt.toISOString(),
      reviewed_at: post.reviewedAt?.toISOString() ?? null,
      url: siteRoute('/posts/[id]', 'nl', { id: post.id }),
    })),
  };
}

const quoted = (title: string, locale: Locale) => (locale === 'fr' ? `« ${title} »` : `“${title}”`);

/** Your post passed review and is live. */
export function postApprovedEvent(post: { id: number; title: string }, coins: number): NotificationEvent {
  return {
    key: `post-approved:Post:${post.id}`,
    author: null,
    text: (locale) => {
      const bonus = approvedBonusText(locale, coins);
      return locale === 'fr'
        ? `Votre promo ${quoted(post.title, locale)} a été approuvée et est en ligne.${bonus}`
        : `Je promo ${quoted(post.title, locale)} is goedgekeurd en staat online.${bonus}`;
    },
    link: { route: '/posts/[id]', params: { id: post.id } },
  };
}

/** Your post was refused by review, with the operator's reason when given. */
export function postRejectedEvent(post: { id: number; title: string }, reason: string | null): NotificationEvent {
  return {
    key: `post-rejected:Post:${post.id}`,
    author: null,
    text: (locale) => {
      const why = reason ? (locale === 'fr' ? ` Raison : ${reason}` : ` Reden: ${reason}`) : '';
      return locale === 'fr'
        ? `Votre promo ${quoted(post.title, locale)} n'a pas été publiée.${why}`
        : `Je promo ${quoted(post.title, locale)} werd niet gepubliceerd.${why}`;
    },
    link: { route: '/posts/[id]', params: { id: post.id } },
  };
}

export type ReviewResult =
  | { outcome: 'done'; status: PostStatus; bonusImpact: number; published: PublishedPromo | null }
  | { outcome: 'missing' }
  | { outcome: 'conflict'; status: PostStatus };

type PostRow = typeof posts.$inferSelect;

/** Locks the post and its author's language for a review decision. */
async function lockForReview(tx: Db, id: number): Promise<{ post: PostRow; locale: Locale } | null> {
  const [row] = await tx
    .select({ post: posts, locale: users.locale })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .for('update', { of: posts })
    .limit(1);
  return row ?? null;
}

/** What of a stored post counts as the report's optional content (the same rule as at creation). */
function optionalContentOf(post: PostRow): boolean {
  return hasOptionalContent({
    only_price: post.onlyPrice,
    old_price: post.oldPrice ?? undefined,
    new_price: post.newPrice ?? undefined,
    only_discount: post.onlyDiscount,
    discount_value: post.discountValue ?? undefined,
    only_another_type: post.onlyAnotherType,
    another_type: post.anotherType ?? undefined,
    discount_code: post.discountCode ?? undefined,
    webshop_id: post.webshopId ?? undefined,
    started_at: post.startedAt ? 'set' : undefined,
    expired_at: post.expiredAt ? 'set' : undefined,
    free_shipping: post.freeShipping,
    shipping_number: post.shippingNumber ?? undefined,
  });
}

/**
 * Approves a pending post: published (feed row, the caller's jobs), the author's coins credited and
 * the author told, in one transaction. Approving an approved post again changes nothing; a rejected
 * one is a conflict.
 */
export async function approvePost(db: Db, id: number, now: Date, announce: CreateOptions['announce'], mail: ReviewMailJobs): Promise<ReviewResult> {
  return db.transaction(async (tx): Promise<ReviewResult> => {
    const locked = await lockForReview(tx, id);
    if (!locked) return { outcome: 'missing' };
    const { post, locale } = locked;
    if (post.status === 'rejected') return { outcome: 'conflict', status: post.status };
    if (post.status === 'approved') return { outcome: 'done', status: 'approved', bonusImpact: post.bonusImpact, published: null };
    const published = await publishWithAward(tx, { id: post.id, userId: post.userId, typeId: post.typeId, optionalContent: optionalContentOf(post) }, now, announce);
    if (!published) return { outcome: 'missing' };
    await tx.update(posts).set({ reviewedAt: now }).where(eq(posts.id, post.id));
    await createNotifications(tx, [{ id: post.userId, locale }], postApprovedEvent(post, published.coins), { now });
    await queueReviewMail(tx, mail, post, { status: 'approved', coins: published.coins });
    return { outcome: 'done', status: 'approved', bonusImpact: published.coins || post.bonusImpact, published: published.promo };
  });
}

/** Rejects a pending post and tells its author (with the reason). Rejecting a rejected post again changes nothing; an approved one is a conflict. */
export async function rejectPost(db: Db, id: number, now: Date, reason: string | null, mail: ReviewMailJobs): Promise<ReviewResult> {
  return db.transaction(async (tx): Promise<ReviewResult> => {
    const locked = await lockForReview(tx, id);
    if (!locked) return { outcome: 'missing' };
    const { post, locale } = locked;
    if (post.status === 'approved') return { outcome: 'conflict', status: post.status };
    if (post.status === 'rejected') return { outcome: 'done', status: 'rejected', bonusImpact: 0, published: null };
    await tx.update(posts).set({ status: 'rejected', reviewedAt: now, updatedAt: now, bonusImpact: 0 }).where(eq(posts.id, post.id));
    await createNotifications(tx, [{ id: post.userId, locale }], postRejectedEvent(post, reason), { now });
    await queueReviewMail(tx, mail, post, { status: 'rejected', reason });
    return { outcome: 'done', status: 'rejected', bonusImpact: 0, published: null };
  });
}
