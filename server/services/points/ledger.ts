import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsAccounts, pointsLedger } from '../../db/schema';

/**
 * The points ledger (docs/points.md): every change of a member's points is one row of
 * points_ledger, and points_accounts holds their running sums (available = the sum of all rows,
 * total = the sum of the credits). Both are written in the caller's transaction, so a row and its
 * balance change commit or vanish together.
 *
 * A cause (user, action, what it is for) is written at most once: the unique constraint
 * points_ledger_cause_unique decides, not a prior read, so two concurrent awards of the same bonus
 * still credit it once. A spend lowers the balance only under the condition `available >= amount`,
 * in the same UPDATE that takes the row lock, so concurrent spends cannot overdraw; the CHECK
 * `available >= 0` stands behind it.
 */

export type LedgerCause = {
  /** A bonus_actions.type for credits, or a spending reason such as 'prize_request'. */
  action: string;
  /** What the points are for ('Post', 'User', 'PrizeRequest'), or null for a once-per-member cause. */
  bonusableType: string | null;
  bonusableId: number | null;
};

/**
 * Credits `impact` points for `cause`. False when that cause was credited before (nothing changes),
 * or when the impact is zero (nothing to write).
 */
export async function credit(tx: Db, userId: number, cause: LedgerCause, impact: number): Promise<boolean> {
  if (!Number.isInteger(impact) || impact < 0) throw new RangeError(`credit impact must be a whole number >= 0, got ${impact}`);
  if (impact === 0) return false;
  const inserted = await tx
    .insert(pointsLedger)
    .values({ userId, bonusActionType: cause.action, impact, bonusableType: cause.bonusableType, bonusableId: cause.bonusableId })
    // The ledger's only unique constraint besides its key is the cause (NULLS NOT DISTINCT).
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .insert(pointsAccounts)
    .values({ userId, available: impact, total: impact })
    .onConflictDoUpdate({
      target: pointsAccounts.userId,
      set: {
        available: sql`${pointsAccounts.available} + ${impact}`,
        total: sql`${pointsAccounts.total} + ${impact}`,
        updatedAt: sql`now()`,
      },
    });
  return true;
}

/**
 * Spends `amount` points for `cause`. False when the balance does not cover it (or that cause was
 * written before); the balance never goes below zero.
 */
export async function spend(tx: Db, userId: number, cause: LedgerCause, amount: number): Promise<boolean> {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError(`spend amount must be a whole number > 0, got ${amount}`);
  // The conditional UPDATE is the check and the lock at once: a concurrent spend waits for this row
  // and re-reads the lowered balance before its own condition is judged.
  const debited = await tx
    .update(pointsAccounts)
    .set({ available: sql`${pointsAccounts.available} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(pointsAccounts.userId, userId), gte(pointsAccounts.available, amount)))
    .returning({ id: pointsAccounts.id });
  if (debited.length === 0) return false;
  const inserted = await tx
    .insert(pointsLedger)
    .values({ userId, bonusActionType: cause.action, impact: -amount, bonusableType: cause.bonusableType, bonusableId: cause.bonusableId })
    // The ledger's only unique constraint besides its key is the cause (NULLS NOT DISTINCT).
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) {
    // The cause was paid before: give the points back so the balance stays the ledger's sum.
    await tx
      .update(pointsAccounts)
      .set({ available: sql`${pointsAccounts.available} + ${amount}` })
      .where(eq(pointsAccounts.userId, userId));
    return false;
  }
  return true;
}

/** A member's balance (0 without an account row). */
export async function availablePoints(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ available: pointsAccounts.available }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).limit(1);
  return row?.available ?? 0;
}
