import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import { alertMailLinks, manageToken, unsubscribeToken } from '../services/deal-alerts/links';
import { useApiHarness } from '../test-support/api-harness';
import { insertUser } from './account.fixtures';
import { alertRow, confirmedAlert, guestRows, insertStore, subscribe, uniqueEmail } from './deal-alert-guests.fixtures';

/**
 * The signed links of deal-alert mails (docs/deal-alerts.md, Guests): manage the address's alerts,
 * unsubscribe one or all (RFC 8058 one-click included). A link reaches its own address's guest rows
 * only; tampered and expired links are refused.
 */

vi.setConfig({ testTimeout: 60_000 });

const api = useApiHarness({ accounts: { smtp: true, clock: true } });

let storeId: number;
let otherStoreId: number;
beforeAll(async () => {
  storeId = await insertStore(api.db, { nl: 'Slagerij Janssens', fr: 'Boucherie Janssens' });
  otherStoreId = await insertStore(api.db, { nl: 'Fietsen Maes', fr: 'Vélos Maes' });
});

type Manage = { data: { email: string; alerts: Array<{ id: number; daily_email_notification: boolean; weekly_email_notification: boolean; subscriable: { data: { title: string } } | null; query: string | null }> } };
const q = (token: string) => `?token=${encodeURIComponent(token)}`;

