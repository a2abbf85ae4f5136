import { and, eq, sql } from 'drizzle-orm';
import type { AlertTargetType, DealAlert } from '@/lib/api/deal-alerts';
import { KEYWORD_ONLY_FIELDS, type AlertPatch } from '@/lib/api/deal-alerts-schemas';
import { localeIds, type Locale } from '@/lib/i18n/routing';
import { executeRows, type Db } from '../../db/client';
import { dealAlertSubscriptions, reactions, users } from '../../db/schema';
import { entityAlertOf, ownAlert, presentAlert, TARGET_TABLES, type AlertRow } from './subscriptions';

/**
 * Writing a member's deal alerts (docs/deal-alerts.md, "Member calls"). Each call is one transaction:
 * the alert row, and the bare "subscription" flag earlier versions kept on the entity (migration 0007
 * turned those into alerts; nothing reads them since), which is dropped whenever the member's alert
 * on that entity is written, so no half of an old follow outlives the new one.
 */

export type AlertPeriodInput = { daily: boolean; weekly: boolean };

async function entityExists(tx: Db, type: AlertTargetType, id: number): Promise<boolean> {
  const table = TARGET_TABLES[type];
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

async function dropLegacyFlag(tx: Db, userId: number, type: AlertTargetType, id: number): Promise<void> {
  await tx
    .delete(reactions)
    .where(and(eq(reactions.userId, userId), eq(reactions.reactableType, type), eq(reactions.reactableId, id), eq(reactions.kind, 'subscription')));
}

async function alertById(tx: Db, id: number): Promise<AlertRow> {
  const [row] = await tx.select().from(dealAlertSubscriptions).where(eq(dealAlertSubscriptions.id, id)).limit(1);
  if (!row) throw new Error(`deal alert ${id} vanished inside its transaction`);
  return row;
}

/**
 * Follows an entity: creates the member's alert on it, confirmed at once, or sets the period and
 * language of the one they have. Null (nothing written) when there is no such entity.
 */
export async function followEntity(
  db: Db,
  userId: number,
  locale: Locale,
  type: AlertTargetType,
  id: number,
  period: AlertPeriodInput,
): Promise<DealAlert | null> {
  return db.transaction(async (tx) => {
    if (!(await entityExists(tx, type, id))) return null;
    const t = dealAlertSubscriptions;
    const [saved] = await executeRows<{ id: number }>(
      tx,
      sql`insert into ${t} (user_id, email, subscriable_type, subscriable_id, daily_email_notification, weekly_email_notification, locale_id, confirmed_at)
        select ${users.id}, ${users.email}, ${type}, ${id}, ${period.daily}, ${period.weekly}, ${localeIds[locale]}, now()
        from ${users} where ${users.id} = ${userId}
        on conflict (user_id, subscriable_type, subscriable_id) where user_id is not null and subscriable_type is not null
        do update set daily_email_notification = excluded.daily_email_notification,
          weekly_email_notification = excluded.weekly_email_notification,
          locale_id = excluded.locale_id, confirmed_at = coalesce(${t.confirmedAt}, now()), updated_at = now()
        returning id`,
    );
    if (!saved) throw new Error('deal alert not saved (no such member)');
    await dropLegacyFlag(tx, userId, type, id);
    return presentAlert(tx, await alertById(tx, Number(saved.id)), locale);
  });
}

/**
 * Unfollows an entity: deletes the member's alert on it (and its matches, by cascade). False when
 * there is neither such an entity nor an alert on it; unfollowing twice is not an error.
 */
export async function unfollowEntity(db: Db, userId: number, type: AlertTargetType, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(dealAlertSubscriptions).where(entityAlertOf(userId, type, id)).returning({ id: dealAlertSubscriptions.id });
    await dropLegacyFlag(tx, userId, type, id);
    return deleted.length > 0 || (await entityExists(tx, type, id));
  });
}

export type PatchOutcome = { kind: 'updated'; alert: DealAlert } | { kind: 'missing' } | { kind: 'keyword-only'; fields: string[] };

/**
 * Changes one of the member's alerts: the period (daily or weekly switches the other off) and, on a
 * keyword alert, its limits. Another member's alert or an unknown id is `missing`, with nothing
 * written; limits sent for an entity alert are refused the same way.
 */
export async function patchAlert(db: Db, userId: number, id: number, patch: AlertPatch, locale: Locale): Promise<PatchOutcome> {
  return db.transaction(async (tx) => {
    const row = await ownAlert(tx, userId, id);
    if (!row) return { kind: 'missing' };
    const given = KEYWORD_ONLY_FIELDS.filter((field) => patch[field] !== undefined);
    if (row.query === null && given.length > 0) return { kind: 'keyword-only', fields: given };

    const daily = patch.daily_email_notification ?? (patch.weekly_email_notification === true ? false : row.dailyEmailNotification);
    const weekly = patch.weekly_email_notification ?? (patch.daily_email_notification === true ? false : row.weeklyEmailNotification);
    const [updated] = await tx
      .update(dealAlertSubscriptions)
      .set({
        dailyEmailNotification: daily,
        weeklyEmailNotification: weekly,
        ...(patch.excluded_words !== undefined ? { excludedWords: patch.excluded_words } : {}),
        ...(patch.max_price !== undefined ? { maxPrice: patch.max_price } : {}),
        ...(patch.min_temperature !== undefined ? { minTemperature: patch.min_temperature } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(dealAlertSubscriptions.id, id), eq(dealAlertSubscriptions.userId, userId)))
      .returning();
    if (!updated) return { kind: 'missing' };
    return { kind: 'updated', alert: await presentAlert(tx, updated, locale) };
  });
}

/** Deletes one of the member's alerts; false (nothing deleted) for an unknown id or someone else's. */
export async function deleteAlert(db: Db, userId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = dealAlertSubscriptions;
    const [deleted] = await tx
      .delete(t)
      .where(and(eq(t.id, id), eq(t.userId, userId)))
      .returning({ type: t.subscriableType, entityId: t.subscriableId });
    if (!deleted) return false;
    if (deleted.type !== null && deleted.entityId !== null) await dropLegacyFlag(tx, userId, deleted.type as AlertTargetType, deleted.entityId);
    return true;
  });
}
