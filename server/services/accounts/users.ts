import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountUser, UserSettings } from '@/lib/api/account';
import { isLocale } from '@/lib/i18n/routing';
import { postRotationSkipUserIds } from '@/lib/env';
import { SETTINGS_FLAGS, SOCIAL_PROVIDERS, USER_INCLUDES, type SocialProvider, type UserInclude } from '@/lib/schemas/account';
import { countValue, type Db } from '../../db/client';
import {
  accessTokens,
  dealAlertSubscriptions,
  follows,
  notifications,
  pendingSocialSignups,
  pointsAccounts,
  posts,
  prizeRequests,
  reactions,
  referrals,
  searchTerms,
  socialAccounts,
  userTokens,
  users,
} from '../../db/schema';
import { mediaUrl } from '../../http/urls';
import { newReferralCode } from '../referrals/referrals';
import { awardRegistration } from '../points/awards';

export type UserRow = typeof users.$inferSelect;

/** Looks a live (not deleted) user up by e-mail, case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** True when any account, deleted ones included, holds the address (the unique index covers them all). */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return Boolean(row);
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** `include=account,socialAccounts` (comma list or array); unknown names are ignored. */
export function parseIncludes(raw: unknown): Set<UserInclude> {
  const parts = (Array.isArray(raw) ? raw : [raw])
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((part) => part.trim());
  return new Set(USER_INCLUDES.filter((name) => parts.includes(name)));
}

function settingsOf(stored: Record<string, unknown>): UserSettings {
  const result = {} as UserSettings;
  for (const flag of SETTINGS_FLAGS) result[flag] = typeof stored[flag] === 'boolean' ? stored[flag] : true;
  return result;
}

/** The user as GET /me returns it, counts and includes in one query each. */
export async function presentUser(db: Db, userId: number, includes: Set<UserInclude>): Promise<AccountUser | null> {
  const [row] = await db
    .select({
      user: users,
      subscriptions: sql<number>`(select count(*) from ${dealAlertSubscriptions} where ${dealAlertSubscriptions.userId} = ${users.id})`.mapWith(countValue),
      followers: sql<number>`(select count(*) from ${follows} f join ${users} u on u.id = f.follower_id and u.deleted_at is null where f.followed_id = ${users.id})`.mapWith(countValue),
      following: sql<number>`(select count(*) from ${follows} f join ${users} u on u.id = f.followed_id and u.deleted_at is null where f.follower_id = ${users.id})`.mapWith(countValue),
      available: pointsAccounts.available,
      total: pointsAccounts.total,
    })
    .from(users)
    .leftJoin(pointsAccounts, eq(pointsAccounts.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const user = row.user;
  const result: AccountUser = {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    email: user.email,
    avatar: user.avatarPath,
    avatar_url: mediaUrl(user.avatarPath),
    locale: isLocale(user.locale) ? user.locale : 'nl',
    gender: user.gender === 0 || user.gender === 1 ? user.gender : null,
    birthday: user.birthday,
    postal_code: user.postalCode,
    is_subscribed: user.isSubscribed,
    is_verified: user.emailVerifiedAt !== null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    has_password: user.passwordHash !== null,
    referral_code: user.referralCode,
    skip_image_rotation: postRotationSkipUserIds().includes(user.id),
    subscriptions_count: row.subscriptions,
    followers: row.followers,
    following: row.following,
    settings: settingsOf(user.settings),
    created_at: user.createdAt.toISOString(),
  };
  if (includes.has('account')) result.account = { available: row.available ?? 0, total: row.total ?? 0 };
  if (includes.has('socialAccounts')) {
    const linked = await db
      .select({ provider: socialAccounts.provider, email: socialAccounts.email, createdAt: socialAccounts.createdAt })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId))
      .orderBy(socialAccounts.id);
    result.social_accounts = linked
      .filter((account): account is typeof account & { provider: SocialProvider } =>
        (SOCIAL_PROVIDERS as readonly string[]).includes(account.provider),
      )
      .map((account) => ({ provider: account.provider, email: account.email, created_at: account.createdAt.toISOString() }));
  }
  return result;
}

