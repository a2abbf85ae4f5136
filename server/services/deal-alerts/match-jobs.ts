import { eq, sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client';
import { jobCursors, type MorphableType } from '../../db/schema';
import { defineQueue, DEFAULT_QUEUE_OPTIONS } from '../../jobs/types';
import { logger } from '../../logger';
import { searchWordsOf } from '../search/vocabulary';
import { matchPromo, type PromoRef } from './match';
import { refreshAlertLexemes } from './match-keywords';

/**
 * When deal-alert matching runs (docs/deal-alerts.md, Matching):
 * - `deal-alerts-match`: one promo, queued in the transaction that publishes it (a member's post).
 * - `deal-alerts-visible`: every 5 minutes, the promos whose moment came since the last run (a folder
 *   becoming current, an online promo starting, anything published by other means). Its cursor is
 *   durable (job_cursors); the window reaches OVERLAP_MS further back, and the matched-promo marks
 *   keep a promo from being matched twice, so a row written with a moment slightly in the past is
 *   still found.
 */

export const MATCH_QUEUE = 'deal-alerts-match';
export const VISIBLE_QUEUE = 'deal-alerts-visible';
const OVERLAP_MS = 60 * 60_000;
/** Promos per read of the scan; a run stops after MAX_PER_RUN and the next continues. */
const SCAN_BATCH = 200;
const MAX_PER_RUN = 5_000;
/** Keyword alerts whose lexemes are older than a day are recomputed, this many per run (the vocabulary evolves). */
const LEXEME_REFRESH_PER_RUN = 1_000;
const LEXEME_MAX_AGE_MS = 24 * 60 * 60_000;

export type VisibleScanSummary = { promos: number; matched: number; notified: number; lexemes: number; cursor: Date };

/** Matches the promos that became visible in (cursor − OVERLAP, now], oldest first, and moves the cursor. */
export async function matchNewlyVisiblePromos(db: Db, now: Date, options: { siteUrl?: string; maxPromos?: number } = {}): Promise<VisibleScanSummary> {
  const words = await searchWordsOf(db);
  const lexemes = await refreshAlertLexemes(db, words, now, {
    refreshOlderThan: new Date(now.getTime() - LEXEME_MAX_AGE_MS),
    refreshLimit: LEXEME_REFRESH_PER_RUN,
  });
  const [stored] = await db.select().from(jobCursors).where(eq(jobCursors.name, VISIBLE_QUEUE));
  const from = new Date((stored?.at ?? now).getTime() - OVERLAP_MS);
  const max = options.maxPromos ?? MAX_PER_RUN;
  let promos = 0;
  let matched = 0;
  let notified = 0;
  let cursor = now;
  for (;;) {
    const batch = await executeRows<{ type: MorphableType; id: number; at: Date | string }>(
      db,
      sql`select f.morphable_type as type, f.morphable_id as id, greatest(f.published_at, f.started_at) as at
        from feed_items f
        where f.is_active and greatest(f.published_at, f.started_at) > ${from} and greatest(f.published_at, f.started_at) <= ${now}
          and (f.expired_at is null or f.expired_at > ${now})
          and not exists (select 1 from deal_alert_matched_promos m where m.morphable_type = f.morphable_type and m.morphable_id = f.morphable_id)
        order by greatest(f.published_at, f.started_at), f.id
        limit ${Math.min(SCAN_BATCH, max - promos)}`,
    );
    for (const row of batch) {
      const outcome = await matchPromo(db, { type: row.type, id: Number(row.id) }, { now, words, siteUrl: options.siteUrl });
      if (outcome.status === 'matched') {
        matched += outcome.matched;
        notified += outcome.notified;
      }
    }
    promos += batch.length;
    const last = batch.at(-1);
    if (batch.length < SCAN_BATCH || promos >= max) {
      // Stopped early: the next run starts where this one got to (the overlap covers the rest).
      if (promos >= max && last) cursor = new Date(last.at);
      break;
    }
  }
  await db
    .insert(jobCursors)
    .values({ name: VISIBLE_QUEUE, at: cursor, updatedAt: now })
    .onConflictDoUpdate({ target: jobCursors.name, set: { at: cursor, updatedAt: now } });
  logger.info('deal_alerts_visible', { promos, matched, notified, lexemes });
  return { promos, matched, notified, lexemes, cursor };
}

/**
 * One promo, matched as soon as it is published, or published again (`again`: alerts made since get
 * it). Retried as a whole: existing match rows and notices make that safe.
 */
export const dealAlertMatchQueue = defineQueue<PromoRef>({
  name: MATCH_QUEUE,
  options: DEFAULT_QUEUE_OPTIONS,
  handler: (deps) => async (job) => {
    await matchPromo(deps.db, job.data, { siteUrl: deps.config().siteUrl, now: deps.clock(), again: true });
  },
});

export const dealAlertVisibleQueue = defineQueue<Record<string, never>>({
  name: VISIBLE_QUEUE,
  // A failed scan is done by the next one: one retry, then give up.
  options: { ...DEFAULT_QUEUE_OPTIONS, retryLimit: 1, expireInSeconds: 10 * 60 },
  schedule: { cron: '*/5 * * * *' },
  handler: (deps) => async () => {
    await matchNewlyVisiblePromos(deps.db, deps.clock(), { siteUrl: deps.config().siteUrl });
  },
});
