import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../../server/db/client';
import type { MorphableType } from '../../../server/db/schema';
import { matchPromo } from '../../../server/services/deal-alerts/match';
import { refreshAlertLexemes } from '../../../server/services/deal-alerts/match-keywords';
import { searchWordsOf } from '../../../server/services/search/vocabulary';
import type { AlertMeasure } from './measure';

/**
 * Matching one new promo against every alert (issue 16's target: at most 50 ms), as the publication
 * job and the scheduled scan do it: `matchPromo` whole, its transaction, the match rows and the
 * members' notices included. The search words are warm, as in a running site (kept fresh per database).
 */
export const matchOnePromo: AlertMeasure = {
  name: 'match one promo',
  targetMs: 50,
  targetOn: 'p95',
  sample: 'matchPromo of one visible promo',
  async run({ db, runs, log }) {
    // Every run starts from promos nobody matched yet.
    await db.execute(sql`delete from deal_alert_matched_promos`);
    await db.execute(sql`delete from deal_alert_matches`);
    await db.execute(sql`delete from notifications where event_key like 'deal-alert:%'`);
    const words = await searchWordsOf(db);
    const started = performance.now();
    const computed = await refreshAlertLexemes(db, words, new Date());
    if (computed > 0) log(`computed the lexemes of ${computed} keyword alerts in ${Math.round(performance.now() - started)} ms`);

    const promos = await executeRows<{ type: MorphableType; id: number }>(
      db,
      sql`select morphable_type as type, morphable_id as id from feed_items order by id limit ${runs + 20}`,
    );
    const samples: number[] = [];
    let matched = 0;
    let notified = 0;
    for (const [index, promo] of promos.entries()) {
      const before = performance.now();
      const outcome = await matchPromo(db, { type: promo.type, id: Number(promo.id) }, { words, siteUrl: 'https://bench.example' });
      const elapsed = performance.now() - before;
      // The first 20 warm the caches and the planner; not counted.
      if (index < 20) continue;
      samples.push(elapsed);
      if (outcome.status === 'matched') {
        matched += outcome.matched;
        notified += outcome.notified;
      }
    }
    return { samples, note: `${(matched / samples.length).toFixed(1)} matches and ${(notified / samples.length).toFixed(1)} notices per promo` };
  },
};
