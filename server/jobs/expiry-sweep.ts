import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../db/client';
import { logger } from '../logger';
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
 * 2. The "expiring soon" hooks below get the promos that end within the next 24 hours.
 *
 * Cached pages are not expired from here (revalidateTag only works inside a request): they catch up
 * within their lifetimes (docs/architecture.md, Jobs).
 */

export const EXPIRY_SWEEP_QUEUE = 'expiry-sweep';
export const BATCH_SIZE = 500;
const SOON_MS = 24 * 60 * 60 * 1000;

/** A promo that ends within the next 24 hours, as the feed index knows it. */
export type ExpiringPromo = { feedItemId: number; type: 'Post' | 'OnlinePromo' | 'FolderItem'; id: number; expiredAt: Date };

/**
 * Called with each batch of promos that end soon. The slot where "expiring soon" notifications plug
 * in (to the members who saved the promo, once per promo: the notification's event key de-duplicates,
 * as the sweep sees a promo in every run of its last 24 hours).
 */
export type ExpiringSoonHook = (deps: JobDeps, promos: readonly ExpiringPromo[]) => Promise<void>;

export const EXPIRING_SOON_HOOKS: ExpiringSoonHook[] = [];

/** The source end date of a feed row, per kind; folder items end when their folder's last day ends. */
const SOURCE_END: Record<ExpiringPromo['type'], SQL> = {
  Post: sql`(select p.expired_at from posts p where p.id = f.morphable_id)`,
  OnlinePromo: sql`(select o.expired_at from online_promos o where o.id = f.morphable_id)`,
  FolderItem: sql`(select ((d.valid_to + 1)::timestamp at time zone 'Europe/Brussels') from folder_items i join folders d on d.id = i.folder_id where i.id = f.morphable_id)`,
};

async function catchUpBatch(db: Db, type: ExpiringPromo['type'], now: Date, afterId: number): Promise<{ lastId: number | null; updated: number }> {
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

async function expiringSoonBatch(db: Db, now: Date, afterId: number): Promise<ExpiringPromo[]> {
  const rows = await executeRows<{ id: number; morphable_type: ExpiringPromo['type']; morphable_id: number; expired_at: Date | string }>(
    db,
    sql`select id, morphable_type, morphable_id, expired_at from feed_items
        where is_active and morphable_type in ('Post', 'OnlinePromo', 'FolderItem')
          and expired_at > ${now} and expired_at <= ${new Date(now.getTime() + SOON_MS)} and id > ${afterId}
        order by id limit ${BATCH_SIZE}`,
  );
  return rows.map((row) => ({ feedItemId: Number(row.id), type: row.morphable_type, id: Number(row.morphable_id), expiredAt: new Date(row.expired_at) }));
}

export type SweepSummary = { feedRowsExpired: number; expiringSoon: number };

export async function runExpirySweep(deps: JobDeps, hooks: readonly ExpiringSoonHook[] = EXPIRING_SOON_HOOKS): Promise<SweepSummary> {
  const now = deps.clock();
  let feedRowsExpired = 0;
  for (const type of ['Post', 'OnlinePromo', 'FolderItem'] as const) {
    for (let after: number | null = 0; after !== null; ) {
      const batch = await catchUpBatch(deps.db, type, now, after);
      feedRowsExpired += batch.updated;
      after = batch.lastId;
    }
  }
  let expiringSoon = 0;
  if (hooks.length > 0) {
    for (let after = 0; ; ) {
      const promos = await expiringSoonBatch(deps.db, now, after);
      if (promos.length === 0) break;
      for (const hook of hooks) await hook(deps, promos);
      expiringSoon += promos.length;
      after = promos.at(-1)?.feedItemId ?? after;
      if (promos.length < BATCH_SIZE) break;
    }
  }
  logger.info('expiry_sweep', { feed_rows_expired: feedRowsExpired, expiring_soon: expiringSoon });
  return { feedRowsExpired, expiringSoon };
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
