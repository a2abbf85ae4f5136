import { Hono } from 'hono';
import { z } from 'zod';
import { PAGE_VIEW_TYPES, PAGE_VIEWS_PATH } from '@/lib/api/page-views';
import { MAX_RECORD_ID } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { clientIp } from '../http/request';
import { RateLimiter, type RateRule } from '../services/accounts/rate-limit';
import { countPageView } from '../services/catalogue/page-views';

/**
 * The view beacon of the store, webshop, brand and product pages: the pages themselves are cached, so
 * the browser reports each view once it is shown, and the count feeds their popularity
 * (services/catalogue/popularity.ts). No cache tag changes: a view reorders the popular lists at their
 * next refresh, not at once.
 */
const viewBody = z.object({
  type: z.enum(PAGE_VIEW_TYPES, { error: 'The type must be store, webshop, brand or product.' }),
  id: z.number({ error: 'The id must be a positive whole number.' }).int().min(1).max(MAX_RECORD_ID),
});

/**
 * A view counts once per visitor and page within half an hour, and a visitor's views stop counting
 * past a browsing pace no person keeps: a script replaying the beacon cannot push a store up the
 * popular lists. Over the limits the answer is still 204 (nobody reads a beacon's answer), the count
 * just does not move.
 */
export const VIEW_RULES = {
  visitorPage: { name: 'view:visitor-page', limit: 1, windowMs: 30 * 60_000 },
  visitor: { name: 'view:visitor', limit: 120, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;
const viewLimiter = new RateLimiter();

export const pageViewRoutes = new Hono<AppEnv>().post(
  PAGE_VIEWS_PATH,
  endpoint({ summary: "Count one view of a store's, webshop's, brand's or product's page.", body: viewBody }, async (c, { body }) => {
    const ip = clientIp(c)?.slice(0, 64) ?? null;
    const counts =
      viewLimiter.hit(
        [
          { rule: VIEW_RULES.visitorPage, key: ip && `${ip}:${body.type}:${body.id}` },
          { rule: VIEW_RULES.visitor, key: ip },
        ],
        Date.now(),
      ) === null;
    if (!(await countPageView(c.var.db, body.type, body.id, counts))) throw notFound('Page not found.');
    return c.body(null, 204);
  }),
);
