import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../db/client';
import { logger } from '../logger';
import { purgeDeletedNotifications } from '../services/notifications/change';
import { notifyExpiringFavourites } from '../services/notifications/expiring';
import { defineQueue, DEFAULT_QUEUE_OPTIONS, type JobDeps } from './types';

/**
 * The expiry sweep, every 15 minutes (Brussels time). A promo's end date is its `expired_at` (posts,
 * online promos; folder items end with their folder's `valid_to`), and every list already hides
 * what has ended by comparing that date with the time of the request. What the sweep adds:
 *
 * 1. The feed index catches up with its sources: a feed row whose source has ended but whose own
 *    `expired_at` is empty or later (a source end date moved without its feed row) gets the source's
 *    date. Batches of BATCH_SIZE rows, each its own short statement (on PGlite a long one would hold
 *    the single connection every web request needs); run twice, the second run changes nothing.
 * 2. "Expiring soon": members who saved a promo that ends within the next 24 hours are told, once
 *    (the notification's event key; a notification they deleted keeps holding it).
 * 3. Deleted notifications past their keeping time are removed.
 *
 * Cached pages are not expired from here (revalidateTag only works inside a request): they catch up
 * within their lifetimes (docs/architecture.md, Jobs).
 */

export const EXPIRY_SWEEP_QUEUE = 'expiry-sweep';
export const BATCH_SIZE = 500;

type PromoKind = 'Post' | 'OnlinePromo' | 'FolderItem';

/** The source end date of a feed row, per kind; folder items end when their folder's last day ends. */
const SOURCE_END: Record<PromoKind, SQL> = {
  Post: sql`(select p.expired_at from posts p where p.id = f.morphable_id)`,
  OnlinePromo: sql`(select o.expired_at from online_promos o where o.id = f.morphable_id)`,
  FolderItem: sql`(select ((d.valid_to + 1)::timestamp at time zone 'Europe/Brussels') from folder_items i join folders d on d.id = i.folder_id where i.id = f.morphable_id)`,
};

async function catchUpBatch(db: Db, type: PromoKind, now: Date, afterId: number): Promise<{ lastId: number | null; updated: number }> {
  const rows = await executeRows<{ id: number; changed: boolean }>(
    db,
    sql`with batch as (
          select f.id, ${SOURCE_END[type]} as source_end from feed_items f
          where f.morphable_type = ${type} and f.id > ${afterId}
          order by f.id limit ${BATCH_SIZE}
        ), changed as (
          update feed_items f set expired_at = b.source_end, updated_at = ${now}
          from batch b
          where f.id = b.id and b.source_end <= ${now} and (f.expired_at is null or f.expired_at > b.source_end)
          returning f.id
        )
        select b.id, exists (select 1 from changed c where c.id = b.id) as changed from batch b order by b.id`,
  );
  const last = rows.at(-1);
  return { lastId: rows.length === BATCH_SIZE && last ? Number(last.id) : null, updated: rows.filter((row) => row.changed).length };
}

export type SweepSummary = { feedRowsExpired: number; expiringSoon: number; notificationsPurged: number };

export async function runExpirySweep(deps: JobDeps): Promise<SweepSummary> {
  const now = deps.clock();
  let feedRowsExpired = 0;
  for (const type of ['Post', 'OnlinePromo', 'FolderItem'] as const) {
    for (let after: number | null = 0; after !== null; ) {
      const batch = await catchUpBatch(deps.db, type, now, after);
      feedRowsExpired += batch.updated;
      after = batch.lastId;
    }
  }
  const { created: expiringSoon } = await notifyExpiringFavourites(deps.db, now, { siteUrl: deps.config().siteUrl, now });
  const notificationsPurged = await purgeDeletedNotifications(deps.db, now);
  logger.info('expiry_sweep', { feed_rows_expired: feedRowsExpired, expiring_soon: expiringSoon, notifications_purged: notificationsPurged });
  return { feedRowsExpired, expiringSoon, notificationsPurged };
}

export const expirySweepQueue = defineQueue<Record<string, never>>({
  name: EXPIRY_SWEEP_QUEUE,
  // A sweep that fails is simply done by the next one: one retry, then give up.
  options: { ...DEFAULT_QUEUE_OPTIONS, retryLimit: 1, expireInSeconds: 10 * 60 },
  schedule: { cron: '*/15 * * * *' },
  handler: (deps) => async () => {
    await runExpirySweep(deps);
  },
});
