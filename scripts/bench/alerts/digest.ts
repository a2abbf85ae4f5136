import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { sendMail } from '../../../server/mail/mailer';
import { accountConfig } from '../../../server/services/accounts/config';
import { DIGEST_MAIL_KIND, runDigest } from '../../../server/services/deal-alerts/digest';
import type { AlertBenchContext, AlertMeasure, Samples } from './measure';

/**
 * The daily digest run for SUBSCRIBERS recipients (target: at most 60 s, mail sending excluded; docs/deal-alerts.md, Digests).
 * Its own rows beside whatever the database holds: 80 % members, 20 % confirmed guests, each with a
 * daily store alert and a daily keyword alert and MATCHES_EACH fired matches over a pool of current
 * promos (some expired, some shared between both alerts, so dropping and de-duplication are paid for).
 * Each sample puts the bench matches back to undigested and forgets their deliveries and mails first.
 */

export const SUBSCRIBERS = 10_000;
const PROMOS = 2_000;
const MATCHES_EACH = 6;
const EMAIL_DOMAIN = 'digest-bench.test';
/** Morphable ids far above anything the demo or the matching bench makes. */
const FIRST_PROMO_ID = 900_000_000;

type Context = Pick<AlertBenchContext, 'db' | 'handle' | 'runs' | 'log'>;

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as { rows: { n: unknown }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Seeds the bench subscribers once (kept in the database; recognised by their address domain). */
export async function seedDigestWorld(db: Db, log: (message: string) => void): Promise<void> {
  const have = await count(db, sql`select count(*) as n from deal_alert_subscriptions where email like ${`%@${EMAIL_DOMAIN}`}`);
  if (have >= SUBSCRIBERS * 2) return;
  log(`seeding ${SUBSCRIBERS} digest subscribers…`);
  const members = Math.round(SUBSCRIBERS * 0.8);
  await db.execute(sql`
    insert into feed_items (morphable_type, morphable_id, title_nl, title_fr, rating, published_at, expired_at, is_active)
    select 'OnlinePromo', ${FIRST_PROMO_ID} + g, 'Benchdeal ' || g, 'Affaire banc ' || g, g % 97,
           now() - (g || ' minutes')::interval,
           case when g % 10 = 0 then now() - interval '1 hour' end, true
    from generate_series(1, ${PROMOS}) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into users (fname, lname, email, locale)
    select 'Bench', 'Lid ' || g, 'member' || g || ${`@${EMAIL_DOMAIN}`}, case when g % 3 = 0 then 'fr' else 'nl' end
    from generate_series(1, ${members}) g`);
  // Two alerts each (a store and a keyword), members by user id, guests by address.
  await db.execute(sql`
    insert into deal_alert_subscriptions (user_id, email, subscriable_type, subscriable_id, query, daily_email_notification, locale_id, confirmed_at)
    select u.id, u.email, 'Store', 1 + (u.id % 50), null, true, case when u.locale = 'fr' then 2 else 1 end, now()
    from users u where u.email like ${`%@${EMAIL_DOMAIN}`}
    union all
    select u.id, u.email, null, null, 'bench ' || (u.id % 200), true, 1, now()
    from users u where u.email like ${`%@${EMAIL_DOMAIN}`}
    union all
    select null, 'guest' || g || ${`@${EMAIL_DOMAIN}`}, 'Store', 1 + (g % 50), null, true, 1 + (g % 2), now()
    from generate_series(1, ${SUBSCRIBERS - members}) g
    union all
    select null, 'guest' || g || ${`@${EMAIL_DOMAIN}`}, null, null, 'bench ' || (g % 200), true, 1, now()
    from generate_series(1, ${SUBSCRIBERS - members}) g`);
  // MATCHES_EACH promos per alert; the keyword alert shares half of its promos with the store alert.
  await db.execute(sql`
    insert into deal_alert_matches (subscription_id, morphable_type, morphable_id, matched_at, fired_at)
    select s.id, 'OnlinePromo', ${FIRST_PROMO_ID} + 1 + ((coalesce(s.user_id, 0) * 7 + length(s.email) * 13 + k * 31 + case when s.query is null then 0 else (k % 2) * 17 end) % ${PROMOS}), now(), now()
    from deal_alert_subscriptions s cross join generate_series(1, ${MATCHES_EACH}) k
    where s.email like ${`%@${EMAIL_DOMAIN}`}
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

/** Puts the bench rows back as they were before a digest run. */
async function resetDigestWorld(db: Db): Promise<void> {
  await db.execute(sql`
    update deal_alert_matches m set digested_at = null
    from deal_alert_subscriptions s
    where s.id = m.subscription_id and s.email like ${`%@${EMAIL_DOMAIN}`} and m.digested_at is not null`);
  await db.execute(sql`delete from deal_alert_deliveries where recipient like ${`%@${EMAIL_DOMAIN}`} or recipient in (
    select 'user:' || id from users where email like ${`%@${EMAIL_DOMAIN}`})`);
  await db.execute(sql`delete from outgoing_mails where kind = ${DIGEST_MAIL_KIND} and to_address like ${`%@${EMAIL_DOMAIN}`}`);
}

/** The measure (the shape of `npm run bench:alerts`' AlertMeasure): one sample is one whole run. */
export const digestRunMeasure = {
  name: `daily digest run, ${SUBSCRIBERS.toLocaleString('en')} subscribers`,
  targetMs: 60_000,
  sample: 'one run, mail sending excluded',
  async run(context: Context): Promise<Samples & { note?: string }> {
    await seedDigestWorld(context.db, context.log);
    const deps = { db: context.db, config: accountConfig, mailer: sendMail, clock: () => new Date() };
    const samples: Samples = { wall: [], cpu: [] };
    let note = '';
    // A run is long: a few samples say enough.
    for (let i = 0; i < Math.min(context.runs, 3); i += 1) {
      await resetDigestWorld(context.db);
      const cpu = process.cpuUsage();
      const started = performance.now();
      const summary = await runDigest(deps, 'daily', `bench-${Date.now()}-${i}`, { send: false });
      samples.wall.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      samples.cpu.push((used.user + used.system) / 1000);
      note = `${summary.recipients} recipients, ${summary.mails} mails queued, ${summary.promos} promos listed`;
      context.log(`run ${i + 1}: ${Math.round(samples.wall.at(-1) ?? 0)} ms (${note})`);
    }
    return { ...samples, note };
  },
} satisfies AlertMeasure;
