import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referrals, socialAccounts, users } from '../../db/schema';
import type { SocialIdentity } from './integrations';
import { consumeUserToken, deleteUserTokens, revokeAccessTokens } from './tokens';
import type { UserRow } from './users';

/**
 * The account writes that change who can sign in. Each runs in one transaction: a failure half-way
 * must not leave a new password with the old sessions alive, or a link without its verification.
 */

class ResetLinkUsed extends Error {}

/**
 * What the maker of an account chose that only counts once the address is proved theirs: the
 * referrer (with its `referrals` row) and the campaign (docs/referral.md, "Not for someone else's address").
 */
const UNPROVEN_CHOICES = { invitedBy: null, campaignTag: null } as const;

/**
 * Proves the address of an account nobody had proved it of (a reset link or a provider's verified
 * address did): verified now, the maker's unproven choices gone, `changes` saved with them.
 */
async function proveAddress(tx: Db, userId: number, now: Date, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx
    .update(users)
    .set({ ...changes, emailVerifiedAt: now, ...UNPROVEN_CHOICES })
    .where(eq(users.id, userId));
  await tx.delete(referrals).where(eq(referrals.referredUserId, userId));
}

/**
 * Uses a reset link: the token, the new password (the link came through the mailbox, which proves
 * the address as a verification link would), every session and every other reset link, together.
 * False when the link was used or expired meanwhile; then nothing changed.
 */
export async function resetPassword(
  db: Db,
  input: { user: UserRow; token: string; passwordHash: string; now: Date; alsoInTransaction?: (tx: Db) => Promise<void> },
): Promise<boolean> {
  const { user, now } = input;
  try {
    await db.transaction(async (tx) => {
      if ((await consumeUserToken(tx, input.token, 'password_reset', now)) !== user.id) throw new ResetLinkUsed();
      // A reset proves the address, as a social sign-in does (linkSocialAccount): on an account nobody
      // had proved it of, the referrer and campaign its maker chose go.
      if (user.emailVerifiedAt === null) await proveAddress(tx, user.id, now, { passwordHash: input.passwordHash });
      else await tx.update(users).set({ passwordHash: input.passwordHash }).where(eq(users.id, user.id));
      await revokeAccessTokens(tx, user.id);
      await deleteUserTokens(tx, user.id, 'password_reset');
      await input.alsoInTransaction?.(tx);
    });
    return true;
  } catch (error) {
    if (error instanceof ResetLinkUsed) return false;
    throw error;
  }
}

/**
 * Saves settings; with a new password every other session ends (`keepTokenId`, the one asking,
 * stays signed in) and reset links in flight die, in the same transaction.
 */
export async function saveSettings(
  db: Db,
  input: {
    userId: number;
    changes: Partial<typeof users.$inferInsert>;
    keepTokenId: number | null;
    /** More writes that must commit with these (e.g. queueing the password-changed mail). */
    alsoInTransaction?: (tx: Db) => Promise<void>;
  },
): Promise<void> {
  const { userId, changes } = input;
  await db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, userId));
    if (changes.passwordHash) {
      await revokeAccessTokens(tx, userId, input.keepTokenId);
      await deleteUserTokens(tx, userId, 'password_reset');
    }
    await input.alsoInTransaction?.(tx);
  });
}

/**
 * Links a provider identity to the account with its (provider-verified) address, which proves the
 * same ownership a verification mail would: the link and the verification are saved together. An
 * account nobody had proved the address of was made by whoever typed it in, maybe not its owner: its
 * password, sessions and pending mail links go, so that only the owner, signing in now, holds it (they
 * can set a password through "forgot password"); and so do the referrer and campaign that person
 * chose, or they would be paid for the owner's first post (docs/referral.md).
 */
export async function linkSocialAccount(db: Db, user: UserRow, identity: SocialIdentity, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(socialAccounts)
      .values({ userId: user.id, provider: identity.provider, providerUserId: identity.providerUserId, email: identity.email })
      .onConflictDoNothing();
    if (user.emailVerifiedAt) return user;
    await proveAddress(tx, user.id, now, { passwordHash: null });
    await revokeAccessTokens(tx, user.id);
    await deleteUserTokens(tx, user.id);
    return { ...user, emailVerifiedAt: now, passwordHash: null, ...UNPROVEN_CHOICES };
  });
}
