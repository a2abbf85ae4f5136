import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PROMOTED_SECTIONS } from '@/lib/api/feed';
import { feedQuerySchema } from '@/lib/schemas/feed-filters';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { requestLocale } from '../http/locale';
import { pageRequest } from '../http/pagination';
import { idParam, validQuery } from '../http/validate';
import {
  findCategoryId,
  getFolderItemDetail,
  getOnlinePromoDetail,
  getPostDetail,
  listBonusActions,
  listFeed,
  listPromoTypes,
  listPromoted,
  type Viewer,
} from '../services/feed';

/**
 * The promo feed, promo details, promoted promos, promo types and bonus actions (docs/product.md, API,
 * "Content"). Query logic lives in services/feed.ts; this maps HTTP to it.
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
  .get('/feed-items', async (c) => {
    const query = validQuery(c, feedItemsQuery);
    const result = await listFeed(c.var.db, viewerOf(c), pageRequest(query.page, query.per_page), {
      filters: query.filters,
      sort: query.sort,
      includeFilters: query.include_filters,
    });
    return c.json(result);
  })
  .get('/posts/:id', async (c) => {
    const id = idParam(c, 'id', 'Post not found.');
    const data = await getPostDetail(c.var.db, viewerOf(c), id);
    if (!data) throw notFound('Post not found.');
    return c.json({ data });
  })
  .get('/online-promos/:id', async (c) => {
    const id = idParam(c, 'id', 'Online promo not found.');
    const data = await getOnlinePromoDetail(c.var.db, viewerOf(c), id);
    if (!data) throw notFound('Online promo not found.');
    return c.json({ data });
  })
  .get('/folder-items/:id', async (c) => {
    const id = idParam(c, 'id', 'Folder item not found.');
    const data = await getFolderItemDetail(c.var.db, viewerOf(c), id);
    if (!data) throw notFound('Folder item not found.');
    return c.json({ data });
  })
  .get('/promoted-promo', async (c) => {
    const query = validQuery(c, promotedQuery);
    let categoryId: number | null = null;
    if (query.section === 'category-hero-section' && query.category !== undefined) {
      categoryId = await findCategoryId(c.var.db, query.category);
      if (categoryId === null) throw notFound('Category not found.');
    }
    return c.json({ data: await listPromoted(c.var.db, viewerOf(c), query.section, categoryId) });
  })
  .get('/types', async (c) => c.json({ data: await listPromoTypes(c.var.db, requestLocale(c)) }))
  .get('/bonus-actions', async (c) => c.json({ data: await listBonusActions(c.var.db) }));
