import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { brusselsMidnight, endOfBrusselsDay } from '@/lib/dates/belgian-day';
import type { Locale } from '@/lib/i18n/routing';
import {
  hasOptionalContent,
  POST_KIND_BY_CODE,
  postErrorKeys,
  postPayloadSchema,
  REPORT_TYPE_ID,
  type PostErrorKey,
  type PostKind,
  type PostPayload,
} from '@/lib/schemas/post';
import type { Db } from '../../db/client';
import { categories, postCategories, postImages, posts, promoTypes, users, webshops, type PostStatus } from '../../db/schema';
import { assertOwnUploads, ForeignUploadError } from '../uploads/ownership';
import { awardPublishedPost, postBonusPreview } from '../points/awards';
import { publishPost, type PublishedPromo } from '../notifications/publication';
import { qualified as q } from '../catalogue/sql';
import { holdReasonFor, postsInLastHour } from './moderation';

/**
 * Creating a member's post (docs/posting.md): the payload checked by the shared schema and against
 * the database, then one transaction that stores it and either publishes it at once (feed row,
 * followers' and deal-alert jobs, the author's coins) or holds it for an operator.
 */


/** The chosen subtype as the schema needs it: its kind, and whether it is a report. Null when it is no choosable subtype. */
export type PostTypeChoice = { id: number; kind: PostKind; report: boolean };

export async function findTypeChoice(db: Db, raw: unknown): Promise<PostTypeChoice | null> {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({
      id: promoTypes.id,
      parentId: promoTypes.parentId,
      kind: promoTypes.kind,
      // A type with subtypes is not a choice itself: its subtype is.
      hasChildren: sql<boolean>`exists (select 1 from ${promoTypes} child where child.parent_id = ${q(promoTypes.id)})`,
    })
    .from(promoTypes)
    .where(eq(promoTypes.id, id))
    .limit(1);
  if (!row || row.hasChildren) return null;
  return { id: row.id, kind: POST_KIND_BY_CODE[row.kind] ?? 'default', report: (row.parentId ?? row.id) === REPORT_TYPE_ID };
}

export type CheckedPost = { payload: PostPayload; type: PostTypeChoice; images: { path: string; disk: string }[] };
export type PostCheck = { ok: true; post: CheckedPost } | { ok: false; errors: Record<string, PostErrorKey[]> };

/** Every rule of the schema, then the ids against the database and the images against the author's uploads. */
export async function checkPost(db: Db, userId: number, body: unknown, now: Date): Promise<PostCheck> {
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const type = await findTypeChoice(db, input.type_id);
  const parsed = postPayloadSchema(type?.kind ?? 'default', { today: now, report: type?.report ?? false }).safeParse(input);
  const errors: Record<string, PostErrorKey[]> = parsed.success ? {} : postErrorKeys(parsed.error);
  const add = (field: string, key: PostErrorKey) => {
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  if (!type && !errors.type_id) add('type_id', 'type');

  const payload = parsed.success ? parsed.data : null;
  let images: CheckedPost['images'] = [];
  if (payload) {
    const [foundCategories, webshop, owned] = await Promise.all([
      payload.categories.length === 0
        ? []
        : db.select({ id: categories.id }).from(categories).where(inArray(categories.id, payload.categories)),
      payload.webshop_id === undefined
        ? []
        : db.select({ id: webshops.id }).from(webshops).where(eq(webshops.id, payload.webshop_id)).limit(1),
      // Only the author's own post images (an avatar is an upload of theirs too, but no post image).
      assertOwnUploads(db, userId, payload.images.map((image) => image.path)).catch((error: unknown) => {
        if (error instanceof ForeignUploadError) return null;
        throw error;
      }),
    ]);
    if (foundCategories.length !== payload.categories.length) add('categories', 'category');
    if (payload.webshop_id !== undefined && webshop.length === 0) add('webshop_id', 'webshop');
    if (owned === null) add('images', 'own_images');
    else images = payload.images.map((image) => ({ path: image.path, disk: owned.get(image.path)?.disk ?? 'local' }));
  }
  if (!payload || !type || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, post: { payload, type, images } };
}

/** How a post's Idempotency-Key is stored: its SHA-256 (fits the column whatever the header's length). */
export function storedIdempotencyKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export type CreatedPost = { id: number; status: PostStatus; bonusImpact: number; published: PublishedPromo | null };

/** The post a member already created with this Idempotency-Key, if any. */
export async function findByIdempotencyKey(db: Db, userId: number, key: string): Promise<CreatedPost | null> {
  const [row] = await db
    .select({ id: posts.id, status: posts.status, bonusImpact: posts.bonusImpact })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.idempotencyKey, storedIdempotencyKey(key))))
    .limit(1);
  return row ? { ...row, published: null } : null;
}

