import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { PRIZE_REQUEST_ERROR_KEYS, prizeRequestSchema, type PrizeRequestErrorKey } from '@/lib/schemas/prize-request';
import { recordIdParam } from '@/lib/schemas/route-params';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { fieldErrors, HttpError, notFound, validationError } from '../http/errors';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import { requestLocale } from '../http/locale';
import { readJsonBody } from '../http/validate';
import { queuePrizeMail } from '../services/points/prize-mail';
import { PRIZE_FIELD_ERRORS, prizeTexts } from '../services/points/prize-texts';
import { findPrize, listPrizes, requestPrize } from '../services/points/prizes';

/** The prize pot (docs/points.md, Prize requests): the list, one prize, and a member's request. */

const isErrorKey = (value: unknown): value is PrizeRequestErrorKey => (PRIZE_REQUEST_ERROR_KEYS as readonly unknown[]).includes(value);

/** prize_requests.idempotency_key holds 64 characters; a longer key (the middleware allows 255) is kept as its SHA-256. */
function storedKey(key: string | undefined): string | null {
  const trimmed = key?.trim();
  if (!trimmed) return null;
  return trimmed.length <= 64 ? trimmed : createHash('sha256').update(trimmed).digest('hex');
}

export const prizeRoutes = new Hono<AppEnv>()
  .get(
    '/prizes',
    endpoint({ summary: 'The prize pot: active prizes with their points cost and stock (can_request for members).', auth: 'optional' }, async (c, { userId }) => {
      c.header('Cache-Control', userId === null ? 'public, max-age=60' : 'no-store');
      if (userId !== null) c.header('Vary', 'Authorization');
      return c.json({ data: await listPrizes(c.var.db, requestLocale(c), userId) });
    }),
  )
  .get(
    '/prizes/:id',
    endpoint(
      { summary: 'One prize of the prize pot (can_request for members).', auth: 'optional', params: { id: recordIdParam }, missing: 'Prize not found.' },
      async (c, { params, userId }) => {
        const locale = requestLocale(c);
        const prize = await findPrize(c.var.db, params.id, locale, userId);
        if (!prize) throw notFound(prizeTexts.notFound(locale));
        c.header('Cache-Control', userId === null ? 'public, max-age=60' : 'no-store');
        return c.json({ data: prize });
      },
    ),
  )
  .post(
    '/prizes/:id/request',
    endpoint(
      {
        summary:
          "A member requests a prize with points, sent to the given address: the points are debited and one of the stock taken in one transaction (Idempotency-Key honoured). 409 out of stock, 422 not enough points or an invalid address.",
        auth: 'user',
        params: { id: recordIdParam },
        missing: 'Prize not found.',
        documentedBody: { schema: prizeRequestSchema },
        success: { status: 201 },
        refusals: [401, 409],
      },
      async (c, { params, userId }) => {
        const locale = requestLocale(c);
        const parsed = prizeRequestSchema.safeParse(await readJsonBody(c));
        if (!parsed.success) {
          const errors = fieldErrors();
          for (const issue of parsed.error.issues) {
            const key = isErrorKey(issue.message) ? issue.message : isErrorKey(issue.path[0]) ? issue.path[0] : null;
            const field = key ?? 'body';
            const message = key ? PRIZE_FIELD_ERRORS[locale][key] : locale === 'fr' ? 'Envoyez une adresse.' : 'Stuur een adres mee.';
            if (!errors[field]?.includes(message)) (errors[field] ??= []).push(message);
          }
          throw validationError(errors);
        }
        const jobs = await c.var.jobs();
        const outcome = await requestPrize(c.var.db, {
          userId,
          prizeId: params.id,
          address: parsed.data,
          idempotencyKey: storedKey(c.req.header(IDEMPOTENCY_HEADER)),
          afterRequest: (tx, requestId) => queuePrizeMail(tx, jobs, requestId),
        });
        switch (outcome.kind) {
          case 'not_found':
            throw notFound(prizeTexts.notFound(locale));
          case 'out_of_stock':
            throw new HttpError(409, prizeTexts.outOfStock(locale));
          case 'not_enough_points': {
            const message = prizeTexts.notEnoughPoints(locale, outcome.cost, outcome.available);
            throw new HttpError(422, message, { points: [message] });
          }
          case 'requested':
            c.header('Cache-Control', 'no-store');
            return c.json({ data: { request_id: outcome.requestId, status: outcome.status, available: outcome.available } }, 201);
        }
      },
    ),
  );
