import { Hono } from 'hono';
import { z } from 'zod';
import { FOLLOWABLE_ENTITIES, FOLLOWABLE_TYPES, type SubscriptionResponse } from '@/lib/api/actions';
import type { AlertTargetType } from '@/lib/api/deal-alerts';
import { alertPatchBody, entitySubscribeBody } from '@/lib/api/deal-alerts-schemas';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE } from '@/lib/schemas/feed-filter-values';
import { pageNumberParam, perPageParam, recordIdParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { fieldErrors, notFound, validationError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { pageRequest } from '../../http/pagination';
import { memberAlerts } from '../../services/deal-alerts/subscriptions';
import { alertPromos } from '../../services/deal-alerts/subscriptions-promos';
import { availableTargets, suggestedTargets } from '../../services/deal-alerts/subscriptions-suggest';
import { deleteAlert, followEntity, patchAlert, unfollowEntity } from '../../services/deal-alerts/subscriptions-write';

/**
 * The members' deal alert calls (docs/deal-alerts.md, "Member calls"): following an entity (a store,
 * webshop, brand, product or category) is having an alert on it; the member lists, changes and
 * deletes their alerts, and the /deal-alerts page reads what to follow and the promos their alerts
 * find. Every call needs a signed-in member (401 for guests); another member's alert is a 404 with
 * nothing changed. A malformed id is a 404 before the sign-in check, as on every route.
 */

const MISSING: Record<AlertTargetType, string> = {
  Store: 'Store not found.',
  Webshop: 'Webshop not found.',
  Brand: 'Brand not found.',
  Product: 'Product not found.',
  Category: 'Category not found.',
};

const ALERT_MISSING = 'Deal alert not found.';

/** Unfollowing takes any JSON object (earlier clients sent one) and reads nothing from it. */
const anyObject = z.object({}, { error: 'The request body must be a JSON object.' });

const LIMIT_LABELS: Record<string, string> = {
  excluded_words: 'excluded words',
  max_price: 'maximum price',
  min_temperature: 'minimum temperature',
};

const pageQuery = z.object({ page: pageNumberParam });
const promosQuery = z.object({ page: pageNumberParam, per_page: perPageParam(FEED_PAGE_SIZE, MAX_PAGE_SIZE), locale: z.string().max(8).optional() });

const alertIdSpec = { params: { id: recordIdParam }, missing: ALERT_MISSING, auth: 'user' } as const;

export const dealAlertRoutes = new Hono<AppEnv>();

for (const entity of FOLLOWABLE_ENTITIES) {
  const type = FOLLOWABLE_TYPES[entity];
  const missing = MISSING[type];
  dealAlertRoutes.put(
    `/${entity}/:id/subscribe`,
    endpoint(
      {
        summary: `Follow one of the ${entity}: creates or updates the member's deal alert on it (daily, weekly or no e-mail).`,
        params: { id: recordIdParam },
        missing,
        auth: 'user',
        body: entitySubscribeBody,
      },
      async (c, { params, userId, body }) => {
        const subscription = await followEntity(c.var.db, userId, requestLocale(c), type, params.id, {
          daily: body.daily_email_notification ?? false,
          weekly: body.weekly_email_notification ?? false,
        });
        if (!subscription) throw notFound(missing);
        return c.json({ data: { is_subscribed: true, subscription } } satisfies SubscriptionResponse);
      },
    ),
  );
  dealAlertRoutes.put(
    `/${entity}/:id/unsubscribe`,
    endpoint(
      { summary: `Stop following one of the ${entity}: deletes the member's deal alert on it.`, params: { id: recordIdParam }, missing, auth: 'user', body: anyObject },
      async (c, { params, userId }) => {
        if (!(await unfollowEntity(c.var.db, userId, type, params.id))) throw notFound(missing);
        return c.json({ data: { is_subscribed: false, subscription: null } } satisfies SubscriptionResponse);
      },
    ),
  );
}

const deleteOwn = endpoint(
  { summary: "Deletes one of the member's deal alerts.", ...alertIdSpec },
  async (c, { params, userId }) => {
    if (!(await deleteAlert(c.var.db, userId, params.id))) throw notFound(ALERT_MISSING);
    return c.json({ data: { id: params.id, deleted: true as const } });
  },
);

dealAlertRoutes
  .get(
    '/subscriptions',
    endpoint({ summary: "The member's deal alerts, entity and keyword, newest first.", auth: 'user' }, async (c, { userId }) =>
      c.json({ data: await memberAlerts(c.var.db, userId, requestLocale(c)) }),
    ),
  )
  .get(
    '/subscriptions/promos',
    endpoint(
      { summary: "The current promos that match any of the member's deal alerts, newest first (the feed's shape).", auth: 'user', query: promosQuery },
      async (c, { query, userId }) =>
        c.json(await alertPromos(c.var.db, { userId, locale: requestLocale(c) }, pageRequest(query.page, query.per_page))),
    ),
  )
  .patch(
    '/subscriptions/:id',
    endpoint(
      { summary: "Changes one of the member's deal alerts: its period, and a keyword alert's limits.", ...alertIdSpec, body: alertPatchBody },
      async (c, { params, userId, body }) => {
        const outcome = await patchAlert(c.var.db, userId, params.id, body, requestLocale(c));
        if (outcome.kind === 'missing') throw notFound(ALERT_MISSING);
        if (outcome.kind === 'keyword-only') {
          throw validationError(fieldErrors(outcome.fields.map((field) => [field, `Only a keyword alert has a ${LIMIT_LABELS[field] ?? field}.`] as const)));
        }
        return c.json({ data: outcome.alert });
      },
    ),
  )
  .delete('/subscriptions/:id', deleteOwn)
  .get('/delete-subscription/:id', deleteOwn)
  .get(
    '/available-subscriptions',
    endpoint(
      { summary: 'The most popular categories, stores, webshops and brands to follow, each saying whether the member does.', auth: 'user' },
      async (c, { userId }) => c.json({ data: await availableTargets(c.var.db, userId, requestLocale(c)) }),
    ),
  )
  .get(
    '/suggested-subscriptions',
    endpoint(
      {
        summary: "Stores, webshops, brands and categories the member's favourites, votes and searches point to, not yet followed; popular ones fill up.",
        auth: 'user',
        query: pageQuery,
      },
      async (c, { query, userId }) => c.json(await suggestedTargets(c.var.db, userId, requestLocale(c), query.page)),
    ),
  );
