import { Hono } from 'hono';
import { z } from 'zod';
import { cacheTags } from '@/lib/api/cache-tags';
import { env, siteUrl } from '@/lib/env';
import { postPayloadSchema } from '@/lib/schemas/post';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { fieldErrors, HttpError, validationError } from '../http/errors';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import { requestLocale } from '../http/locale';
import { siteRoute } from '../http/urls';
import { readJsonBody } from '../http/validate';
import { checkPost, createPost, findByIdempotencyKey, TooManyPosts, type CreatedPost } from '../services/posts/create';
import { postErrorText, postTexts } from '../services/posts/messages';
import { listOwnPosts } from '../services/posts/review';
import { forgetFeedTotals } from '../services/feed/totals-memo';
import type { Locale } from '@/lib/i18n/routing';
import { POST_STATUSES } from '../db/schema';

/**
 * A member posting a promo (docs/posting.md): `POST /posts` and the member's own posts with their
 * review state (`GET /me/posts`, what the profile shows its owner while a post awaits review).
 */

export type CreatePostAnswer = { data: { id: number; status: CreatedPost['status']; url: string; bonus_impact: number } };

const answerOf = (post: CreatedPost, locale: Locale): CreatePostAnswer => ({
  data: { id: post.id, status: post.status, url: siteRoute('/posts/[id]', locale, { id: post.id }), bonus_impact: post.bonusImpact },
});

const ownPostsQuery = z.object({ status: z.enum(POST_STATUSES, { error: 'The status must be pending, approved or rejected.' }).optional() });

export const postRoutes = new Hono<AppEnv>()
  .post(
    '/posts',
    endpoint(
      {
        summary:
          'Post a promo (member). Published at once, or held for review (status pending) by the moderation checks; 429 over POSTS_PER_HOUR. An Idempotency-Key repeat answers the same post.',
        auth: 'user',
        documentedBody: { schema: postPayloadSchema('default') },
        success: { status: 201, description: '{ data: { id, status, url, bonus_impact } }' },
        refusals: [429],
      },
      async (c, { userId }) => {
        const db = c.var.db;
        const locale = requestLocale(c);
        const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() || null;
        // A first request that stored its post but never answered (a crash, a lost connection past the
        // middleware's memory) is answered with that post, whatever the database says of the payload now.
        const earlier = key === null ? null : await findByIdempotencyKey(db, userId, key);
        if (earlier) return c.json(answerOf(earlier, locale), 201);

        const now = new Date();
        const checked = await checkPost(db, userId, await readJsonBody(c), now);
        if (!checked.ok) {
          throw validationError(
            fieldErrors(Object.entries(checked.errors).flatMap(([field, keys]) => keys.map((errorKey) => [field, postErrorText(locale, errorKey)] as const))),
          );
        }
        const jobs = await c.var.jobs();
        let created: CreatedPost;
        try {
          created = await createPost(db, checked.post, {
            userId,
            locale,
            now,
            idempotencyKey: key,
            postsPerHour: env().POSTS_PER_HOUR,
            siteHost: new URL(siteUrl()).hostname,
            announce: async (tx, promo) => {
              await jobs.enqueue(tx, 'notify-followers', promo);
              await jobs.enqueue(tx, 'deal-alerts-match', promo);
            },
          });
        } catch (error) {
          if (error instanceof TooManyPosts) {
            throw new HttpError(429, postTexts(locale).tooMany(error.limit), undefined, { 'Retry-After': '3600' });
          }
          throw error;
        }
        if (created.published) {
          forgetFeedTotals(db);
          c.var.contentChanged([cacheTags.promo('Post', created.id), cacheTags.feed]);
        }
        return c.json(answerOf(created, locale), 201);
      },
    ),
  )
  .get(
    '/me/posts',
    endpoint(
      { summary: "The member's own posts, newest first, with their review state (held posts only the author sees).", auth: 'user', query: ownPostsQuery },
      async (c, { userId, query }) => {
        const locale = requestLocale(c);
        return c.json({ data: await listOwnPosts(c.var.db, userId, locale, query.status) });
      },
    ),
  );
