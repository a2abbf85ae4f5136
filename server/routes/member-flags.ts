import { Hono } from 'hono';
import { z } from 'zod';
import type { HiddenPromosPage, MemberPromoFlagsResponse } from '@/lib/api/member-flags';
import { flagItemsParam } from '@/lib/schemas/member-flags';
import { pageNumberParam, perPageParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { requestLocale } from '../http/locale';
import { pageRequest } from '../http/pagination';
import { listHiddenPromos, memberPromoFlags } from '../services/member-flags';

/**
 * The signed-in member's own side of the lists: their flags on a page of cards in one call (the
 * lists themselves are rendered once for everyone), and the promos they hid, to restore them.
 */

const flagsQuery = z.object({ items: flagItemsParam, locale: z.string().max(8).optional() }).strict();
const hiddenQuery = z
  .object({ page: pageNumberParam, per_page: perPageParam(10, 100), locale: z.string().max(8).optional() })
  .strict();

export const memberFlagRoutes = new Hono<AppEnv>()
  .get(
    '/me/promo-flags',
    endpoint({ summary: "The member's flags and current counts on a page of promos (Type:id items).", auth: 'user', query: flagsQuery }, async (c, { query, userId }) => {
      const data = await memberPromoFlags(c.var.db, userId, query.items);
      return c.json({ data } satisfies MemberPromoFlagsResponse);
    }),
  )
  .get(
    '/me/hidden-promos',
    endpoint({ summary: 'The promos the member hid, most recently hidden first.', auth: 'user', query: hiddenQuery }, async (c, { query, userId }) => {
      const page = pageRequest(query.page, query.per_page);
      const result = await listHiddenPromos(c.var.db, { userId, locale: requestLocale(c) }, page);
      return c.json(result satisfies HiddenPromosPage);
    }),
  );
