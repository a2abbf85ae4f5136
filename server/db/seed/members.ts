import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { follows, referrals, socialAccounts, users } from '../schema';
import { insertAll, insertIds } from './batch';
import { DAY, HOUR, daysBefore, type SeedClock, type SeedUser } from './context';
import { DEMO_LOGIN, DEMO_PEOPLE, SECOND_LOGIN } from './data/people';
import { OPTIONAL_CONTENT_BONUS, POST_TYPE_BONUS, postApprovedAction, REFERRAL_BONUS, REGISTRATION_BONUS } from './data/promo-types';
import type { SeededPost } from './posts';
import type { Random } from './random';
import { slugify } from './text';

/** The demo members, who follows whom, the referral and the coins they earned. */

const REFERRAL_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A demo member's referral code, of the shape real sign-ups get (newReferralCode: 10 upper-case letters
 * and digits, nothing of the name in it), derived from the address so every seed run gives the same.
 */
function seedReferralCode(email: string): string {
  const bytes = createHash('sha256').update(`referral-code:${email}`).digest();
  return Array.from(bytes.subarray(0, 10), (byte) => REFERRAL_CODE_ALPHABET[byte % REFERRAL_CODE_ALPHABET.length]).join('');
}

/** A points_ledger row before insertion. */
export interface LedgerEntry {
  userId: number;
  bonusActionType: string;
  impact: number;
  bonusableType: string | null;
  bonusableId: number | null;
  createdAt: Date;
}

export interface PasswordHashes {
  demo: string;
  second: string;
}

/**
 * The demo members. The first is the known demo login; only it and one French member have a
 * password (hashing is deliberately slow), the others could only sign in through a social account.
 */
export async function seedUsers(db: Db, rng: Random, clock: SeedClock, hashes: PasswordHashes): Promise<SeedUser[]> {
  const rows = DEMO_PEOPLE.map(([fname, lname, locale, gender, postalCode], index) => {
    const email =
      index === 0
        ? DEMO_LOGIN.email
        : `${slugify(fname)}.${slugify(lname).replaceAll('-', '')}@${index === 3 ? 'dealwijzer.example' : 'mail.example'}`;
    const createdAt = index === 0 ? daysBefore(clock.now, 400) : new Date(clock.now.getTime() - rng.int(20, 900) * DAY - rng.int(0, 23) * HOUR);
    const year = rng.int(1962, 2004);
    return {
      fname,
      lname,
      email,
      passwordHash: index === 0 ? hashes.demo : email === SECOND_LOGIN.email ? hashes.second : null,
      locale,
      gender,
      postalCode,
      birthday: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      isSubscribed: index === 0 || rng.chance(0.6),
      // Two members never confirmed their address.
      emailVerifiedAt: index >= DEMO_PEOPLE.length - 2 ? null : new Date(createdAt.getTime() + 10 * 60 * 1000),
      referralCode: seedReferralCode(email),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const ids = await insertIds(db, users, rows);
  // Three members keep the initials placeholder instead of an avatar.
  await db.execute(
    sql`update ${users} set avatar_path = 'generated/avatar/' || id || '.svg' where id not in (${sql.join(
      [ids[5], ids[12], ids[20]].map((id) => sql`${id ?? 0}`),
      sql`, `,
    )})`,
  );
  const jens = ids[2];
  if (jens !== undefined) {
    await insertAll(db, socialAccounts, [
      { userId: jens, provider: 'google', providerUserId: 'demo-google-000003', email: rows[2]?.email ?? null },
    ]);
  }
  return rows.map((row, index) => ({
    id: ids[index] as number,
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    locale: row.locale,
    createdAt: row.createdAt,
  }));
}

/** Who follows whom: the demo user follows six members and has eight followers. */
export async function seedFollows(db: Db, rng: Random, members: readonly SeedUser[]): Promise<void> {
  const pairs = new Set<string>();
  const rows: { followerId: number; followedId: number; createdAt: Date }[] = [];
  const add = (follower: SeedUser, followed: SeedUser) => {
    const key = `${follower.id}:${followed.id}`;
    if (follower.id === followed.id || pairs.has(key)) return;
    pairs.add(key);
    const since = Math.max(follower.createdAt.getTime(), followed.createdAt.getTime());
    rows.push({ followerId: follower.id, followedId: followed.id, createdAt: new Date(since + rng.int(1, 10) * DAY) });
  };
  const [demo, ...others] = members;
  if (!demo) return;
  for (const followed of others.slice(0, 6)) add(demo, followed);
  for (const follower of others.slice(1, 9)) add(follower, demo);
  for (const member of others) {
    for (const followed of rng.sample(others, rng.int(2, 6))) add(member, followed);
  }
  await insertAll(db, follows, rows);
}

/**
 * The demo user invited a member whose first post got approved, which earned the referral bonus.
 * Returns the ledger entry of that bonus.
 */
export async function seedReferral(db: Db, members: readonly SeedUser[], seededPosts: readonly SeededPost[], clock: SeedClock): Promise<LedgerEntry[]> {
  const demo = members[0];
  const invited = members[8];
  if (!demo || !invited) return [];
  const firstApproved = seededPosts
    .filter((post) => post.userId === invited.id && post.approvedAt)
    .map((post) => post.approvedAt as Date)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const approvedAt = firstApproved ?? daysBefore(clock.now, 10);
  await db.update(users).set({ invitedBy: demo.id }).where(eq(users.id, invited.id));
  await insertAll(db, referrals, [
    { referrerId: demo.id, referredUserId: invited.id, firstPostApprovedAt: approvedAt, bonusAwardedAt: approvedAt, createdAt: invited.createdAt },
  ]);
  return [
    {
      userId: demo.id,
      bonusActionType: 'referrals_first_post_approved',
      impact: REFERRAL_BONUS,
      bonusableType: 'User',
      bonusableId: invited.id,
      createdAt: approvedAt,
    },
  ];
}

/** Registration bonuses and the coins of every approved post. */
export function earnedPoints(members: readonly SeedUser[], seededPosts: readonly SeededPost[]): LedgerEntry[] {
  const entries: LedgerEntry[] = members.map((member) => ({
    userId: member.id,
    bonusActionType: 'registration',
    impact: REGISTRATION_BONUS,
    bonusableType: null,
    bonusableId: null,
    createdAt: member.createdAt,
  }));
  // The rows awardPublishedPost writes (services/points/awards.ts): the type's bonus, and optional content apart.
  for (const post of seededPosts) {
    if (post.status !== 'approved' || !post.approvedAt) continue;
    const cause = { userId: post.userId, bonusableType: 'Post', bonusableId: post.id, createdAt: post.approvedAt };
    entries.push({ ...cause, bonusActionType: postApprovedAction(post.typeCode), impact: POST_TYPE_BONUS[post.typeCode] });
    if (post.optionalContent) entries.push({ ...cause, bonusActionType: 'optional_content', impact: OPTIONAL_CONTENT_BONUS });
  }
  return entries;
}