export class TooManyPosts extends Error {
  constructor(readonly limit: number) {
    super('too many posts this hour');
  }
}

export type CreateOptions = {
  userId: number;
  locale: Locale;
  now: Date;
  idempotencyKey: string | null;
  postsPerHour: number;
  siteHost: string;
  /** Runs in the publishing transaction for a post going live (queueing the followers' and deal-alert jobs). */
  announce: (tx: Db, promo: PublishedPromo) => Promise<unknown>;
};

/**
 * Stores the checked post and publishes it or holds it, in one transaction. The author's row is
 * locked first, so a member's posts are created one at a time: the hourly limit, the hold checks and
 * the Idempotency-Key lookup cannot be raced. Throws TooManyPosts over the hourly limit.
 */
export async function createPost(db: Db, checked: CheckedPost, options: CreateOptions): Promise<CreatedPost> {
  const { payload, type, images } = checked;
  const { userId, now } = options;
  const optionalContent = hasOptionalContent(payload);
  return db.transaction(async (tx): Promise<CreatedPost> => {
    // NO KEY UPDATE: serialises this member's post creations, yet leaves their other writes (rows that
    // reference the user take KEY SHARE) unblocked.
    await tx.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('no key update');
    if (options.idempotencyKey !== null) {
      const earlier = await findByIdempotencyKey(tx, userId, options.idempotencyKey);
      if (earlier) return earlier;
    }
    if ((await postsInLastHour(tx, userId, now)) >= options.postsPerHour) throw new TooManyPosts(options.postsPerHour);

    const holdReason = await holdReasonFor(tx, {
      userId,
      title: payload.title,
      content: payload.content,
      originUrl: payload.origin_url,
      now,
      siteHost: options.siteHost,
    });
    const [post] = await tx
      .insert(posts)
      .values({
        userId,
        typeId: type.id,
        title: payload.title,
        content: payload.content,
        originUrl: payload.origin_url ?? null,
        discountCode: payload.discount_code ?? null,
        discountType: payload.discount_type,
        discountValue: payload.discount_value ?? null,
        oldPrice: payload.old_price ?? null,
        newPrice: payload.new_price ?? null,
        onlyPrice: payload.only_price,
        onlyDiscount: payload.only_discount,
        onlyAnotherType: payload.only_another_type,
        anotherType: payload.another_type ?? null,
        webshopId: payload.webshop_id ?? null,
        startedAt: payload.started_at === undefined ? null : brusselsMidnight(payload.started_at),
        expiredAt: payload.expired_at === undefined ? null : endOfBrusselsDay(payload.expired_at),
        notStarted: payload.not_started,
        freeShipping: payload.free_shipping,
        shippingNumber: payload.shipping_number ?? null,
        quote: payload.quote ?? null,
        locale: options.locale,
        status: 'pending',
        holdReason,
        bonusImpact: await postBonusPreview(tx, type.id, optionalContent),
        idempotencyKey: options.idempotencyKey === null ? null : storedIdempotencyKey(options.idempotencyKey),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: posts.id, bonusImpact: posts.bonusImpact });
    if (!post) throw new Error('post not inserted');
    if (payload.categories.length > 0) {
      await tx.insert(postCategories).values(payload.categories.map((categoryId) => ({ postId: post.id, categoryId })));
    }
    if (images.length > 0) {
      await tx.insert(postImages).values(images.map((image, position) => ({ postId: post.id, path: image.path, disk: image.disk, position })));
    }
    if (holdReason !== null) return { id: post.id, status: 'pending', bonusImpact: post.bonusImpact, published: null };

    const published = await publishWithAward(tx, { id: post.id, userId, typeId: type.id, optionalContent }, now, options.announce);
    if (!published) throw new Error(`post ${post.id} could not be published`);
    return { id: post.id, status: 'approved', bonusImpact: published.coins, published: published.promo };
  });
}

/**
 * Publishes a post (publishPost: status, feed row, the caller's jobs) and credits its author's coins
 * in the same transaction; keeps posts.bonus_impact as the coins paid. Null for an unknown, deleted or
 * rejected post. Safe to repeat: the ledger pays each cause once.
 */
export async function publishWithAward(
  db: Db,
  post: { id: number; userId: number; typeId: number; optionalContent: boolean },
  now: Date,
  announce: CreateOptions['announce'],
): Promise<{ promo: PublishedPromo; coins: number } | null> {
  let coins = 0;
  const promo = await publishPost(db, post.id, now, async (tx, published) => {
    await announce(tx, published);
    coins = await awardPublishedPost(tx, post);
    if (coins > 0) await tx.update(posts).set({ bonusImpact: coins }).where(eq(posts.id, post.id));
  });
  return promo ? { promo, coins } : null;
}
