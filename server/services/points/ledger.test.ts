import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { pointsAccounts, pointsLedger, posts, promoTypes, referrals, users } from '../../db/schema';
import { POST_TYPE_IDS } from '../../db/schema/enums';
import { seedBonusActions, seedPromoTypes } from '../../db/seed/catalogue';
import { createTestDb, type TestDbHandle } from '../../db/test-db';
import { awardPublishedPost, awardRegistration, postBonusPreview } from './awards';
import { availablePoints, credit, spend } from './ledger';

let handle: TestDbHandle;
let db: Db;
let subtypeOf: (code: string) => number;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  await seedPromoTypes(db);
  await seedBonusActions(db);
  const subtypes = await db.select({ id: promoTypes.id, code: promoTypes.code }).from(promoTypes);
  subtypeOf = (code) => {
    const found = subtypes.find((subtype) => subtype.code === code);
    if (!found) throw new Error(`no subtype ${code}`);
    return found.id;
  };
});
afterAll(async () => handle?.close());

let serial = 0;
async function member(values: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  serial += 1;
  const [row] = await db
    .insert(users)
    .values({ fname: `M${serial}`, lname: 'Test', email: `m${serial}@example.be`, ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

async function post(userId: number, typeId: number, status: 'approved' | 'pending' = 'approved'): Promise<number> {
  const [row] = await db.insert(posts).values({ userId, typeId, title: 'T', content: 'C', status }).returning({ id: posts.id });
  if (!row) throw new Error('no post');
  return row.id;
}

async function account(userId: number) {
  const [row] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
  const [sum] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.impact}), 0)::int`, rows: sql<number>`count(*)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return { available: row?.available ?? 0, total: row?.total ?? 0, ledgerSum: sum?.sum ?? 0, rows: sum?.rows ?? 0 };
}

const cause = (action: string, bonusableId: number | null = null) => ({ action, bonusableType: bonusableId === null ? null : 'Post', bonusableId });

describe('credit', () => {
  it('writes a row and the balance, creating the account, and refuses the same cause twice', async () => {
    const id = await member();
    expect(await credit(db, id, cause('registration'), 5)).toBe(true);
    expect(await credit(db, id, cause('registration'), 5)).toBe(false);
    expect(await credit(db, id, cause('post_approved_report', 1), 8)).toBe(true);
    expect(await credit(db, id, cause('post_approved_report', 1), 8)).toBe(false);
    expect(await credit(db, id, cause('post_approved_report', 2), 8)).toBe(true);
    expect(await account(id)).toEqual({ available: 21, total: 21, ledgerSum: 21, rows: 3 });
  });

  it('pays a cause once when the same award runs concurrently', async () => {
    const id = await member();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => db.transaction((tx) => credit(tx, id, cause('registration'), 5))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await account(id)).toEqual({ available: 5, total: 5, ledgerSum: 5, rows: 1 });
  });

  it('writes nothing for a zero impact and refuses a negative one', async () => {
    const id = await member();
    expect(await credit(db, id, cause('registration'), 0)).toBe(false);
    await expect(credit(db, id, cause('registration'), -1)).rejects.toThrow(RangeError);
    expect(await account(id)).toEqual({ available: 0, total: 0, ledgerSum: 0, rows: 0 });
  });
});

