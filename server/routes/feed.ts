import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PROMOTED_SECTIONS } from '@/lib/api/feed';
import { feedQuerySchema } from '@/lib/schemas/feed-filters';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { pageRequest } from '../http/pagination';
import { recordIdParam } from '@/lib/schemas/route-params';
import { endpoint } from '../http/endpoint';
import { listBonusActions } from '../services/feed/bonus-actions';
import { getFolderItemDetail, getOnlinePromoDetail, getPostDetail } from '../services/feed/details';
import type { Viewer } from '../services/feed/index-rows';
import { listFeed } from '../services/feed/listing';
import { listPromoTypes } from '../services/feed/promo-types';
import { findCategoryId } from '../services/catalogue/categories';
import { listPromoted } from '../services/feed/promoted';

/**
 * The promo feed, promo details, promoted promos, promo types and bonus actions (docs/product.md, API;
 * the coins: docs/points.md, "The bonuses"). Query logic lives in services/feed/; this maps HTTP to it.
 */

/** `locale` is the documented fallback of the Language header (http/locale.ts), not a filter. */
const feedItemsQuery = feedQuerySchema.extend({ locale: z.string().max(8).optional() });

const promotedQuery = z.object({
  section: z.enum(PROMOTED_SECTIONS, { message: 'The section must be hero-section or category-hero-section.' }),
  // PostgreSQL rejects NUL in text; no slug contains a control character.
  category: z.string().trim().min(1).max(255).regex(/^[^\u0000-\u001f\u007f]+$/, 'The category is invalid.').optional(),
});

function viewerOf(c: Context<AppEnv>): Viewer {
  return { userId: c.var.userId ?? null, locale: requestLocale(c) };
}

export const feedRoutes = new Hono<AppEnv>()
  .get('/feed-items', endpoint({ summary: 'The promo feed: filtered, sorted, paged.', query: feedItemsQuery }, async (c, { query }) => {
    const result = await listFeed(c.var.db, viewerOf(c), pageRequest(query.page, query.per_page), {
      filters: query.filters,
      sort: query.sort,
      includeFilters: query.include_filters,
    });
    return c.json(result);
  }))
  .get('/posts/:id', endpoint({ summary: 'Post details.', params: { id: recordIdParam }, missing: 'Post not found.' }, async (c, { params }) => {
    const data = await getPostDetail(c.var.db, viewerOf(c), params.id);
    if (!data) throw notFound('Post not found.');
    return c.json({ data });
  }))
  .get('/online-promos/:id', endpoint({ summary: 'Online promo details.', params: { id: recordIdParam }, missing: 'Online promo not found.' }, async (c, { params }) => {
    const data = await getOnlinePromoDetail(c.var.db, viewerOf(c), params.id);
    if (!data) throw notFound('Online promo not found.');
    return c.json({ data });
  }))
  .get('/folder-items/:id', endpoint({ summary: 'Folder item details.', params: { id: recordIdParam }, missing: 'Folder item not found.' }, async (c, { params }) => {
    const data = await getFolderItemDetail(c.var.db, viewerOf(c), params.id);
    if (!data) throw notFound('Folder item not found.');
    return c.json({ data });
  }))
  .get('/promoted-promo', endpoint({ summary: 'The promoted promos of a hero section.', query: promotedQuery }, async (c, { query }) => {
    let categoryId: number | null = null;
    if (query.section === 'category-hero-section' && query.category !== undefined) {
      categoryId = await findCategoryId(c.var.db, query.category);
      if (categoryId === null) throw notFound('Category not found.');
    }
    return c.json({ data: await listPromoted(c.var.db, viewerOf(c), query.section, categoryId) });
  }))
  .get('/types', endpoint({ summary: 'The promo types.' }, async (c) => c.json({ data: await listPromoTypes(c.var.db, requestLocale(c)) })))
  .get('/bonus-actions', endpoint({ summary: 'The bonus actions.' }, async (c) => c.json({ data: await listBonusActions(c.var.db) })));
