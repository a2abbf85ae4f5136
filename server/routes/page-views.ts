import { Hono } from 'hono';
import { z } from 'zod';
import { PAGE_VIEW_TYPES, PAGE_VIEWS_PATH } from '@/lib/api/page-views';
import { MAX_RECORD_ID } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { clientIp } from '../http/request';
import { countPageView } from '../services/catalogue/page-views';
import { visitorCounts } from '../services/catalogue/visitor-counts';

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

export const pageViewRoutes = new Hono<AppEnv>().post(
  PAGE_VIEWS_PATH,
  endpoint({ summary: "Count one view of a store's, webshop's, brand's or product's page.", body: viewBody }, async (c, { body }) => {
    // Once per visitor and page in a while (services/catalogue/visitor-counts.ts); the answer is 204 either way.
    const counts = visitorCounts('view', clientIp(c), `${body.type}:${body.id}`);
    if (!(await countPageView(c.var.db, body.type, body.id, counts))) throw notFound('Page not found.');
    return c.body(null, 204);
  }),
);
