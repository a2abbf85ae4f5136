import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { loggingDb, useApiHarness } from '../test-support/api-harness';
import { insertUser } from './account.fixtures';
import { alertRow, confirmLink, confirmedAlert, guestRows, insertStore, mailsTo, nextIp, subscribe, subscribeBody, uniqueEmail } from './deal-alert-guests.fixtures';

/**
 * Guests subscribe by e-mail (docs/deal-alerts.md, Guests): the answer is the same for every address,
 * the confirmation mail comes from the job queue in the guest's language, and nothing counts before
 * the guest follows its link.
 */

vi.setConfig({ testTimeout: 60_000 });

const statements: string[] = [];
const api = useApiHarness({
  accounts: { smtp: true, clock: true },
  deps: (handle) => ({ db: loggingDb(handle, (query) => statements.push(query)) }),
});

let storeId: number;
beforeAll(async () => {
  storeId = await insertStore(api.db, { nl: 'Bakkerij Peeters', fr: 'Boulangerie Peeters' });
});

describe('POST /deal-alerts/guest', () => {
  it('answers 202 pending; the mail follows from the queue, in Dutch, with a confirm link; nothing is confirmed before', async () => {
    const email = uniqueEmail('nl');
    const answer = await subscribe(api, { email, storeId });
    expect(answer).toEqual({ status: 202, body: { data: { status: 'pending' } } });
    expect(mailsTo(api, email)).toEqual([]);
    expect(await guestRows(api.db, email)).toEqual([]);

    await api.runJobs();
    const mail = await api.smtp.waitFor((message) => message.to.includes(email));
    expect(mail.subject).toBe('Bevestig je Dealwijzer-deal alert');
    expect(mail.text).toContain('Bakkerij Peeters');
    expect(mail.text).toContain('elke dag');
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const link = confirmLink(mail, 'nl');
    const [row] = await guestRows(api.db, email);
    expect(row).toMatchObject({ userId: null, confirmedAt: null, localeId: 1, dailyEmailNotification: true, subscriableId: storeId });
    // Only the secret's hash is stored.
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirmTokenHash).not.toContain(link.searchParams.get('token'));
    // Unconfirmed: not among the address's alerts.
    const outbox = await api.db.select().from(schema.outgoingMails);
    expect(JSON.stringify(outbox)).not.toContain(link.searchParams.get('token'));
  });

  it('mails a French guest in French, with the French confirm page', async () => {
    const email = uniqueEmail('fr');
    expect((await subscribe(api, { email, query: 'croissants', locale: 'fr', period: 'weekly' })).status).toBe(202);
    await api.runJobs();
    const mail = await api.smtp.waitFor((message) => message.to.includes(email));
    expect(mail.subject).toBe('Confirmez votre alerte promo Dealwijzer');
    // The words are not repeated to an address nobody proved yet (anyone can type any words for it).
    expect(mail.text).toContain('une recherche');
    expect(mail.text).not.toContain('croissants');
    expect(mail.text).toContain('chaque semaine');
    expect(confirmLink(mail, 'fr').pathname).toBe('/fr/deal-alerts/confirm');
    expect((await guestRows(api.db, email))[0]).toMatchObject({ localeId: 2, weeklyEmailNotification: true, query: 'croissants' });
  });

  it('takes the Language header when the body names no locale', async () => {
    const email = uniqueEmail('header');
    const answer = await api.call('POST', '/deal-alerts/guest', { body: subscribeBody({ email, storeId }), locale: 'fr', ip: nextIp() });
    expect(answer.status).toBe(202);
    await api.runJobs();
    const mail = await api.smtp.waitFor((message) => message.to.includes(email));
    expect(mail.text).toContain('Boulangerie Peeters');
  });

  it('asking again before confirming mails a fresh link; only the newest works, once', async () => {
    const email = uniqueEmail('again');
    await subscribe(api, { email, storeId });
    await api.runJobs();
    const first = confirmLink(await api.smtp.waitFor((message) => message.to.includes(email)), 'nl').searchParams.get('token');
    await subscribe(api, { email, storeId, period: 'weekly' });
    await api.runJobs();
    expect(mailsTo(api, email)).toHaveLength(2);
    const second = confirmLink(mailsTo(api, email)[1] ?? { to: [], raw: '', subject: '', text: '' }, 'nl').searchParams.get('token');
    expect(second).not.toBe(first);

    expect((await api.call('POST', '/deal-alerts/confirm', { body: { token: first } })).status).toBe(404);
    const confirmed = await api.call<{ data: { alert: { weekly_email_notification: boolean }; manage_url: string } }>('POST', '/deal-alerts/confirm', {
      body: { token: second },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.alert.weekly_email_notification).toBe(true);
    expect(confirmed.body.data.manage_url).toMatch(/^http:\/\/site\.test\/deal-alerts\/manage\?token=/);
    expect((await api.call('POST', '/deal-alerts/confirm', { body: { token: second } })).status).toBe(404);
    expect(await guestRows(api.db, email)).toHaveLength(1);
  });

  it('a confirmed alert gets no second confirmation mail, and the same answer; its period stays', async () => {
    const email = uniqueEmail('confirmed');
    const { id } = await confirmedAlert(api, { email, storeId });
    const again = await subscribe(api, { email, storeId, period: 'weekly' });
    expect(again).toEqual({ status: 202, body: { data: { status: 'pending' } } });
    await api.runJobs();
    expect(mailsTo(api, email)).toHaveLength(1);
    expect(await alertRow(api.db, id)).toMatchObject({ dailyEmailNotification: true, weeklyEmailNotification: false });
  });

  it('a confirmation link expires', async () => {
    const email = uniqueEmail('late');
    await subscribe(api, { email, storeId });
    await api.runJobs();
    const token = confirmLink(await api.smtp.waitFor((message) => message.to.includes(email)), 'nl').searchParams.get('token');
    api.clock += 73 * 60 * 60 * 1000;
    expect(await api.call('POST', '/deal-alerts/confirm', { body: { token } })).toMatchObject({ status: 404 });
    expect((await guestRows(api.db, email))[0]?.confirmedAt).toBeNull();
  });

  it('refuses unknown and hostile confirmation tokens with 4xx', async () => {
    for (const token of ['nope', 'A'.repeat(48), 'x'.repeat(5000), '']) {
      const answer = await api.call('POST', '/deal-alerts/confirm', { body: { token } });
      expect([404, 422], JSON.stringify(answer.body)).toContain(answer.status);
    }
    expect((await api.call('POST', '/deal-alerts/confirm', { body: { token: 42 } })).status).toBe(422);
  });

  it("a member's address gets a guest alert of its own; the member's account and alerts stay as they were", async () => {
    const email = uniqueEmail('member');
    const userId = await insertUser(api.db, { email });
    const [memberAlert] = await api.db
      .insert(schema.dealAlertSubscriptions)
      .values({ userId, email, subscriableType: 'Store', subscriableId: storeId, confirmedAt: new Date() })
      .returning();
    const { id } = await confirmedAlert(api, { email, storeId, period: 'weekly' });
    expect(id).not.toBe(memberAlert?.id);
    expect(await alertRow(api.db, id)).toMatchObject({ userId: null, weeklyEmailNotification: true });
    expect(await alertRow(api.db, memberAlert?.id ?? 0)).toMatchObject({ userId, dailyEmailNotification: false, weeklyEmailNotification: false });
  });

  it('refuses bad bodies with 4xx in the API shape', async () => {
    const cases: unknown[] = [
      {},
      { email: 'not-an-address', query: 'x', daily_email_notification: true },
      { email: 'a@example.be', daily_email_notification: true },
      { email: 'a@example.be', query: 'koffie', target: { type: 'Store', id: storeId }, daily_email_notification: true },
      { email: 'a@example.be', query: 'koffie' },
      { email: 'a@example.be', query: 'koffie', daily_email_notification: true, weekly_email_notification: true },
      { email: 'a@example.be', target: { type: 'Store', id: 999_999 }, daily_email_notification: true },
      { email: 'a@example.be', target: { type: 'User', id: 1 }, daily_email_notification: true },
      { email: 'a@example.be', query: '!!!', daily_email_notification: true },
      { email: 'a@example.be', query: 'koffie', daily_email_notification: 'yes' },
      { email: 'a@example.be', locale: 'de', query: 'koffie', daily_email_notification: true },
      [],
      null,
    ];
    for (const [index, body] of cases.entries()) {
      // Each its own address: the per-address limit counts before the checks.
      const fresh = body && typeof body === 'object' && 'email' in body && body.email === 'a@example.be' ? { ...body, email: `bad.${index}@example.be` } : body;
      const answer = await api.call<{ message: string; errors?: object }>('POST', '/deal-alerts/guest', { body: fresh, ip: nextIp() });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const text = await api.request('POST', '/deal-alerts/guest', { raw: 'email=a@example.be', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('no mail storms', () => {
  it('limits the requests per address, whoever sends them', async () => {
    const email = uniqueEmail('storm');
    for (let i = 0; i < 3; i += 1) expect((await subscribe(api, { email, storeId })).status).toBe(202);
    const refused = await subscribe(api, { email: email.toUpperCase(), storeId });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    await api.runJobs();
    expect(mailsTo(api, email).length).toBeLessThanOrEqual(3);
  });

  it('limits the requests per caller address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await subscribe(api, { email: uniqueEmail('ip'), storeId, ip })).status);
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('no enumeration', () => {
  it('answers a confirmed, a pending and an unknown address alike, with the same statements before the answer', async () => {
    const confirmed = uniqueEmail('known');
    await confirmedAlert(api, { email: confirmed, storeId });
    const pending = uniqueEmail('pending');
    await subscribe(api, { email: pending, storeId });
    await api.runJobs();

    const answers = [];
    const sent: string[][] = [];
    for (const email of [confirmed, pending, uniqueEmail('unknown')]) {
      statements.length = 0;
      answers.push(await subscribe(api, { email, storeId }));
      sent.push([...statements]);
    }
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array(3).fill([202, { data: { status: 'pending' } }]));
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[2]).toEqual(sent[0]);
    expect(sent[0]?.filter((statement) => statement.includes('deal_alert_subscriptions'))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes every guest call, the subscribe answer as 202 and the one-click refusals', async () => {
    const doc = (await (await api.request('GET', '/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters: Array<{ name: string; in: string }> }>>;
    };
    expect(Object.keys(doc.paths['/api/deal-alerts/guest']?.post?.responses ?? {})).toContain('202');
    expect(Object.keys(doc.paths['/api/deal-alerts/manage'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(doc.paths['/api/deal-alerts/manage/{id}'] ?? {}).sort()).toEqual(['delete', 'patch']);
    expect(doc.paths['/api/deal-alerts/confirm']?.post).toBeDefined();
    const unsubscribe = doc.paths['/api/deal-alerts/unsubscribe']?.post;
    expect(unsubscribe?.parameters.map((parameter) => parameter.name)).toContain('token');
    expect(Object.keys(unsubscribe?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '429']));
  });
});
