import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { cacheTags } from '@/lib/api/cache-tags';
import { recordIdParam } from '@/lib/schemas/route-params';
import { POST_STATUSES } from '../db/schema';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { HttpError, notFound } from '../http/errors';
import { forgetFeedTotals } from '../services/feed/totals-memo';
import { approvePost, listForReview, rejectPost, type ReviewResult } from '../services/posts/review';

/**
 * The review of held posts by whoever runs the site (docs/posting.md, Moderation), behind the
 * operator routes' bearer token (`refuse`, from operator.ts): the queue, approve, reject.
 */

export const REJECT_REASON_MAX_LENGTH = 500;

const listQuery = z.object({
  status: z.enum(POST_STATUSES, { error: 'The status must be pending, approved or rejected.' }).default('pending'),
});

const rejectBody = z.object({
  reason: z
    .string({ error: 'The reason must be text.' })
    .trim()
    .max(REJECT_REASON_MAX_LENGTH, { error: `The reason may not be greater than ${REJECT_REASON_MAX_LENGTH} characters.` })
    .nullish()
    .transform((value) => (value ? value : null)),
});

type Refuse = (c: Context<AppEnv>) => Response | null;

function answer(c: Context<AppEnv>, id: number, result: ReviewResult): Response {
  if (result.outcome === 'missing') throw notFound('Post not found.');
  if (result.outcome === 'conflict') throw new HttpError(409, `The post is already ${result.status}.`);
  if (result.published) {
    forgetFeedTotals(c.var.db);
    c.var.contentChanged([cacheTags.promo('Post', id), cacheTags.feed]);
  }
  return c.json({ data: { id, status: result.status, bonus_impact: result.bonusImpact } });
}

export function operatorPostRoutes(refuse: Refuse) {
  // The token is checked before the query or body, so a caller without it learns nothing of them.
  const guard = async (c: Context<AppEnv>, next: () => Promise<void>) => refuse(c) ?? next();
  return new Hono<AppEnv>()
    .use('/operator/posts', guard)
    .use('/operator/posts/*', guard)
    .get(
      '/operator/posts',
      endpoint(
        {
          summary: 'Operators: posts in a review state, oldest first (default: pending, the posts the automatic checks held), with their hold reason.',
          query: listQuery,
          refusals: [401],
        },
        async (c, { query }) => {
          const { data, total } = await listForReview(c.var.db, query.status);
          return c.json({ data, meta: { total } });
        },
      ),
    )
    .post(
      '/operator/posts/:id/approve',
      endpoint(
        {
          summary: "Operators: approve a held post: it goes live as if it had passed the checks (followers told, deal alerts matched, the author's coins paid) and the author is notified (in the site and by mail).",
          params: { id: recordIdParam },
          missing: 'Post not found.',
          refusals: [401, 409],
        },
        async (c, { params }) => {
          const jobs = await c.var.jobs();
          const result = await approvePost(c.var.db, params.id, new Date(), async (tx, promo) => {
            await jobs.enqueue(tx, 'notify-followers', promo);
            await jobs.enqueue(tx, 'deal-alerts-match', promo);
          }, jobs);
          return answer(c, params.id, result);
        },
      ),
    )
    .post(
      '/operator/posts/:id/reject',
      endpoint(
        {
          summary: 'Operators: reject a held post, with an optional reason the author reads in their notification and mail.',
          params: { id: recordIdParam },
          missing: 'Post not found.',
          body: rejectBody,
          refusals: [401, 409],
        },
        async (c, { params, body }) => {
          return answer(c, params.id, await rejectPost(c.var.db, params.id, new Date(), body.reason, await c.var.jobs()));
        },
      ),
    );
}
