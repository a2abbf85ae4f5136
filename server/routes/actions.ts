import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ARTICLE_ACTIONS,
  FOLDER_ACTIONS,
  PROMO_ACTIONS,
  type ArticleAction,
  type ArticleActionResponse,
  type PromoAction,
  type PromoActionResponse,
  type PromoActionTarget,
} from '@/lib/api/actions';
import { cacheTags } from '@/lib/api/cache-tags';
import type { MorphableType } from '../db/schema';
import type { AppEnv } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { recordIdParam } from '@/lib/schemas/route-params';
import { endpoint } from '../http/endpoint';
import { applyArticleAction, applyPromoAction, isOwnPost } from '../services/actions';

/**
 * "Actions on entities" (docs/product.md, API): `PUT /{target}/{id}/{action}` for a signed-in user
 * (following a store, webshop, brand, product or category is a deal alert: routes/deal-alerts/). The
 * action is part of the route pattern, so an action a target does not take (e.g. subscribing to a
 * folder) is an unknown route (404). A malformed id is a 404 before the sign-in check, as an id that
 * cannot exist names no route; then guests get 401. Retries are covered by the app-wide idempotency
 * middleware (app.ts).
 */

/** Any JSON object (the contract's `{payload}`, fields not shown): unknown fields are ignored. */
const optionalPayload = z.object({}, { error: 'The request body must be a JSON object.' });

/**
 * The alternation is grouped on purpose: the app runs on Hono's TrieRouter (SmartRouter falls back to
 * it for `{.+}` patterns), which anchors a param regex as `^…$` without grouping it, so a bare `a|b`
 * would also match `ax` and `a/x`.
 */
const actionPattern = (actions: readonly string[]) => `:action{(?:${actions.join('|')})}`;

type PromoTarget = {
  target: PromoActionTarget;
  type: MorphableType;
  actions: readonly PromoAction[];
  missing: string;
  /** Whether a vote changes what every visitor sees of the item (its temperature on its own page). */
  votes: boolean;
};

const PROMO_TARGETS: PromoTarget[] = [
  { target: 'posts', type: 'Post', actions: PROMO_ACTIONS, missing: 'Post not found.', votes: true },
  { target: 'online-promos', type: 'OnlinePromo', actions: PROMO_ACTIONS, missing: 'Online promo not found.', votes: true },
  { target: 'folder-items', type: 'FolderItem', actions: PROMO_ACTIONS, missing: 'Folder item not found.', votes: true },
  { target: 'folders', type: 'Folder', actions: FOLDER_ACTIONS, missing: 'Folder not found.', votes: false },
];

const VOTES: readonly PromoAction[] = ['set-hit', 'remove-hit', 'set-dislike', 'remove-dislike'];

/**
 * A member does not vote on their own post (docs/product.md, Behaviour): the temperature is what the
 * others think of it. Taking a vote back stays possible (votes from before this rule).
 */
const OWN_VOTE_MESSAGE = { nl: 'Op je eigen promo kun je niet stemmen.', fr: 'Vous ne pouvez pas voter pour votre propre promo.' } as const;

/** The id (404 when malformed), then the user (401 for guests), then the optional body (422); `refusals` as documented. */
const actionSpec = (summary: string, missing: string, refusals: readonly number[] = []) =>
  ({ summary, params: { id: recordIdParam }, missing, auth: 'user', body: optionalPayload, refusals }) as const;

/** The action segment; the route pattern only lets the listed ones through. */
function actionParam<A extends string>(c: Context, actions: readonly A[]): A {
  const action = c.req.param('action');
  const found = actions.find((candidate) => candidate === action);
  if (!found) throw notFound();
  return found;
}

export const actionRoutes = new Hono<AppEnv>();

for (const { target, type, actions, missing, votes } of PROMO_TARGETS) {
  actionRoutes.put(
    `/${target}/:id/${actionPattern(actions)}`,
    endpoint(actionSpec(`An action on one of the ${target}.`, missing, type === 'Post' ? [403] : []), async (c, { params: { id }, userId }) => {
    const action = actionParam(c, actions);
    if (type === 'Post' && (action === 'set-hit' || action === 'set-dislike') && (await isOwnPost(c.var.db, userId, id))) {
      throw forbidden(OWN_VOTE_MESSAGE[requestLocale(c)]);
    }
    const data = await applyPromoAction(c.var.db, userId, type, id, action);
    if (!data) throw notFound(missing);
    // A vote moves the temperature every visitor sees on the promo's page. Lists re-sort by rating
    // within their lifetime: expiring `feed` on every vote would leave the lists never cached.
    if (votes && VOTES.includes(action)) c.var.contentChanged([cacheTags.promo(type, id)]);
    return c.json({ data } satisfies PromoActionResponse);
    }),
  );
}

actionRoutes.put(
  `/news/:id/${actionPattern(ARTICLE_ACTIONS)}`,
  endpoint(actionSpec('An action on a news article.', 'Article not found.'), async (c, { params: { id }, userId }) => {
  const data = await applyArticleAction(c.var.db, userId, id, actionParam<ArticleAction>(c, ARTICLE_ACTIONS));
  if (!data) throw notFound('Article not found.');
  return c.json({ data } satisfies ArticleActionResponse);
  }),
);