export type NewUser = {
  email: string;
  fname: string;
  lname: string;
  passwordHash: string | null;
  locale: 'nl' | 'fr';
  emailVerifiedAt: Date | null;
  gender: 0 | 1 | null;
  birthday: string | null;
  postalCode: string | null;
  isSubscribed: boolean;
  avatarPath: string | null;
  campaignTag: string | null;
  /** A referral code typed or carried in the invite link; unknown codes are ignored. */
  invitedBy: string | null;
  social?: { provider: SocialProvider; providerUserId: string; email: string | null };
};

/** Raised when the e-mail (or the social identity) was taken between validation and insert. */
export class AccountConflictError extends Error {}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Creates the user with a points account holding the registration bonus, a referral code of its own, and the referral that invited it. */
export async function createUser(db: Db, input: NewUser): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const referrer = input.invitedBy
        ? ((
            await tx
              .select({ id: users.id })
              .from(users)
              .where(and(sql`upper(${users.referralCode}) = upper(${input.invitedBy})`, isNull(users.deletedAt)))
              .limit(1)
          )[0] ?? null)
        : null;
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          fname: input.fname,
          lname: input.lname,
          passwordHash: input.passwordHash,
          locale: input.locale,
          emailVerifiedAt: input.emailVerifiedAt,
          gender: input.gender,
          birthday: input.birthday,
          postalCode: input.postalCode,
          isSubscribed: input.isSubscribed,
          avatarPath: input.avatarPath,
          campaignTag: input.campaignTag,
          invitedBy: referrer?.id ?? null,
          referralCode: newReferralCode(),
        })
        .returning({ id: users.id });
      if (!created) throw new Error('user insert returned no row');
      await tx.insert(pointsAccounts).values({ userId: created.id });
      // The registration bonus GET /bonus-actions advertises, in this transaction (docs/points.md).
      await awardRegistration(tx, created.id);
      if (referrer) await tx.insert(referrals).values({ referrerId: referrer.id, referredUserId: created.id });
      if (input.social) {
        await tx.insert(socialAccounts).values({
          userId: created.id,
          provider: input.social.provider,
          providerUserId: input.social.providerUserId,
          email: input.social.email,
        });
      }
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AccountConflictError('taken');
    throw error;
  }
}

/**
 * Account deletion: the row stays (anonymised) so the user's posts stay readable without a name;
 * everything personal is erased and every session and mailed link revoked. Answers the ids of the
 * member's posts, whose pages no longer show them.
 */
export async function eraseUser(db: Db, userId: number, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.delete(accessTokens).where(eq(accessTokens.userId, userId));
    await tx.delete(userTokens).where(eq(userTokens.userId, userId));
    await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
    await tx.delete(dealAlertSubscriptions).where(eq(dealAlertSubscriptions.userId, userId));
    await tx.delete(searchTerms).where(eq(searchTerms.userId, userId));
    await tx.delete(reactions).where(eq(reactions.userId, userId));
    await tx.delete(follows).where(sql`${follows.followerId} = ${userId} or ${follows.followedId} = ${userId}`);
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx
      .update(prizeRequests)
      .set({ fullName: '', street: '', houseNumber: '', postalCode: '', city: '' })
      .where(eq(prizeRequests.userId, userId));
    await tx
      .update(users)
      .set({
        fname: 'Anoniem',
        lname: '',
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: null,
        avatarPath: null,
        emailVerifiedAt: null,
        gender: null,
        birthday: null,
        postalCode: null,
        isSubscribed: false,
        campaignTag: null,
        referralCode: null,
        settings: {},
        deletionRequestedAt: now,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    const own = await tx.select({ id: posts.id }).from(posts).where(eq(posts.userId, userId));
    return own.map((post) => post.id);
  });
}

export async function deleteExpiredPendingSignups(db: Db, now: Date): Promise<void> {
  await db.delete(pendingSocialSignups).where(sql`${pendingSocialSignups.expiresAt} < ${now}`);
}
