import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { SearchSubscription } from '@/lib/api/search';
import { localeIds, type Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import { dealAlertSubscriptions, users } from '../../db/schema';

/**
 * Keyword deal alerts made from a search (`query` set, no subscribed entity). Sending them is the
 * deal-alert digests' work; this module only keeps the member's list.
 */

type AlertRow = {
  id: number;
  query: string | null;
  dailyEmailNotification: boolean;
  weeklyEmailNotification: boolean;
  email: string;
  localeId: number;
};

function subscription(row: AlertRow): SearchSubscription {
  return {
    id: row.id,
    query: row.query ?? '',
    daily_email_notification: row.dailyEmailNotification,
    weekly_email_notification: row.weeklyEmailNotification,
    email: row.email,
    locale_id: row.localeId,
    isEmail: true,
  };
}

export type KeywordAlertInput = { query: string; daily: boolean; weekly: boolean };

/** Creates the member's alert for a query, or updates the one they have for it (any case). */
export async function subscribeToSearch(db: Db, userId: number, locale: Locale, input: KeywordAlertInput): Promise<SearchSubscription> {
  const t = dealAlertSubscriptions;
  const rows = await executeRows<{ id: number }>(
    db,
    sql`insert into ${t} (user_id, email, query, daily_email_notification, weekly_email_notification, locale_id, confirmed_at)
      select ${users.id}, ${users.email}, ${input.query}, ${input.daily}, ${input.weekly}, ${localeIds[locale]}, now()
      from ${users} where ${users.id} = ${userId}
      on conflict (user_id, lower(query)) where query is not null and user_id is not null
      do update set daily_email_notification = excluded.daily_email_notification,
        weekly_email_notification = excluded.weekly_email_notification,
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
