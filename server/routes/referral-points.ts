import { Hono } from 'hono';
import { z } from 'zod';
import { siteUrl } from '@/lib/env';
import type { MyPointsResponse, MyReferralsResponse } from '@/lib/api/referral';
import { localizedPath } from '@/lib/i18n/paths';
import { pageNumberParam, perPageParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { requestLocale } from '../http/locale';
import { pageRequest } from '../http/pagination';
import { pointsHistory } from '../services/points/history';
import { referralStats } from '../services/referrals/referrals';

/** The member's refer-a-friend figures and points history (docs/referral.md). */

const localeParam = z.string().max(8).optional();
const pointsQuery = z.object({ page: pageNumberParam, per_page: perPageParam(10, 50), locale: localeParam }).strict();

export const referralPointsRoutes = new Hono<AppEnv>()
  .get(
    '/me/referrals',
    endpoint({ summary: "The member's invitation link, the friends who joined through it and the points it earned.", auth: 'user' }, async (c, { userId }) => {
      const locale = requestLocale(c);
      // The registration page in the member's language: the friend lands on the form, the code rides along.
      const link = (code: string) => `${siteUrl()}${localizedPath('/register', locale)}?invited_by=${encodeURIComponent(code)}`;
      const data = await referralStats(c.var.db, userId, link);
      return c.json({ data } satisfies MyReferralsResponse);
    }),
  )
  .get(
    '/me/points',
    endpoint({ summary: "The member's points balance and history (newest first, pages of 10).", auth: 'user', query: pointsQuery }, async (c, { userId, query }) => {
      const result = await pointsHistory(c.var.db, userId, requestLocale(c), pageRequest(query.page, query.per_page));
      return c.json(result satisfies MyPointsResponse);
    }),
  );
