import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPTIONAL_CONTENT_ACTION, POST_APPROVED_ACTION } from '@/lib/api/feed';
import { REFERRAL_BONUS_ACTION, type MyPointsResponse, type PointsHistoryEntry } from '@/lib/api/referral';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { countValue, type Db } from '../../db/client';
import { pointsAccounts, pointsLedger, posts, prizeRequests, prizes, users } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { pick } from '../../http/locale';

/**
 * The member's points history (`GET /me/points`): their balance and the ledger's rows, newest first,
 * each with a label in the request's language and the page of what it was for (docs/referral.md).
 */

type Texts = {
  registration: string;
  postPublished: (title: string | null) => string;
  optionalContent: (title: string | null) => string;
  friendFirstPost: (fname: string | null) => string;
  prizeRequest: (title: string | null) => string;
  earned: string;
  spent: string;
};

const withTitle = (text: string, title: string | null) => (title ? `${text}: ${title}` : text);
const withTitleFr = (text: string, title: string | null) => (title ? `${text} : ${title}` : text);

const TEXTS: Record<Locale, Texts> = {
  nl: {
    registration: 'Welkomstbonus voor je inschrijving',
    postPublished: (title) => withTitle('Bericht gepubliceerd', title),
    optionalContent: (title) => withTitle('Extra inhoud bij je bericht', title),
    friendFirstPost: (fname) => `${fname ?? 'Een vriend'} die je uitnodigde, publiceerde een eerste bericht`,
    prizeRequest: (title) => withTitle('Prijs aangevraagd', title),
    earned: 'Punten ontvangen',
    spent: 'Punten gebruikt',
  },
  fr: {
    registration: 'Bonus de bienvenue pour votre inscription',
    postPublished: (title) => withTitleFr('Publication mise en ligne', title),
    optionalContent: (title) => withTitleFr('Contenu supplémentaire de votre publication', title),
    friendFirstPost: (fname) => `${fname ?? 'Un ami'}, que vous avez parrainé, a publié une première publication`,
    prizeRequest: (title) => withTitleFr('Prix demandé', title),
    earned: 'Points reçus',
    spent: 'Points utilisés',
  },
};

type Row = {
  id: number;
  action: string;
  impact: number;
  createdAt: Date;
  postId: number | null;
  postTitle: string | null;
  prizeId: number | null;
  prizeNl: string | null;
  prizeFr: string | null;
  friendId: number | null;
  friendName: string | null;
  friendDeleted: boolean;
};

/** The label of a ledger row: by its action, any post_approved_<type> being a published post. */
export function historyLabel(locale: Locale, row: Pick<Row, 'action' | 'impact' | 'postTitle' | 'prizeNl' | 'prizeFr' | 'friendName'>): string {
  const t = TEXTS[locale];
  const prize = row.prizeNl === null ? null : pick(locale, row.prizeNl, row.prizeFr);
  if (row.action === 'registration') return t.registration;
  if (row.action === POST_APPROVED_ACTION || row.action.startsWith(`${POST_APPROVED_ACTION}_`)) return t.postPublished(row.postTitle);
  if (row.action === OPTIONAL_CONTENT_ACTION) return t.optionalContent(row.postTitle);
  if (row.action === REFERRAL_BONUS_ACTION) return t.friendFirstPost(row.friendName);
  if (row.action === 'prize_request') return t.prizeRequest(prize);
  return row.impact >= 0 ? t.earned : t.spent;
}

function entryOf(locale: Locale, row: Row): PointsHistoryEntry {
  const url =
    row.postId !== null
      ? localizedPath('/posts/[id]', locale, { id: row.postId })
      : row.prizeId !== null
        ? localizedPath('/prijzenpot/[prizeId]', locale, { prizeId: row.prizeId })
        : row.friendId !== null && !row.friendDeleted
          ? localizedPath('/profiel/[userId]', locale, { userId: row.friendId })
          : undefined;
  return {
    id: row.id,
    action: row.action,
    impact: row.impact,
    label: historyLabel(locale, { ...row, friendName: row.friendDeleted ? null : row.friendName }),
    created_at: row.createdAt.toISOString(),
    ...(url ? { url } : {}),
  };
}

export async function pointsHistory(db: Db, userId: number, locale: Locale, page: PageRequest): Promise<MyPointsResponse> {
  const friend = alias(users, 'friend');
  const mine = eq(pointsLedger.userId, userId);
  const [account, counted, rows] = await Promise.all([
    db.select({ available: pointsAccounts.available, total: pointsAccounts.total }).from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).limit(1),
    db.select({ n: count() }).from(pointsLedger).where(mine),
    db
      .select({
        id: pointsLedger.id,
        action: pointsLedger.bonusActionType,
        impact: pointsLedger.impact,
        createdAt: pointsLedger.createdAt,
        postId: posts.id,
        postTitle: posts.title,
        prizeId: prizes.id,
        prizeNl: prizes.titleNl,
        prizeFr: prizes.titleFr,
        friendId: friend.id,
        friendName: friend.fname,
        friendDeletedAt: friend.deletedAt,
      })
      .from(pointsLedger)
      .leftJoin(posts, and(eq(pointsLedger.bonusableType, 'Post'), eq(posts.id, pointsLedger.bonusableId)))
      .leftJoin(prizeRequests, and(eq(pointsLedger.bonusableType, 'PrizeRequest'), eq(prizeRequests.id, pointsLedger.bonusableId)))
      .leftJoin(prizes, eq(prizes.id, prizeRequests.prizeId))
      .leftJoin(friend, and(eq(pointsLedger.bonusableType, 'User'), eq(friend.id, pointsLedger.bonusableId)))
      .where(mine)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(page.perPage)
      .offset(page.offset),
  ]);
  const total = countValue(counted[0]?.n ?? 0);
  return {
    data: {
      available: account[0]?.available ?? 0,
      total: account[0]?.total ?? 0,
      history: rows.map((row) => entryOf(locale, { ...row, friendDeleted: row.friendDeletedAt !== null })),
    },
    meta: { current_page: page.page, last_page: Math.max(1, Math.ceil(total / page.perPage)), per_page: page.perPage, total },
  };
}

