import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client';
import { dealAlertMatches, dealAlertMatchedPromos, type MorphableType } from '../../db/schema';
import type { CreateOptions } from '../notifications/create';
import { searchWordsOf, type SearchWords } from '../search/vocabulary';
import { foundAlerts, intArray, keywordMatches, refreshAlertLexemes, type FoundAlert } from './match-keywords';
import { notifyFiredAlerts } from './match-notice';

/**
 * Matching a promo that became visible against the deal alerts (docs/deal-alerts.md, Matching), in one
 * transaction: the promo is marked matched, a match row is written per confirmed alert that wants it
 * (fired at once, or waiting for the promo to reach the alert's minimum temperature), and the members
 * behind the fired ones are notified. Run again (a retried job, the scheduled scan finding a promo
 * its publication already matched), it finds the mark and changes nothing.
 */

export type PromoRef = { type: MorphableType; id: number };

export type MatchOutcome =
  | { status: 'matched'; matched: number; fired: number; notified: number }
  | { status: 'already-matched' }
  /** Unknown, inactive, not started or published yet, or ended: the scheduled scan takes it when its moment comes. */
  | { status: 'not-visible' };

export type MatchOptions = CreateOptions & {
  now?: Date;
  words?: SearchWords;
  /** False: match rows only, no notices (the bench measures matching apart from the fan-out). */
  notify?: boolean;
  /**
   * The promo was published (or announced again by an operator): match it even when it was matched
   * before, so alerts made since then get it. The per-alert match rows and the per-member notice keys
   * keep every alert and member to once, however often it is announced.
   */
  again?: boolean;
};

type PromoRow = {
  feed_id: number;
  store_id: number | null;
  webshop_id: number | null;
  brand_id: number | null;
  product_id: number | null;
  category_ids: number[] | string;
  rating: number;
};

/** The promo's feed row when it is visible at `now`, with its product (folder items) and categories with their parents. */
async function visiblePromo(db: Db, promo: PromoRef, now: Date): Promise<PromoRow | null> {
  const [row] = await executeRows<PromoRow>(
    db,
    sql`select f.id as feed_id, f.store_id, f.webshop_id, f.brand_id, f.rating,
        (select i.product_id from folder_items i where f.morphable_type = 'FolderItem' and i.id = f.morphable_id) as product_id,
        array(
          with recursive up(id, parent_id) as (
            select c.id, c.parent_id from categories c where c.id = any(f.category_ids)
            union select c.id, c.parent_id from categories c join up on c.id = up.parent_id
          ) select id from up
        ) as category_ids
      from feed_items f
      where f.morphable_type = ${promo.type} and f.morphable_id = ${promo.id}
        and f.is_active and f.published_at <= ${now} and (f.started_at is null or f.started_at <= ${now})
        and (f.expired_at is null or f.expired_at > ${now})`,
  );
  return row ?? null;
}

/**
 * The entities a promo is "of", as alert targets. A folder stands for its store (its items do not
 * tell a store's followers again, one by one); a folder item, post or online promo for its webshop,
 * store, brand, product and categories (a parent category's followers included).
 */
function entityTargets(promo: PromoRef, row: PromoRow): SQL[] {
  const categories = Array.isArray(row.category_ids) ? row.category_ids : parseIntArray(row.category_ids);
  const targets: [string, number | null][] =
    promo.type === 'Folder'
      ? [['Store', row.store_id]]
      : [
          ['Store', promo.type === 'FolderItem' ? null : row.store_id],
          ['Webshop', row.webshop_id],
          ['Brand', row.brand_id],
          ['Product', row.product_id],
          ...categories.map((id): [string, number] => ['Category', id]),
        ];
  return targets
    .filter((target): target is [string, number] => target[1] !== null)
    .map(([type, id]) => sql`(subscriable_type = ${type} and subscriable_id = ${Number(id)})`);
}

