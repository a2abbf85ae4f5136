import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../../server/db/client';
import type { MorphableType } from '../../../server/db/schema';
import { findMatchingAlerts, matchPromo } from '../../../server/services/deal-alerts/match';
import { refreshAlertLexemes } from '../../../server/services/deal-alerts/match-keywords';
import { searchWordsOf } from '../../../server/services/search/vocabulary';
import { timed, type AlertMeasure } from './measure';

/**
 * Matching one new promo against every alert (target: at most 50 ms; docs/deal-alerts.md, Matching).
 * Three measures: the matching itself (which alerts want the promo: entity probes and the keyword
 * statement); `matchPromo` without notices (its transaction and match rows); and `matchPromo` whole,
 * as the publication job and the scheduled scan run it (the members' notices included). The search
 * words are warm, as in a running site.
 */

const WARM_UP = 20;

async function unmatchedPromos(db: Db, count: number): Promise<{ type: MorphableType; id: number }[]> {
  // Every run starts from promos nobody matched yet.
  await db.execute(sql`delete from deal_alert_matched_promos`);
  await db.execute(sql`delete from deal_alert_matches`);
  await db.execute(sql`delete from notifications where event_key like 'deal-alert:%'`);
  // The deleted rows would stay in the indexes as dead entries with exactly the keys the run inserts
  // again, making every insert check them: a state a site never has (it never matches a promo anew
  // after deleting its matches), and PGlite has no autovacuum to clean them up.
  await db.execute(sql`vacuum analyze deal_alert_matches, deal_alert_matched_promos, notifications`);
  const rows = await executeRows<{ type: MorphableType; id: number }>(
    db,
    sql`select morphable_type as type, morphable_id as id from feed_items order by id limit ${count}`,
  );
  return rows.map((row) => ({ type: row.type, id: Number(row.id) }));
}

export const findAlertsOfPromo: AlertMeasure = {
  name: 'find the alerts of one promo',
  targetMs: 50,
  sample: 'entity probes + keyword statement, one promo',
  async run({ db, runs }) {
    const promos = await unmatchedPromos(db, runs + WARM_UP);
    const now = new Date();
    let found = 0;
    const samples = await timed(promos, WARM_UP, async (promo) => {
      found += (await findMatchingAlerts(db, promo, now))?.length ?? 0;
    });
    return { ...samples, note: `${(found / promos.length).toFixed(0)} alerts per promo` };
  },
};

/** `matchPromo` over fresh promos, with or without the members' notices. */
function matchMeasure(name: string, sample: string, notify: boolean): AlertMeasure {
  return {
    name,
    targetMs: 50,
    sample,
    async run({ db, runs, log }) {
      const words = await searchWordsOf(db);
      const started = performance.now();
      const computed = await refreshAlertLexemes(db, words, new Date());
      if (computed > 0) log(`computed the lexemes of ${computed} keyword alerts in ${Math.round(performance.now() - started)} ms`);
      const promos = await unmatchedPromos(db, runs + WARM_UP);
      let matched = 0;
      let notified = 0;
      const samples = await timed(promos, WARM_UP, async (promo) => {
        const outcome = await matchPromo(db, promo, { words, siteUrl: 'https://bench.example', notify });
        if (outcome.status === 'matched') {
          matched += outcome.matched;
          notified += outcome.notified;
        }
      });
      return { ...samples, note: `${(matched / promos.length).toFixed(0)} match rows and ${(notified / promos.length).toFixed(0)} notices per promo` };
    },
  };
}

export const matchOnePromo = matchMeasure('match one promo', 'matchPromo without notices: find, match rows, one transaction', false);
export const matchAndNotify = matchMeasure('match one promo + notices', 'matchPromo whole, as the jobs run it', true);