describe('spend', () => {
  it('debits when covered, refuses when not, never going below zero', async () => {
    const id = await member();
    await credit(db, id, cause('registration'), 5);
    expect(await spend(db, id, { action: 'prize_request', bonusableType: 'PrizeRequest', bonusableId: 1 }, 6)).toBe(false);
    expect(await spend(db, id, { action: 'prize_request', bonusableType: 'PrizeRequest', bonusableId: 1 }, 5)).toBe(true);
    expect(await spend(db, id, { action: 'prize_request', bonusableType: 'PrizeRequest', bonusableId: 2 }, 1)).toBe(false);
    expect(await account(id)).toEqual({ available: 0, total: 5, ledgerSum: 0, rows: 2 });
  });

  it('refuses a member without an account and a cause paid before', async () => {
    const none = await member();
    expect(await spend(db, none, { action: 'prize_request', bonusableType: 'PrizeRequest', bonusableId: 1 }, 1)).toBe(false);
    const id = await member();
    await credit(db, id, cause('registration'), 5);
    expect(await spend(db, id, { action: 'prize_request', bonusableType: 'PrizeRequest', bonusableId: 9 }, 2)).toBe(true);
    expect(await spend(db, id, { action: 'prize_request', bonusableType: 'PrizeRequest', bonusableId: 9 }, 2)).toBe(false);
    expect(await account(id)).toMatchObject({ available: 3, ledgerSum: 3 });
  });

  it('lets exactly the covered number of concurrent spends through', async () => {
    const id = await member();
    await credit(db, id, cause('registration'), 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction((tx) => spend(tx, id, { action: 'prize_request', bonusableType: 'PrizeRequest', bonusableId: 100 + index }, 2)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(await account(id)).toMatchObject({ available: 1, ledgerSum: 1, rows: 3 });
  });
});

describe('awards', () => {
  it('credits the registration bonus of bonus_actions once', async () => {
    const id = await member();
    expect(await awardRegistration(db, id)).toBe(5);
    expect(await awardRegistration(db, id)).toBe(0);
    expect(await availablePoints(db, id)).toBe(5);
  });

  it("credits a published post's type bonus and optional content once per post, by the parent type of a subtype", async () => {
    const id = await member();
    const report = await post(id, subtypeOf('report_store'));
    const award = () => awardPublishedPost(db, { id: report, userId: id, typeId: subtypeOf('report_store'), optionalContent: true });
    expect(await award()).toBe(10);
    expect(await award()).toBe(0);
    const question = await post(id, POST_TYPE_IDS.question);
    // Optional content pays only for a type with that step (reports).
    expect(await awardPublishedPost(db, { id: question, userId: id, typeId: POST_TYPE_IDS.question, optionalContent: true })).toBe(2);
    const rows = await db.select({ action: pointsLedger.bonusActionType, impact: pointsLedger.impact }).from(pointsLedger).where(eq(pointsLedger.userId, id));
    expect(rows.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'optional_content', impact: 2 },
      { action: 'post_approved_question', impact: 2 },
      { action: 'post_approved_report', impact: 8 },
    ]);
  });

  it('previews what a post would pay', async () => {
    expect(await postBonusPreview(db, subtypeOf('report_online'), true)).toBe(10);
    expect(await postBonusPreview(db, subtypeOf('report_online'), false)).toBe(8);
    expect(await postBonusPreview(db, subtypeOf('discount_code'), true)).toBe(10);
    expect(await postBonusPreview(db, POST_TYPE_IDS.question, false)).toBe(2);
  });

  it("pays the referrer once per friend, on the friend's first published post only", async () => {
    const referrer = await member();
    const friend = await member({ invitedBy: referrer });
    await db.insert(referrals).values({ referrerId: referrer, referredUserId: friend });
    const pending = await post(friend, POST_TYPE_IDS.question, 'pending');
    expect(pending).toBeGreaterThan(0);
    const first = await post(friend, POST_TYPE_IDS.question);
    await awardPublishedPost(db, { id: first, userId: friend, typeId: POST_TYPE_IDS.question, optionalContent: false });
    await awardPublishedPost(db, { id: first, userId: friend, typeId: POST_TYPE_IDS.question, optionalContent: false });
    const second = await post(friend, POST_TYPE_IDS.question);
    await awardPublishedPost(db, { id: second, userId: friend, typeId: POST_TYPE_IDS.question, optionalContent: false });
    expect(await account(referrer)).toEqual({ available: 25, total: 25, ledgerSum: 25, rows: 1 });
    const [row] = await db.select().from(pointsLedger).where(eq(pointsLedger.userId, referrer));
    expect(row).toMatchObject({ bonusActionType: 'referrals_first_post_approved', bonusableType: 'User', bonusableId: friend });
    const [referral] = await db.select().from(referrals).where(eq(referrals.referredUserId, friend));
    expect(referral?.bonusAwardedAt).not.toBeNull();
    expect(referral?.firstPostApprovedAt).not.toBeNull();
  });

  it('never pays the referral bonus for oneself', async () => {
    const self = await member();
    await db.update(users).set({ invitedBy: self }).where(eq(users.id, self));
    const own = await post(self, POST_TYPE_IDS.question);
    expect(await awardPublishedPost(db, { id: own, userId: self, typeId: POST_TYPE_IDS.question, optionalContent: false })).toBe(2);
    expect(await account(self)).toMatchObject({ available: 2, rows: 1 });
  });

  it('pays one referral bonus per mailbox: not again for its +aliases, Gmail dots or a re-registration', async () => {
    const referrer = await member();
    const firstPostOf = async (email: string) => {
      const friend = await member({ email, invitedBy: referrer });
      const id = await post(friend, POST_TYPE_IDS.question);
      await awardPublishedPost(db, { id, userId: friend, typeId: POST_TYPE_IDS.question, optionalContent: false });
      return friend;
    };
    const first = await firstPostOf('Jonas.Peeters+deals@gmail.com');
    await firstPostOf('jonaspeeters+tweede@googlemail.com');
    await firstPostOf('jonas.peeters@gmail.com');
    // The first account is erased (its address freed) and the mailbox registers again.
    await db.update(users).set({ email: `deleted-${first}@example.invalid`, deletedAt: new Date() }).where(eq(users.id, first));
    await firstPostOf('JonasPeeters@gmail.com');
    expect(await account(referrer)).toMatchObject({ available: 25, rows: 1 });
    // Another mailbox is another friend; dots count outside Gmail.
    await firstPostOf('jonas.peeters@telenet.be');
    await firstPostOf('jonaspeeters@telenet.be');
    expect(await account(referrer)).toMatchObject({ available: 75, rows: 3 });
  });

  it('pays no referral bonus when the friend had published before', async () => {
    const referrer = await member();
    const friend = await member({ invitedBy: referrer });
    await post(friend, POST_TYPE_IDS.question);
    const later = await post(friend, POST_TYPE_IDS.question);
    await awardPublishedPost(db, { id: later, userId: friend, typeId: POST_TYPE_IDS.question, optionalContent: false });
    expect(await account(referrer)).toMatchObject({ available: 0, rows: 0 });
  });
});
