import { Hono } from 'hono';
import { z } from 'zod';
import { FAVOURITE_KINDS, FAVOURITES_PER_PAGE } from '@/lib/api/favourites';
import { listOffsetParam, pageNumberParam, perPageParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { requestLocale } from '../http/locale';
import { MAX_PER_PAGE, pageRequest, startingAt } from '../http/pagination';
import { endpoint } from '../http/endpoint';
import { listFavourites } from '../services/favourites/list';

const favouritesQuery = z.object({
  kind: z.enum(FAVOURITE_KINDS, { message: 'The kind must be promos or folders.' }).default('promos'),
  page: pageNumberParam,
  per_page: perPageParam(FAVOURITES_PER_PAGE, MAX_PER_PAGE),
  offset: listOffsetParam,
  locale: z.string().max(8).optional(),
});

/** The member's favourites page: saved promos or folders, newest saved first (services/favourites). */
export const favouriteRoutes = new Hono<AppEnv>().get(
  '/favorites',
  endpoint(
    { summary: "The member's favourite promos (every kind) or folders, newest saved first.", auth: 'user', query: favouritesQuery },
    async (c, { query, userId }) => {
      const viewer = { userId, locale: requestLocale(c) };
      c.header('Cache-Control', 'no-store');
      const request = startingAt(pageRequest(query.page, query.per_page), query.offset);
      return c.json(await listFavourites(c.var.db, viewer, query.kind, request));
    },
  ),
);
