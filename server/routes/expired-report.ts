import { Hono } from 'hono';
import { z } from 'zod';
import { cacheTags } from '@/lib/api/cache-tags';
import { EXPIRED_REPORT_TYPES, type ExpiredReportResponse } from '@/lib/api/notifications-types';
import { MAX_RECORD_ID } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { reportExpired } from '../services/expired-report';
import { forgetFeedTotals } from '../services/feed/totals-memo';

/** A member reporting a promo expired (docs/notifications.md, "Reported expired"). */

const reportBody = z.object({
  type: z.enum(EXPIRED_REPORT_TYPES, { error: 'The type must be Post, OnlinePromo or FolderItem.' }),
  id: z.number({ error: 'The id must be a positive whole number.' }).int().min(1).max(MAX_RECORD_ID),
});

export const expiredReportRoutes = new Hono<AppEnv>().post(
  '/expired-promo-report',
  endpoint(
    { summary: 'Report a promo expired (once per member; three members or its author end it).', auth: 'user', body: reportBody },
    async (c, { body, userId }) => {
      const result = await reportExpired(c.var.db, userId, body.type, body.id, new Date());
      if (!result) throw notFound('Promo not found.');
      if (result.expiredNow) {
        // Every list drops it (the top 100 too) and its page shows it expired.
        forgetFeedTotals(c.var.db);
        c.var.contentChanged([cacheTags.promo(body.type, body.id), cacheTags.feed]);
      }
      return c.json({ data: result.flags } satisfies ExpiredReportResponse);
    },
  ),
);
