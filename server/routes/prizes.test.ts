import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { credit } from '../services/points/ledger';
import { useApiHarness, UNUSABLE_PASSWORD_HASH, type RequestOptions } from '../test-support/api-harness';

/** The prize pot API (docs/points.md, Prize requests): list, detail, and requests that never overdraw. */

vi.setConfig({ testTimeout: 120_000 });

const api = useApiHarness({ accounts: { smtp: true } });

let seq = 0;
const ADDRESS = { full_name: 'An Peeters', street: 'Veldstraat', house_number: '12B', postal_code: '9000', city: 'Gent' };

async function member(points: number, locale: 'nl' | 'fr' = 'nl') {
  seq += 1;
  const [row] = await api.db
    .insert(schema.users)
    .values({ fname: 'An', lname: 'Peeters', email: `prize.${Date.now().toString(36)}.${seq}@example.be`, passwordHash: UNUSABLE_PASSWORD_HASH, locale })
    .returning({ id: schema.users.id, email: schema.users.email });
  if (!row) throw new Error('no user');
  if (points > 0) await credit(api.db, row.id, { action: 'registration', bonusableType: null, bonusableId: null }, points);
  return { ...row, token: await api.tokenFor(row.id) };
}

async function prize(values: Partial<typeof schema.prizes.$inferInsert> = {}) {
  seq += 1;
  const [row] = await api.db
    .insert(schema.prizes)
    .values({ titleNl: `Pralines ${seq}`, titleFr: `Pralines FR ${seq}`, descriptionNl: 'Lekker', descriptionFr: 'Délicieux', pointsCost: 100, stock: 10, position: seq, imagePath: `generated/prize/${seq}.svg`, ...values })
    .returning();
  if (!row) throw new Error('no prize');
  return row;
}

async function state(userId: number, prizeId: number) {
  const [account] = await api.db.select().from(schema.pointsAccounts).where(eq(schema.pointsAccounts.userId, userId));
  const [ledger] = await api.db
    .select({ sum: sql<number>`coalesce(sum(${schema.pointsLedger.impact}), 0)::int` })
    .from(schema.pointsLedger)
    .where(eq(schema.pointsLedger.userId, userId));
  const [row] = await api.db.select({ stock: schema.prizes.stock }).from(schema.prizes).where(eq(schema.prizes.id, prizeId));
  const requests = await api.db.select().from(schema.prizeRequests).where(and(eq(schema.prizeRequests.userId, userId), eq(schema.prizeRequests.prizeId, prizeId)));
  return { available: account?.available ?? 0, ledgerSum: ledger?.sum ?? 0, stock: row?.stock, requests: requests.length };
}

const requestBody = (token: string, key?: string, body: unknown = ADDRESS, locale = 'nl'): RequestOptions => ({
  token,
  body,
  locale,
  headers: key ? { 'Idempotency-Key': key } : ({} as Record<string, string>),
});

describe('GET /prizes and /prizes/{id}', () => {
  it('lists active prizes in the request language, with can_request only for members', async () => {
    const cheap = await prize({ pointsCost: 50 });
    const dear = await prize({ pointsCost: 5000 });
    const gone = await prize({ stock: 0, pointsCost: 10 });
    const hidden = await prize({ isActive: false });
    const guest = await api.data<Record<string, unknown>[]>('/prizes', { locale: 'fr' });
    const ids = guest.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([cheap.id, dear.id, gone.id]));
    expect(ids).not.toContain(hidden.id);
    expect(guest.find((row) => row.id === cheap.id)).toEqual({
      id: cheap.id,
      title: cheap.titleFr,
      description: 'Délicieux',
      image_url: `/api/media/generated/prize/${cheap.imagePath?.split('/').pop()}`,
      points_cost: 50,
      stock: 10,
    });
    const { token } = await member(100);
    const mine = await api.data<{ id: number; can_request: boolean; title: string }[]>('/prizes', { token });
    expect(mine.find((row) => row.id === cheap.id)).toMatchObject({ can_request: true, title: cheap.titleNl });
    expect(mine.find((row) => row.id === dear.id)?.can_request).toBe(false);
    expect(mine.find((row) => row.id === gone.id)?.can_request).toBe(false);
  });

  it('answers one prize, and 404 for an unknown, inactive or malformed id', async () => {
    const shown = await prize();
    const hidden = await prize({ isActive: false });
    expect(await api.data(`/prizes/${shown.id}`)).toMatchObject({ id: shown.id, title: shown.titleNl, points_cost: 100, stock: 10 });
    for (const path of [`/prizes/${hidden.id}`, '/prizes/999999', '/prizes/abc', '/prizes/0']) {
      expect((await api.get(path, { locale: 'fr' })).status, path).toBe(404);
    }
    expect((await api.get(`/prizes/${hidden.id}`, { locale: 'fr' })).body.message).toBe('Prix introuvable.');
  });
});