function parseIntArray(text: string): number[] {
  return text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** Confirmed entity alerts following one of the promo's entities (the (type, id) index, one probe each). */
async function entityMatches(db: Db, promo: PromoRef, row: PromoRow): Promise<FoundAlert[]> {
  const targets = entityTargets(promo, row);
  if (targets.length === 0) return [];
  const rows = await executeRows<{ id: number; min_temperature: number | null }>(
    db,
    sql`select id, min_temperature from deal_alert_subscriptions where confirmed_at is not null and (${sql.join(targets, sql` or `)})`,
  );
  return foundAlerts(rows);
}

/** Of `alerts`, those of the post's author: a member is not alerted to the post they wrote. */
async function authorsAlerts(db: Db, promo: PromoRef, alerts: FoundAlert[]): Promise<Set<number>> {
  if (promo.type !== 'Post' || alerts.length === 0) return new Set();
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select s.id from deal_alert_subscriptions s join posts p on p.user_id = s.user_id
      where p.id = ${promo.id} and s.id = any(${intArray(alerts.map((alert) => alert.id))}::int[])`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * The confirmed alerts that want the promo: entity alerts, and keyword alerts (not for a folder: its
 * items are the promos); none of a post's author.
 */
async function alertsFor(db: Db, promo: PromoRef, row: PromoRow): Promise<FoundAlert[]> {
  const entities = await entityMatches(db, promo, row);
  const keywords = promo.type === 'Folder' ? [] : await keywordMatches(db, Number(row.feed_id));
  const alerts = [...new Map([...entities, ...keywords].map((alert) => [alert.id, alert])).values()];
  const own = await authorsAlerts(db, promo, alerts);
  return own.size === 0 ? alerts : alerts.filter((alert) => !own.has(alert.id));
}

/** The alerts a promo visible at `now` matches, writing nothing (the bench's "find" measure); null when it is not visible. */
export async function findMatchingAlerts(db: Db, promo: PromoRef, now: Date): Promise<FoundAlert[] | null> {
  const row = await visiblePromo(db, promo, now);
  return row ? alertsFor(db, promo, row) : null;
}

/** Matches one promo against every confirmed alert (see the top of this file). */
export async function matchPromo(db: Db, promo: PromoRef, options: MatchOptions = {}): Promise<MatchOutcome> {
  const now = options.now ?? new Date();
  const words = options.words ?? (await searchWordsOf(db));
  // New keyword alerts (or changed queries) get their lexemes first, outside the promo's transaction.
  await refreshAlertLexemes(db, words, now);
  return db.transaction(async (tx): Promise<MatchOutcome> => {
    const row = await visiblePromo(tx, promo, now);
    if (!row) return { status: 'not-visible' };
    const marked = await tx
      .insert(dealAlertMatchedPromos)
      .values({ morphableType: promo.type, morphableId: promo.id, matchedAt: now })
      .onConflictDoNothing()
      .returning({ id: dealAlertMatchedPromos.morphableId });
    if (marked.length === 0 && !options.again) return { status: 'already-matched' };

    const alerts = await alertsFor(tx, promo, row);
    if (alerts.length === 0) return { status: 'matched', matched: 0, fired: 0, notified: 0 };
    // Fired at once unless the alert waits for a temperature the promo has not reached.
    const firesNow = alerts.map((alert) => (alert.minTemperature === null || Number(row.rating) >= alert.minTemperature ? 't' : 'f'));
    const inserted = await executeRows<{ subscription_id: number; fired: boolean }>(
      tx,
      sql`insert into ${dealAlertMatches} (subscription_id, morphable_type, morphable_id, matched_at, fired_at)
        select t.id, ${promo.type}, ${promo.id}, ${now}, case when t.fires then ${now}::timestamptz end
        from unnest(${intArray(alerts.map((alert) => alert.id))}::int[], ${`{${firesNow.join(',')}}`}::boolean[]) as t(id, fires)
        on conflict (subscription_id, morphable_type, morphable_id) do nothing
        returning subscription_id, fired_at is not null as fired`,
    );
    const fired = inserted.filter((each) => each.fired).map((each) => Number(each.subscription_id));
    const notified = options.notify === false ? 0 : await notifyFiredAlerts(tx, promo, fired, { ...options, now });
    return { status: 'matched', matched: inserted.length, fired: fired.length, notified };
  });
}

/**
 * A vote changed a promo's temperature to `rating`: the matches that waited for it (their alert's
 * minimum temperature now reached) fire, and their members are notified. Runs in the vote's
 * transaction, like the "your promo is hot" notice, so it exists exactly when the vote does.
 */
export async function fireWarmedMatches(tx: Db, promo: PromoRef, rating: number, options: CreateOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const fired = await executeRows<{ subscription_id: number }>(
    tx,
    sql`update ${dealAlertMatches} m set fired_at = ${now}
      from deal_alert_subscriptions s
      where m.morphable_type = ${promo.type} and m.morphable_id = ${promo.id} and m.fired_at is null
        and s.id = m.subscription_id and s.min_temperature <= ${rating}
        and exists (select 1 from feed_items f where f.morphable_type = m.morphable_type and f.morphable_id = m.morphable_id
          and f.is_active and (f.expired_at is null or f.expired_at > ${now}))
      returning m.subscription_id`,
  );
  if (fired.length === 0) return 0;
  return notifyFiredAlerts(tx, promo, fired.map((row) => Number(row.subscription_id)), { ...options, now });
}
