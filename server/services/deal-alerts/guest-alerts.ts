import { and, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AlertTargetType } from '@/lib/api/deal-alerts';
import { localeIds, type Locale } from '@/lib/i18n/routing';
import type { Db } from '../../db/client';
import { dealAlertSubscriptions, users } from '../../db/schema';
import { sha256Hex } from '../../http/auth';
import { randomAlphanumeric } from '../accounts/tokens';
import type { AlertRow } from './guest-targets';

/**
 * Guests' deal alerts (docs/deal-alerts.md, Guests): rows without a user, keyed by the address in
 * lower case. Every query here is scoped to one address, so a token for one address never reaches
 * another's rows, and a member's rows are never a guest's (user_id is null on every guest row).
 */

/** A confirmation link works this long after it was mailed; asking again mails a fresh one. */
export const CONFIRM_TOKEN_HOURS = 72;

const t = dealAlertSubscriptions;

export type GuestAlertRequest = {
  email: string;
  locale: Locale;
  target?: { type: AlertTargetType; id: number };
  query?: string;
  daily: boolean;
  weekly: boolean;
};

const guestRowsOf = (email: string): SQL => and(isNull(t.userId), sql`lower(${t.email}) = ${email.toLowerCase()}`) as SQL;

function sameTarget(request: GuestAlertRequest): SQL {
  return request.target
    ? (and(eq(t.subscriableType, request.target.type), eq(t.subscriableId, request.target.id)) as SQL)
    : sql`lower(${t.query}) = lower(${request.query ?? ''})`;
}

/**
 * The guest's alert for what they asked to follow, created unconfirmed if it is new; null when it is
 * confirmed already (nothing to confirm, and a confirmed alert is not changed without its owner's
 * link). An unconfirmed one takes the latest request's period and language.
 */
export async function pendingGuestAlert(db: Db, request: GuestAlertRequest): Promise<AlertRow | null> {
  const period = { dailyEmailNotification: request.daily, weeklyEmailNotification: request.weekly, localeId: localeIds[request.locale] };
  await db
    .insert(t)
    .values({
      email: request.email.toLowerCase(),
      subscriableType: request.target?.type ?? null,
      subscriableId: request.target?.id ?? null,
      query: request.target ? null : (request.query ?? null),
      ...period,
    })
    // The address already has this alert (a unique index per address and target).
    .onConflictDoNothing();
  const [row] = await db
    .update(t)
    .set(period)
    .where(and(guestRowsOf(request.email), sameTarget(request), isNull(t.confirmedAt)))
    .returning();
  return row ?? null;
}

/**
 * A fresh confirmation secret for an unconfirmed guest alert (only its SHA-256 is stored, and only the
 * newest link works); null when the alert is gone or confirmed meanwhile.
 */
export async function issueConfirmToken(db: Db, alertId: number, now: Date): Promise<string | null> {
  const secret = randomAlphanumeric(48);
  const [row] = await db
    .update(t)
    .set({ confirmTokenHash: sha256Hex(secret), updatedAt: now })
    .where(and(eq(t.id, alertId), isNull(t.userId), isNull(t.confirmedAt)))
    .returning({ id: t.id });
  return row ? secret : null;
}

/** Confirms the alert of a mailed secret (once, within CONFIRM_TOKEN_HOURS); null for any other secret. */
export async function confirmGuestAlert(db: Db, secret: string, now: Date): Promise<AlertRow | null> {
  const issuedAfter = new Date(now.getTime() - CONFIRM_TOKEN_HOURS * 60 * 60 * 1000);
  const [row] = await db
    .update(t)
    .set({ confirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(and(eq(t.confirmTokenHash, sha256Hex(secret)), isNull(t.userId), isNull(t.confirmedAt), gt(t.updatedAt, issuedAfter)))
    .returning();
  return row ?? null;
}

export async function findGuestAlert(db: Db, alertId: number): Promise<AlertRow | null> {
  const [row] = await db.select().from(t).where(and(eq(t.id, alertId), isNull(t.userId))).limit(1);
  return row ?? null;
}

/** The address's confirmed alerts, newest first. */
export async function guestAlertsOf(db: Db, email: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(t)
    .where(and(guestRowsOf(email), isNotNull(t.confirmedAt)))
    .orderBy(desc(t.createdAt), desc(t.id));
}

/** Sets the period of one of the address's alerts; null when it has no such alert. */
export async function setGuestAlertPeriod(db: Db, email: string, alertId: number, period: { daily: boolean; weekly: boolean }): Promise<AlertRow | null> {
  const [row] = await db
    .update(t)
    .set({ dailyEmailNotification: period.daily, weeklyEmailNotification: period.weekly })
    .where(and(guestRowsOf(email), eq(t.id, alertId), isNotNull(t.confirmedAt)))
    .returning();
  return row ?? null;
}

export async function deleteGuestAlert(db: Db, email: string, alertId: number): Promise<boolean> {
  const rows = await db.delete(t).where(and(guestRowsOf(email), eq(t.id, alertId))).returning({ id: t.id });
  return rows.length > 0;
}

/** Deletes every alert of the address, unconfirmed ones too; how many. */
export async function deleteGuestAlerts(db: Db, email: string): Promise<number> {
  const rows = await db.delete(t).where(guestRowsOf(email)).returning({ id: t.id });
  return rows.length;
}

/**
 * An unsubscribe link at work: the address's guest alerts (one, or all when `alertId` is null) are
 * deleted; a member's alerts, when the address is the member's own, keep their in-site notifications
 * and lose their e-mail period. The same whatever it finds, so the answer tells nothing.
 */
export async function unsubscribeAddress(db: Db, email: string, alertId: number | null): Promise<void> {
  const oneAlert = alertId === null ? undefined : eq(t.id, alertId);
  await db.delete(t).where(and(guestRowsOf(email), oneAlert));
  const members = db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  await db
    .update(t)
    .set({ dailyEmailNotification: false, weeklyEmailNotification: false })
    .where(and(isNotNull(t.userId), inArray(t.userId, members), oneAlert));
}