describe('POST /prizes/{id}/request', () => {
  it('debits the points and takes one of the stock, notifies and mails the member', async () => {
    const target = await prize({ pointsCost: 120, stock: 3 });
    const user = await member(200, 'fr');
    const result = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, 'first-request', { ...ADDRESS, country: 'BE' }, 'fr'));
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body).toEqual({ data: { request_id: expect.any(Number), status: 'pending', available: 80 } });
    expect(await state(user.id, target.id)).toEqual({ available: 80, ledgerSum: 80, stock: 2, requests: 1 });
    const requestId = (result.body.data as { request_id: number }).request_id;
    const [spent] = await api.db.select().from(schema.pointsLedger).where(and(eq(schema.pointsLedger.userId, user.id), eq(schema.pointsLedger.bonusActionType, 'prize_request')));
    expect(spent).toMatchObject({ impact: -120, bonusableType: 'PrizeRequest', bonusableId: requestId });
    const [stored] = await api.db.select().from(schema.prizeRequests).where(eq(schema.prizeRequests.id, requestId));
    expect(stored).toMatchObject({ fullName: 'An Peeters', street: 'Veldstraat', houseNumber: '12B', postalCode: '9000', city: 'Gent', country: 'BE', pointsSpent: 120, idempotencyKey: 'first-request' });

    const [note] = await api.db.select().from(schema.notifications).where(eq(schema.notifications.userId, user.id));
    expect(note?.content).toBe(`Votre demande pour « ${target.titleFr} » est enregistrée : 120 points ont été déduits. Nous vous l’envoyons bientôt.`);
    expect(note?.url).toMatch(new RegExp(`/fr/prijzenpot/${target.id}$`));

    await api.runJobs();
    const mail = await api.smtp.waitFor((received) => received.to.includes(user.email));
    expect(mail.subject).toBe(`Votre prix Dealwijzer : ${target.titleFr}`);
    expect(mail.text).toContain('il vous en reste 80');
    expect(mail.text).toContain('Veldstraat 12B');
    // A retried job sends nothing more.
    await api.runJobs();
    const [outbox] = await api.db.select().from(schema.outgoingMails).where(eq(schema.outgoingMails.idempotencyKey, `prize-request:${requestId}`));
    expect(outbox?.status).toBe('sent');
  });

  it('refuses guests, invalid addresses (in both languages), missing prizes, and a balance that does not cover the cost', async () => {
    const target = await prize({ pointsCost: 100 });
    expect((await api.call('POST', `/prizes/${target.id}/request`, { body: ADDRESS })).status).toBe(401);
    const user = await member(99);
    const invalid = { full_name: ' ', street: 'Markt', house_number: 'x', postal_code: '12345', city: 'Gent', country: 'BE' };
    const nl = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, undefined, invalid));
    expect(nl.status).toBe(422);
    expect(nl.body.errors).toEqual({
      full_name: ['Vul je voor- en achternaam in.'],
      house_number: ['Vul een geldig huisnummer in (bijvoorbeeld 12 of 12B).'],
      postal_code: ['Vul een geldige postcode in voor het gekozen land.'],
    });
    // A Belgian postcode no place has (the settings' rule).
    for (const postal_code of ['9999', '0999']) {
      const outside = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, undefined, { ...ADDRESS, postal_code }));
      expect(outside.body.errors).toEqual({ postal_code: ['Vul een geldige postcode in voor het gekozen land.'] });
    }
    const fr = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, undefined, { ...ADDRESS, country: 'DE' }, 'fr'));
    expect(fr.body.errors).toEqual({ country: ['Choisissez un pays dans la liste.'] });
    const notObject = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, undefined, [1, 2]));
    expect(notObject.status).toBe(422);
    expect((await api.call('POST', '/prizes/999999/request', requestBody(user.token))).status).toBe(404);

    const poor = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token));
    expect(poor.status).toBe(422);
    expect(poor.body.message).toBe('Je hebt niet genoeg punten voor deze prijs: je hebt er 100 nodig en je hebt er 99.');
    expect(await state(user.id, target.id)).toEqual({ available: 99, ledgerSum: 99, stock: 10, requests: 0 });
  });

  it('has no prize that costs nothing or less: the database refuses one (requesting it would spend 0 points)', async () => {
    for (const pointsCost of [0, -50]) await expect(prize({ pointsCost })).rejects.toThrow();
  });

  it('answers 409 when the prize is out of stock, taking no points', async () => {
    const target = await prize({ stock: 0 });
    const user = await member(500);
    const result = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, undefined, ADDRESS, 'fr'));
    expect(result).toMatchObject({ status: 409, body: { message: 'Ce prix n’est plus en stock.' } });
    expect(await state(user.id, target.id)).toEqual({ available: 500, ledgerSum: 500, stock: 0, requests: 0 });
  });

  it('makes one request per Idempotency-Key, also when the same key arrives twice at once', async () => {
    const target = await prize({ pointsCost: 100 });
    const user = await member(1000);
    const first = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, 'key-a'));
    const again = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, 'key-a'));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const parallel = await Promise.all([1, 2].map(() => api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, 'key-b'))));
    const made = parallel.filter((result) => result.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    // A repeat while the first runs is told so (409) by the middleware; it never makes a second request.
    for (const result of parallel) expect([201, 409]).toContain(result.status);
    expect(new Set(made.map((result) => (result.body.data as { request_id: number }).request_id)).size).toBe(1);
    expect(await state(user.id, target.id)).toEqual({ available: 800, ledgerSum: 800, stock: 8, requests: 2 });

    // The middleware's stored answer gone (a first request that crashed after its commit): the key on
    // the request row still answers the first request.
    await api.db.delete(schema.idempotencyKeys);
    const replay = await api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, 'key-a'));
    expect(replay.status).toBe(201);
    expect((replay.body.data as { request_id: number }).request_id).toBe((first.body.data as { request_id: number }).request_id);
    expect(await state(user.id, target.id)).toEqual({ available: 800, ledgerSum: 800, stock: 8, requests: 2 });
  });

  it('lets exactly one of 20 parallel requests through when the balance covers one', async () => {
    const target = await prize({ pointsCost: 100, stock: 50 });
    const user = await member(150);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token, `parallel-${index}`))),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(19);
    expect(await state(user.id, target.id)).toEqual({ available: 50, ledgerSum: 50, stock: 49, requests: 1 });
  });

  it('never takes the stock below zero when many members race for the last one', async () => {
    const target = await prize({ pointsCost: 10, stock: 1 });
    const users = await Promise.all(Array.from({ length: 6 }, () => member(100)));
    const results = await Promise.all(users.map((user) => api.call('POST', `/prizes/${target.id}/request`, requestBody(user.token))));
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(5);
    const [row] = await api.db.select({ stock: schema.prizes.stock }).from(schema.prizes).where(eq(schema.prizes.id, target.id));
    expect(row?.stock).toBe(0);
    const balances = await Promise.all(users.map((user) => state(user.id, target.id)));
    expect(balances.map((balance) => balance.available).sort((a, b) => a - b)).toEqual([90, 100, 100, 100, 100, 100]);
    for (const balance of balances) expect(balance.available).toBe(balance.ledgerSum);
  });
});
