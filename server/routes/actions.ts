import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ARTICLE_ACTIONS,
  FOLDER_ACTIONS,
  PROMO_ACTIONS,
  SUBSCRIBABLE_ENTITIES,
  SUBSCRIPTION_ACTIONS,
  type ArticleAction,
  type ArticleActionResponse,
  type PromoAction,
  type PromoActionResponse,
  type PromoActionTarget,
  type SubscriptionAction,
  type SubscriptionResponse,
} from '@/lib/api/actions';
import { LOCALES, type MorphableType } from '../db/schema';
import { requireUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { siteRoute } from '../http/urls';
import { idParam, validJson } from '../http/validate';
import { applyArticleAction, applyPromoAction, applySubscription } from '../services/actions';

/**
 * "Actions on entities" (docs/product.md, API): `PUT /{target}/{id}/{action}` for a signed-in user. The
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
  /** The site's page of the item, which shows its temperature and votes. */
  page?: '/posts/[id]' | '/online-promos/[id]' | '/folder-promos/[id]';
};

const PROMO_TARGETS: PromoTarget[] = [
  { target: 'posts', type: 'Post', actions: PROMO_ACTIONS, missing: 'Post not found.', page: '/posts/[id]' },
  { target: 'online-promos', type: 'OnlinePromo', actions: PROMO_ACTIONS, missing: 'Online promo not found.', page: '/online-promos/[id]' },
  { target: 'folder-items', type: 'FolderItem', actions: PROMO_ACTIONS, missing: 'Folder item not found.', page: '/folder-promos/[id]' },
  { target: 'folders', type: 'Folder', actions: FOLDER_ACTIONS, missing: 'Folder not found.' },
];

const VOTES: readonly PromoAction[] = ['set-hit', 'remove-hit', 'set-dislike', 'remove-dislike'];

const ENTITY_MISSING: Record<(typeof SUBSCRIBABLE_ENTITIES)[number], string> = {
  webshops: 'Webshop not found.',
  stores: 'Store not found.',
  brands: 'Brand not found.',
  products: 'Product not found.',
};

/** The id (404 when malformed), then the user (401 for guests), then the optional body (422). */
async function actionRequest(c: Context<AppEnv>, missing: string): Promise<{ id: number; userId: number }> {
  const id = idParam(c, 'id', missing);
  const userId = requireUser(c);
  await validJson(c, optionalPayload);
  return { id, userId };
}

/** The action segment; the route pattern only lets the listed ones through. */
function actionParam<A extends string>(c: Context, actions: readonly A[]): A {
  const action = c.req.param('action');
  const found = actions.find((candidate) => candidate === action);
  if (!found) throw notFound();
  return found;
}

export const actionRoutes = new Hono<AppEnv>();

for (const { target, type, actions, missing, page } of PROMO_TARGETS) {
  actionRoutes.put(`/${target}/:id/${actionPattern(actions)}`, async (c) => {
    const { id, userId } = await actionRequest(c, missing);
    const action = actionParam(c, actions);
    const data = await applyPromoAction(c.var.db, userId, type, id, action);
    if (!data) throw notFound(missing);
    // A vote moves the temperature every visitor sees on the promo's page. Lists re-sort by rating on
    // their own revalidation: refreshing the top 100 on every vote would leave it never cached.
    if (page && VOTES.includes(action)) c.var.contentChanged(LOCALES.map((locale) => siteRoute(page, locale, { id })));
    return c.json({ data } satisfies PromoActionResponse);
  });
}

actionRoutes.put(`/news/:id/${actionPattern(ARTICLE_ACTIONS)}`, async (c) => {
  const { id, userId } = await actionRequest(c, 'Article not found.');
  const data = await applyArticleAction(c.var.db, userId, id, actionParam<ArticleAction>(c, ARTICLE_ACTIONS));
  if (!data) throw notFound('Article not found.');
  return c.json({ data } satisfies ArticleActionResponse);
});

for (const entity of SUBSCRIBABLE_ENTITIES) {
  const missing = ENTITY_MISSING[entity];
  actionRoutes.put(`/${entity}/:id/${actionPattern(SUBSCRIPTION_ACTIONS)}`, async (c) => {
    const { id, userId } = await actionRequest(c, missing);
    const data = await applySubscription(c.var.db, userId, entity, id, actionParam<SubscriptionAction>(c, SUBSCRIPTION_ACTIONS));
    if (!data) throw notFound(missing);
    return c.json({ data } satisfies SubscriptionResponse);
  });
}
