import { and, eq, ne, or, inArray, isNull, sql } from 'drizzle-orm';
import { OPTIONAL_CONTENT_ACTION, POST_APPROVED_ACTION } from '@/lib/api/feed';
import type { Db } from '../../db/client';
import { bonusActions, posts, promoTypes, referralMailboxes, referrals, users } from '../../db/schema';
import { credit } from './ledger';
import { mailboxHash } from './mailbox';

/**
 * The bonuses of GET /bonus-actions, credited on the ledger (docs/points.md). The impacts come from
 * the bonus_actions rows, never from constants here, so the coins advertised are the coins paid.
 * Each award is once per cause (ledger.ts), so calling one again (a retried job, an approval
 * replayed) pays nothing more.
 */

export const REGISTRATION_ACTION = 'registration';
export const REFERRAL_ACTION = 'referrals_first_post_approved';
// The post actions' names are the web's too (the wizard shows what they pay).
export { OPTIONAL_CONTENT_ACTION, POST_APPROVED_ACTION };

type ActionRow = { type: string; impact: number; optionalImpact: number };

async function actionByType(db: Db, type: string): Promise<ActionRow | null> {
  const [row] = await db
    .select({ type: bonusActions.type, impact: bonusActions.impactOnBalance, optionalImpact: bonusActions.optionalImpact })
    .from(bonusActions)
    .where(eq(bonusActions.type, type))
    .limit(1);
  return row ?? null;
}

/** The registration bonus, once per member. Returns the coins credited (0 when paid before). */
export async function awardRegistration(tx: Db, userId: number): Promise<number> {
  const action = await actionByType(tx, REGISTRATION_ACTION);
  if (!action) return 0;
  const paid = await credit(tx, userId, { action: action.type, bonusableType: null, bonusableId: null }, action.impact);
  return paid ? action.impact : 0;
}

type PostBonus = {
  /** The post_approved_<type> action (or the generic one) and its impact. */
  type: ActionRow;
  /** The optional-content impact, when the type has that step and it was filled in; else 0. */
  optional: number;
};

/**
 * The bonus rows for a post of `typeId` (a subtype or a type without children): the parent type's
 * post_approved_<type> action (bonusable PromoType), else the generic post_approved. Optional content
 * pays the optional_content action's impact, only for a type whose action offers it (optional_impact > 0).
 */
async function postBonus(db: Db, typeId: number, optionalContent: boolean): Promise<PostBonus | null> {
  const [type] = await db.select({ id: promoTypes.id, parentId: promoTypes.parentId }).from(promoTypes).where(eq(promoTypes.id, typeId)).limit(1);
  const ids = [type?.parentId, type?.id ?? typeId].filter((id): id is number => typeof id === 'number');
  const rows = await db
    .select({ type: bonusActions.type, impact: bonusActions.impactOnBalance, optionalImpact: bonusActions.optionalImpact, bonusableId: bonusActions.bonusableId })
    .from(bonusActions)
    .where(
      or(
        and(eq(bonusActions.bonusableType, 'PromoType'), inArray(bonusActions.bonusableId, ids)),
        inArray(bonusActions.type, [POST_APPROVED_ACTION, OPTIONAL_CONTENT_ACTION]),
      ),
    );
  const byType = ids.map((id) => rows.find((row) => row.bonusableId === id && row.type !== POST_APPROVED_ACTION)).find(Boolean);
  const typeAction = byType ?? rows.find((row) => row.type === POST_APPROVED_ACTION);
  if (!typeAction) return null;
  const optionalAction = rows.find((row) => row.type === OPTIONAL_CONTENT_ACTION);
  const optional = optionalContent && typeAction.optionalImpact > 0 ? (optionalAction?.impact ?? typeAction.optionalImpact) : 0;
  return { type: typeAction, optional };
}

/** What the author of a post would get once it is published (a held post's bonus_impact). */
export async function postBonusPreview(db: Db, typeId: number, optionalContent: boolean): Promise<number> {
  const bonus = await postBonus(db, typeId, optionalContent);
  return bonus ? bonus.type.impact + bonus.optional : 0;
}

/**
 * The bonuses of a post going public, in the publishing transaction: the author's post_approved_<type>
 * and, when filled in, optional_content (each once per post); and when this is the author's first
 * published post and someone else invited them, that referrer's referrals_first_post_approved (once
 * per friend: its cause is the friend, bonusable User). Returns the coins the AUTHOR got.
 */
export async function awardPublishedPost(
  tx: Db,
  post: { id: number; userId: number; typeId: number; optionalContent: boolean },
): Promise<number> {
  let authorCoins = 0;
  const bonus = await postBonus(tx, post.typeId, post.optionalContent);
  if (bonus) {
    const cause = { bonusableType: 'Post', bonusableId: post.id };
    if (await credit(tx, post.userId, { action: bonus.type.type, ...cause }, bonus.type.impact)) authorCoins += bonus.type.impact;
    if (bonus.optional > 0 && (await credit(tx, post.userId, { action: OPTIONAL_CONTENT_ACTION, ...cause }, bonus.optional))) {
      authorCoins += bonus.optional;
    }
  }
  await awardReferrer(tx, post);
  return authorCoins;
}

async function awardReferrer(tx: Db, post: { id: number; userId: number }): Promise<void> {
  const [author] = await tx.select({ invitedBy: users.invitedBy, email: users.email }).from(users).where(eq(users.id, post.userId)).limit(1);
  const referrerId = author?.invitedBy;
  if (!author || !referrerId || referrerId === post.userId) return;
  // Only the first published post counts; the ledger's cause keeps it to once per friend anyway.
  const [earlier] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, post.userId), eq(posts.status, 'approved'), ne(posts.id, post.id), isNull(posts.deletedAt)))
    .limit(1);
  if (earlier) return;
  const [referrer] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, referrerId), isNull(users.deletedAt))).limit(1);
  if (!referrer) return;
  const action = await actionByType(tx, REFERRAL_ACTION);
  if (!action) return;
  // One bonus per mailbox, not per account: its aliases and re-registrations are the same friend.
  const [mailbox] = await tx
    .insert(referralMailboxes)
    .values({ mailboxHash: mailboxHash(author.email) })
    .onConflictDoNothing()
    .returning({ hash: referralMailboxes.mailboxHash });
  if (!mailbox) return;
  const paid = await credit(tx, referrerId, { action: action.type, bonusableType: 'User', bonusableId: post.userId }, action.impact);
  if (!paid) return;
  await tx
    .update(referrals)
    .set({
      firstPostApprovedAt: sql`coalesce(${referrals.firstPostApprovedAt}, now())`,
      bonusAwardedAt: sql`now()`,
    })
    .where(and(eq(referrals.referredUserId, post.userId), eq(referrals.referrerId, referrerId)));
}
