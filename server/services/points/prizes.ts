import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { Prize } from '@/lib/api/prizes';
import type { PrizeRequestPayload } from '@/lib/schemas/prize-request';
import type { Db } from '../../db/client';
import { prizeRequests, prizes, users } from '../../db/schema';
import { pick } from '../../http/locale';
import { mediaUrl } from '../../http/urls';
import { createNotifications } from '../notifications/create';
import type { NotificationEvent } from '../notifications/events';
import { availablePoints, spend } from './ledger';
import { prizeTexts } from './prize-texts';

/**
 * The prize pot (docs/points.md, Prize requests). A request takes one of the prize's stock and the
 * member's points in ONE transaction: stock by a conditional UPDATE (stock > 0), points by the
 * ledger's spend (available >= cost). Either refusal rolls back the other, so stock and balances
 * never go below zero and a request is never half made, whatever runs at the same time.
 */

export const PRIZE_SPEND_ACTION = 'prize_request';

type PrizeRow = typeof prizes.$inferSelect;

function present(row: PrizeRow, locale: Locale, available: number | null): Prize {
  return {
    id: row.id,
    title: pick(locale, row.titleNl, row.titleFr),
    description: pick(locale, row.descriptionNl, row.descriptionFr),
    image_url: mediaUrl(row.imagePath),
    points_cost: row.pointsCost,
    stock: row.stock,
    ...(available === null ? {} : { can_request: row.stock > 0 && available >= row.pointsCost }),
  };
}

/** The active prizes in their order; `can_request` for a member. */
export async function listPrizes(db: Db, locale: Locale, userId: number | null): Promise<Prize[]> {
  const [rows, available] = await Promise.all([
    db.select().from(prizes).where(eq(prizes.isActive, true)).orderBy(asc(prizes.position), asc(prizes.id)),
    userId === null ? null : availablePoints(db, userId),
  ]);
  return rows.map((row) => present(row, locale, available));
}

/** One active prize, or null. */
export async function findPrize(db: Db, id: number, locale: Locale, userId: number | null): Promise<Prize | null> {
  const [[row], available] = await Promise.all([
    db.select().from(prizes).where(and(eq(prizes.id, id), eq(prizes.isActive, true))).limit(1),
    userId === null ? null : availablePoints(db, userId),
  ]);
  return row ? present(row, locale, available) : null;
}

export type PrizeRequestOutcome =
  | { kind: 'requested'; requestId: number; status: string; available: number; replayed: boolean }
  | { kind: 'not_found' }
  | { kind: 'out_of_stock' }
  | { kind: 'not_enough_points'; cost: number; available: number };

/** Raised inside the transaction to roll it back with the outcome to answer. */
class Refused extends Error {
  constructor(readonly outcome: PrizeRequestOutcome) {
    super(outcome.kind);
  }
}

export type PrizeRequestInput = {
  userId: number;
  prizeId: number;
  address: PrizeRequestPayload;
  /** The request's Idempotency-Key: a second request with it answers the first one's request. */
  idempotencyKey: string | null;
  /** Runs in the request's transaction once it is made (queueing the confirmation mail). */
  afterRequest?: (tx: Db, requestId: number) => Promise<unknown>;
};

async function existingRequest(db: Db, userId: number, key: string | null): Promise<PrizeRequestOutcome | null> {
  if (key === null) return null;
  const [row] = await db
    .select({ id: prizeRequests.id, status: prizeRequests.status })
    .from(prizeRequests)
    .where(and(eq(prizeRequests.userId, userId), eq(prizeRequests.idempotencyKey, key)))
    .limit(1);
  return row ? { kind: 'requested', requestId: row.id, status: row.status, available: await availablePoints(db, userId), replayed: true } : null;
}

export async function requestPrize(db: Db, input: PrizeRequestInput): Promise<PrizeRequestOutcome> {
  const earlier = await existingRequest(db, input.userId, input.idempotencyKey);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      // The stock first: concurrent requests for one prize queue on its row here.
      const [prize] = await tx
        .update(prizes)
        .set({ stock: sql`${prizes.stock} - 1`, updatedAt: sql`now()` })
        .where(and(eq(prizes.id, input.prizeId), eq(prizes.isActive, true), sql`${prizes.stock} > 0`))
        .returning();
      if (!prize) {
        const [exists] = await tx.select({ id: prizes.id }).from(prizes).where(and(eq(prizes.id, input.prizeId), eq(prizes.isActive, true))).limit(1);
        throw new Refused({ kind: exists ? 'out_of_stock' : 'not_found' });
      }
      const { address } = input;
      const [request] = await tx
        .insert(prizeRequests)
        .values({
          prizeId: prize.id,
          userId: input.userId,
          pointsSpent: prize.pointsCost,
          fullName: address.full_name,
          street: address.street,
          houseNumber: address.house_number,
          postalCode: address.postal_code.toUpperCase(),
          city: address.city,
          country: address.country,
          idempotencyKey: input.idempotencyKey,
        })
        // The same key committed meanwhile by a concurrent first request: answer that one.
        .onConflictDoNothing({ target: [prizeRequests.userId, prizeRequests.idempotencyKey] })
        .returning({ id: prizeRequests.id, status: prizeRequests.status });
      if (!request) throw new Refused({ kind: 'not_found' });
      const paid = await spend(tx, input.userId, { action: PRIZE_SPEND_ACTION, bonusableType: 'PrizeRequest', bonusableId: request.id }, prize.pointsCost);
      if (!paid) {
        throw new Refused({ kind: 'not_enough_points', cost: prize.pointsCost, available: await availablePoints(tx, input.userId) });
      }
      const [member] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, input.userId)).limit(1);
      await createNotifications(tx, [{ id: input.userId, locale: member?.locale ?? 'nl' }], prizeRequestedEvent(prize, request.id));
      await input.afterRequest?.(tx, request.id);
      return { kind: 'requested', requestId: request.id, status: request.status, available: await availablePoints(tx, input.userId), replayed: false } as const;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.outcome.kind === 'not_found') {
      // A lost race on the Idempotency-Key: the first request is committed now.
      const replay = await existingRequest(db, input.userId, input.idempotencyKey);
      if (replay) return replay;
    }
    return error.outcome;
  }
}

/** "Your request is in": one notice per request. */
function prizeRequestedEvent(prize: PrizeRow, requestId: number): NotificationEvent {
  return {
    key: `prize-request:${requestId}`,
    author: null,
    text: (locale) => prizeTexts.notification(locale, pick(locale, prize.titleNl, prize.titleFr), prize.pointsCost),
    link: { route: '/prijzenpot/[prizeId]', params: { prizeId: prize.id } },
  };
}
