import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { routeNotFoundBody } from '@/lib/http/url-text';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { HttpError, notFound, unauthenticated } from '../http/errors';
import { SCHEDULED_QUEUES } from '../jobs/queues';
import { publishPost } from '../services/notifications/publication';
import { operatorPostRoutes } from './operator-posts';
import { recordIdParam } from '@/lib/schemas/route-params';
import { cacheTags } from '@/lib/api/cache-tags';

/**
 * Routes for whoever runs the site, switched on by OPERATOR_TOKEN and called with it as the bearer
 * token. Without a token configured they answer exactly like a route that does not exist.
 */

/** How long `?wait=1` waits for the job before answering 202 (it keeps running). */
export const OPERATOR_WAIT_MS = 60_000;
const WAIT_POLL_MS = 250;
/** States in which a job's run has ended (`retry`: this attempt failed, a later one is scheduled). */
const ENDED = new Set(['completed', 'failed', 'cancelled', 'retry']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (over fixed-length digests, so the token's length does not show either). */
function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

const runQuery = z.object({ wait: z.enum(['0', '1']).optional() });

type RunAnswer = { data: { queue: string; id: string; state: string } };

const runJobDoc = {
  summary:
    'Operators: run a scheduled job now (OPERATOR_TOKEN as bearer; 404 when not configured), e.g. deal-alerts-daily, deal-alerts-weekly, expiry-sweep. `wait=1` answers when it has run.',
  query: runQuery,
  success: { status: 200, description: 'The job ran (with wait=1): its final state; 202 when queued or still running.' },
  refusals: [202, 401],
};

export function operatorRoutes(operatorToken: () => string | undefined) {
  /** Null when the caller may go on; the 404 of an unknown route when operator routes are off. */
  const refuse = (c: Context<AppEnv>): Response | null => {
    const expected = operatorToken();
    if (!expected) return c.json(routeNotFoundBody(c.req.path), 404);
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1]?.trim() ?? '';
    if (!tokenMatches(given, expected)) throw unauthenticated();
    return null;
  };

  const runJob = async (c: Context<AppEnv>, { query }: { query: z.infer<typeof runQuery> }) => {
    const refusal = refuse(c);
    if (refusal) return refusal;
    const queue = c.req.param('queue') ?? '';
    if (!SCHEDULED_QUEUES.includes(queue)) throw notFound(`No scheduled job is called "${queue}".`);
    const jobs = await c.var.jobs();
    const id = await jobs.runNow(c.var.db, queue);
    if (!id) throw new HttpError(409, 'The job could not be queued.');
    if (query.wait !== '1') return c.json({ data: { queue, id, state: 'created' } } satisfies RunAnswer, 202);
    const deadline = Date.now() + OPERATOR_WAIT_MS;
    for (;;) {
      const [job] = await jobs.boss.findJobs(queue, { id });
      const state = job?.state ?? 'unknown';
      if (ENDED.has(state) || state === 'unknown') return c.json({ data: { queue, id, state } } satisfies RunAnswer, 200);
      if (Date.now() >= deadline) return c.json({ data: { queue, id, state } } satisfies RunAnswer, 202);
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  };

  return new Hono<AppEnv>()
    .post(
      '/operator/posts/:id/publish',
      endpoint(
        {
          summary:
            "Operators: publish a member's post as the moderators would (OPERATOR_TOKEN as bearer; 404 when not configured): it goes live, its author's followers are notified and the deal alerts matched, through jobs. An already published post is announced again; the event keys keep that to one notice per follower.",
          params: { id: recordIdParam },
          missing: 'Post not found.',
          refusals: [401],
        },
        async (c, { params }) => {
          const refusal = refuse(c);
          if (refusal) return refusal;
          const jobs = await c.var.jobs();
          const promo = await publishPost(c.var.db, params.id, new Date(), async (tx, published) => {
            await jobs.enqueue(tx, 'notify-followers', published);
            await jobs.enqueue(tx, 'deal-alerts-match', published);
          });
          if (!promo) throw notFound('Post not found.');
          c.var.contentChanged([cacheTags.promo(promo.type, promo.id), cacheTags.feed]);
          return c.json({ data: { ...promo, status: 'approved' as const } });
        },
      ),
    )
    .post('/operator/jobs/:queue/run', endpoint(runJobDoc, runJob))
    // The same call without `/run`, the form operators are shown (docs/deal-alerts.md, "Running a digest now").
    .post('/operator/jobs/:queue', endpoint(runJobDoc, runJob))
    .route('/', operatorPostRoutes(refuse));
}
