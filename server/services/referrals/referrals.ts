import { and, count, desc, eq, inArray, isNull, sum } from 'drizzle-orm';
import { REFERRAL_BONUS_ACTION, type MyReferrals } from '@/lib/api/referral';
import { countValue, type Db } from '../../db/client';
import { pointsLedger, users } from '../../db/schema';
import { randomAlphanumeric } from '../accounts/tokens';

/** How many friends the page lists by name; `friends_joined` counts them all. */
export const REFERRAL_FRIENDS_SHOWN = 50;

/**
 * A new personal referral code: 10 random letters and digits (about 3.6 × 10^15 codes), so nobody
 * finds someone else's link by trying (docs/referral.md).
 */
export function newReferralCode(): string {
  return randomAlphanumeric(10).toUpperCase();
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The member's referral code, created on first use for accounts that have none (older accounts).
 * Two requests at once agree on one code: only a row that still has none is written.
 */
export async function ensureReferralCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new Error(`user ${userId} not found`);
    if (row.code) return row.code;
    try {
      const [written] = await db
        .update(users)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(users.id, userId), isNull(users.referralCode)))
        .returning({ code: users.referralCode });
      if (written?.code) return written.code;
    } catch (error) {
      // Another member drew the same code: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not give the member a referral code');
}

/**
 * Who joined through the member's link (users.invited_by) and the points it earned them (the
 * ledger's referrals_first_post_approved rows, one per friend whose first post was published).
 */
export async function referralStats(db: Db, userId: number, link: (code: string) => string): Promise<MyReferrals> {
  const code = await ensureReferralCode(db, userId);
  const joined = and(eq(users.invitedBy, userId), isNull(users.deletedAt));
  const [counted, earned, friends] = await Promise.all([
    db.select({ n: count() }).from(users).where(joined),
    db
      .select({ points: sum(pointsLedger.impact) })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.bonusActionType, REFERRAL_BONUS_ACTION))),
    db
      .select({ id: users.id, fname: users.fname, joinedAt: users.createdAt })
      .from(users)
      .where(joined)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(REFERRAL_FRIENDS_SHOWN),
  ]);
  const bonuses =
    friends.length === 0
      ? []
      : await db
          .select({ friendId: pointsLedger.bonusableId, at: pointsLedger.createdAt })
          .from(pointsLedger)
          .where(
            and(
              eq(pointsLedger.userId, userId),
              eq(pointsLedger.bonusActionType, REFERRAL_BONUS_ACTION),
              eq(pointsLedger.bonusableType, 'User'),
              inArray(
                pointsLedger.bonusableId,
                friends.map((friend) => friend.id),
              ),
            ),
          );
  const firstPostAt = new Map(bonuses.map((bonus) => [bonus.friendId, bonus.at]));
  return {
    link: link(code),
    code,
    friends_joined: countValue(counted[0]?.n ?? 0),
    points_earned: Number(earned[0]?.points ?? 0),
    friends: friends.map((friend) => ({
      fname: friend.fname,
      joined_at: friend.joinedAt.toISOString(),
      first_post_at: firstPostAt.get(friend.id)?.toISOString() ?? null,
    })),
  };
}