describe('manage link', () => {
  it('lists the confirmed alerts of its address only, in the request language; changes a period; deletes one, then all', async () => {
    const email = uniqueEmail('manage');
    const first = await confirmedAlert(api, { email, storeId });
    const second = await confirmedAlert(api, { email, query: 'fietsbel', period: 'weekly' });
    await subscribe(api, { email, storeId: otherStoreId }); // pending: not listed
    await api.runJobs();
    const other = await confirmedAlert(api, { email: uniqueEmail('other'), storeId });

    const list = await api.call<Manage>('GET', `/deal-alerts/manage${q(first.manageToken)}`, { locale: 'fr' });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.data.email).toBe(email);
    expect(list.body.data.alerts.map((alert) => alert.id)).toEqual([second.id, first.id]);
    expect(list.body.data.alerts[1]?.subscriable?.data.title).toBe('Boucherie Janssens');

    const patched = await api.call<{ data: { weekly_email_notification: boolean } }>('PATCH', `/deal-alerts/manage/${first.id}${q(first.manageToken)}`, {
      body: { weekly_email_notification: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.weekly_email_notification).toBe(true);
    expect(await alertRow(api.db, first.id)).toMatchObject({ dailyEmailNotification: false, weeklyEmailNotification: true });

    for (const body of [{}, { daily_email_notification: true, weekly_email_notification: true }, { daily_email_notification: false }, { period: 'daily' }]) {
      expect((await api.call('PATCH', `/deal-alerts/manage/${first.id}${q(first.manageToken)}`, { body })).status, JSON.stringify(body)).toBe(422);
    }

    // Another address's alert: as if it did not exist, and untouched.
    expect((await api.call('PATCH', `/deal-alerts/manage/${other.id}${q(first.manageToken)}`, { body: { weekly_email_notification: true } })).status).toBe(404);
    expect((await api.call('DELETE', `/deal-alerts/manage/${other.id}${q(first.manageToken)}`)).status).toBe(404);
    expect(await alertRow(api.db, other.id)).toMatchObject({ dailyEmailNotification: true });

    expect(await api.call('DELETE', `/deal-alerts/manage/${second.id}${q(first.manageToken)}`)).toMatchObject({ status: 200, body: { data: { id: second.id, deleted: true } } });
    expect((await api.call('DELETE', `/deal-alerts/manage/${second.id}${q(first.manageToken)}`)).status).toBe(404);
    expect(await api.call('DELETE', `/deal-alerts/manage${q(first.manageToken)}`)).toMatchObject({ status: 200, body: { data: { deleted: 2 } } });
    expect(await guestRows(api.db, email)).toEqual([]);
    expect(await alertRow(api.db, other.id)).toBeDefined();
  });

  it("never reaches a member's alerts, even on the member's own address", async () => {
    const email = uniqueEmail('member');
    const userId = await insertUser(api.db, { email });
    const [memberAlert] = await api.db
      .insert(schema.dealAlertSubscriptions)
      .values({ userId, email, subscriableType: 'Store', subscriableId: storeId, dailyEmailNotification: true, confirmedAt: new Date() })
      .returning();
    const id = memberAlert?.id ?? 0;
    const token = manageToken(email);
    expect((await api.call<Manage>('GET', `/deal-alerts/manage${q(token)}`)).body.data.alerts).toEqual([]);
    expect((await api.call('PATCH', `/deal-alerts/manage/${id}${q(token)}`, { body: { weekly_email_notification: true } })).status).toBe(404);
    expect((await api.call('DELETE', `/deal-alerts/manage/${id}${q(token)}`)).status).toBe(404);
    expect(await api.call('DELETE', `/deal-alerts/manage${q(token)}`)).toMatchObject({ status: 200, body: { data: { deleted: 0 } } });
    expect(await alertRow(api.db, id)).toMatchObject({ userId, dailyEmailNotification: true });
  });

  it('refuses tampered, foreign-scope, expired and hostile tokens', async () => {
    const email = uniqueEmail('tamper');
    const { id, manageToken: token } = await confirmedAlert(api, { email, storeId });
    const [body = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ k: 'manage', e: email, x: 4_102_444_800 })).toString('base64url');
    const refused = [`${forged}.${signature}`, `${body}.${signature.slice(1)}A`, unsubscribeToken(email, id), 'x', 'x'.repeat(2000), '%00', ''];
    for (const bad of refused) {
      const answer = await api.call('GET', `/deal-alerts/manage${q(bad)}`);
      expect([404, 422], `${bad.slice(0, 40)}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      expect((await api.call('DELETE', `/deal-alerts/manage${q(bad)}`)).status).toBeGreaterThanOrEqual(400);
    }
    expect((await api.call('GET', '/deal-alerts/manage')).status).toBe(422);

    api.clock += 91 * 24 * 60 * 60 * 1000;
    expect(await api.call('GET', `/deal-alerts/manage${q(token)}`)).toMatchObject({ status: 404, body: { message: 'This link is invalid or has expired.' } });
    expect(await guestRows(api.db, email)).toHaveLength(1);
  });
});

describe('POST /deal-alerts/unsubscribe', () => {
  const oneClick = (url: string, init: { body?: string; type?: string } = {}) =>
    api.app.request(url.replace('http://site.test', ''), {
      method: 'POST',
      headers: init.type ? { 'Content-Type': init.type } : {},
      body: init.body,
    });

  it('RFC 8058: the List-Unsubscribe URL with the form body List-Unsubscribe=One-Click removes that alert only', async () => {
    const email = uniqueEmail('oneclick');
    const first = await confirmedAlert(api, { email, storeId });
    const second = await confirmedAlert(api, { email, storeId: otherStoreId });
    const links = alertMailLinks({ email, alertId: first.id, locale: 'nl' });
    expect(links.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(links.headers['List-Unsubscribe'])?.[1] ?? '';

    const response = await oneClick(url, { body: 'List-Unsubscribe=One-Click', type: 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { unsubscribed: true } });
    expect((await guestRows(api.db, email)).map((row) => row.id)).toEqual([second.id]);
    // Again (a retried POST): the same answer.
    expect((await oneClick(url, { body: 'List-Unsubscribe=One-Click', type: 'application/x-www-form-urlencoded' })).status).toBe(200);
  });

  it('takes a multipart form, JSON or no body; an address-wide link removes every alert of the address', async () => {
    const email = uniqueEmail('all');
    await confirmedAlert(api, { email, storeId });
    const { id } = await confirmedAlert(api, { email, storeId: otherStoreId });
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await api.app.request(`/api/deal-alerts/unsubscribe${q(unsubscribeToken(email, id))}`, { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
    await confirmedAlert(api, { email, query: 'worst' });
    const all = alertMailLinks({ email, locale: 'fr' });
    expect(all.unsubscribeUrl).toMatch(/^http:\/\/site\.test\/fr\/deal-alerts\/unsubscribe\?token=/);
    expect((await api.call('POST', `/deal-alerts/unsubscribe${q(new URL(all.unsubscribeUrl).searchParams.get('token') ?? '')}`, { body: {} })).status).toBe(200);
    expect(await guestRows(api.db, email)).toEqual([]);
    expect((await oneClick(`/api/deal-alerts/unsubscribe${q(manageToken(email))}`)).status).toBe(200);
  });

  it("on a member's own address stops the e-mails and keeps the alert; another address's link changes nothing", async () => {
    const email = uniqueEmail('member-unsub');
    const userId = await insertUser(api.db, { email });
    const [row] = await api.db
      .insert(schema.dealAlertSubscriptions)
      .values({ userId, email, query: 'kaas', dailyEmailNotification: true, confirmedAt: new Date() })
      .returning();
    const id = row?.id ?? 0;
    expect((await oneClick(`/api/deal-alerts/unsubscribe${q(unsubscribeToken(uniqueEmail('stranger'), id))}`)).status).toBe(200);
    expect(await alertRow(api.db, id)).toMatchObject({ dailyEmailNotification: true });
    expect((await oneClick(`/api/deal-alerts/unsubscribe${q(unsubscribeToken(email.toUpperCase(), id))}`)).status).toBe(200);
    expect(await alertRow(api.db, id)).toMatchObject({ userId, dailyEmailNotification: false, weeklyEmailNotification: false });
  });

  it('refuses tampered and expired links, and bodies of other types', async () => {
    const email = uniqueEmail('bad-unsub');
    const { id } = await confirmedAlert(api, { email, storeId });
    const token = unsubscribeToken(email, id);
    const [body = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ k: 'unsubscribe', e: email, a: id + 1, x: 4_102_444_800 })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${body}x.${signature}`, 'garbage']) {
      expect((await oneClick(`/api/deal-alerts/unsubscribe${q(bad)}`)).status).toBe(404);
    }
    expect((await oneClick('/api/deal-alerts/unsubscribe')).status).toBe(422);
    expect((await oneClick(`/api/deal-alerts/unsubscribe${q(token)}`, { body: 'x', type: 'text/plain' })).status).toBe(415);
    api.clock += 366 * 24 * 60 * 60 * 1000;
    expect((await oneClick(`/api/deal-alerts/unsubscribe${q(token)}`)).status).toBe(404);
    expect(await guestRows(api.db, email)).toHaveLength(1);
  });
});
