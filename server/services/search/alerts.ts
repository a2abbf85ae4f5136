import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SearchSubscription } from '@/lib/api/search';
import { localeIds, type Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import { dealAlertSubscriptions, users } from '../../db/schema';
import { toDealAlert, type AlertRow } from '../deal-alerts/subscriptions';

/**
 * Keyword deal alerts made from a search (`query` set, no subscribed entity). Matching and sending
 * them is the deal alerts' work (docs/deal-alerts.md); this module keeps the member's list.
 */

function subscription(row: AlertRow): SearchSubscription {
  return { ...toDealAlert(row, null), query: row.query ?? '', subscriable: null };
}

/** The limits of a keyword alert; an absent one keeps what the alert has (a new alert: none). */
export type KeywordAlertInput = {
  query: string;
  daily: boolean;
  weekly: boolean;
  excludedWords?: string | null;
  maxPrice?: number | null;
  minTemperature?: number | null;
};

/** `column = excluded.column` when the caller gave it, else the stored value. */
const givenOrKept = (given: boolean, column: string) => sql.raw(given ? `excluded.${column}` : `deal_alert_subscriptions.${column}`);

/** Creates the member's alert for a query, or updates the one they have for it (any case). */
export async function subscribeToSearch(db: Db, userId: number, locale: Locale, input: KeywordAlertInput): Promise<SearchSubscription> {
  const t = dealAlertSubscriptions;
  const rows = await executeRows<{ id: number }>(
    db,
    sql`insert into ${t} (user_id, email, query, daily_email_notification, weekly_email_notification, locale_id, confirmed_at, excluded_words, max_price, min_temperature)
      select ${users.id}, ${users.email}, ${input.query}, ${input.daily}, ${input.weekly}, ${localeIds[locale]}, now(),
        ${input.excludedWords ?? null}, ${input.maxPrice ?? null}::numeric, ${input.minTemperature ?? null}::integer
      from ${users} where ${users.id} = ${userId}
      on conflict (user_id, lower(query)) where query is not null and user_id is not null
      do update set daily_email_notification = excluded.daily_email_notification,
        weekly_email_notification = excluded.weekly_email_notification,
        excluded_words = ${givenOrKept(input.excludedWords !== undefined, 'excluded_words')},
        max_price = ${givenOrKept(input.maxPrice !== undefined, 'max_price')},
        min_temperature = ${givenOrKept(input.minTemperature !== undefined, 'min_temperature')},
        locale_id = excluded.locale_id, updated_at = now()
      returning id`,
  );
  const id = Number(rows[0]?.id);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) throw new Error('keyword alert not saved');
  return subscription(row);
}

export async function keywordAlerts(db: Db, userId: number): Promise<SearchSubscription[]> {
  const t = dealAlertSubscriptions;
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), isNotNull(t.query)))
    .orderBy(desc(t.createdAt), desc(t.id));
  return rows.map(subscription);
}
