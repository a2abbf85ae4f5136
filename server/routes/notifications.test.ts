import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationsPage } from '@/lib/api/notifications-types';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { notifyMany, seedNotifyWorld, storedNotifications, type NotifyWorld } from './notifications.fixtures';

type Message = { message: string; errors?: Record<string, string[]> };

describe('the notifications API (docs/notifications.md)', () => {
  let w: NotifyWorld;
  const api = useApiHarness({
    timeoutMs: 60_000,
    seed: async (db) => {
      w = await seedNotifyWorld(db);
    },
  });

  const list = (query: string, token: string, locale = 'nl') => api.call<NotificationsPage>('GET', `/notifications${query}`, { token, locale });

  beforeEach(async () => {
    await api.db.delete(schema.notifications);
    await notifyMany(api.db, w.users.nl, 25);
    await notifyMany(api.db, w.users.fr, 3, 'theirs');
  });

  it('lists the member’s own notifications newest first, in pages of 10 by default, with the unread count', async () => {
    const first = await list('', w.tokens.nl);
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, total: 25, unread_count: 25 });
    expect(first.body.data.map((item) => item.content)).toEqual(Array.from({ length: 10 }, (_, i) => `test ${24 - i} (nl)`));
    const last = await list('?page=3&per_page=10', w.tokens.nl);
    expect(last.body.data.map((item) => item.content)).toEqual(['test 4 (nl)', 'test 3 (nl)', 'test 2 (nl)', 'test 1 (nl)', 'test 0 (nl)']);
    const all = await list('?per_page=100', w.tokens.nl);
    expect(all.body.data).toHaveLength(25);
    expect(all.body.data.every((item) => !item.content.startsWith('theirs'))).toBe(true);
    const [newest] = first.body.data;
    expect(newest).toEqual({
      id: expect.any(Number),
      content: 'test 24 (nl)',
      time_ago: '1 minuut geleden',
      author_avatar: null,
      read_at: null,
      checked_at: null,
      is_link: false,
      url: null,
      created_at: expect.any(String),
    } satisfies Notification);
  });

  it('says how long ago in the request’s language', async () => {
    const fr = await list('?per_page=1', w.tokens.nl, 'fr');
    expect(fr.body.data[0]?.time_ago).toBe('il y a 1 minute');
    const query = await api.call<NotificationsPage>('GET', '/notifications?per_page=1&locale=fr', { token: w.tokens.nl, locale: null });
    expect(query.body.data[0]?.time_ago).toBe('il y a 1 minute');
  });

  it('lists only unread ones with unread=1, while unread_count stays the member’s whole count', async () => {
    const page = await list('?per_page=100', w.tokens.nl);
    const [a, b, c] = page.body.data;
    await api.call('POST', `/notifications/${a!.id}/read`, { token: w.tokens.nl });
    await api.call('POST', `/notifications/${b!.id}/check`, { token: w.tokens.nl });
    const unread = await list('?unread=1&per_page=100', w.tokens.nl);
    expect(unread.body.meta).toMatchObject({ total: 23, unread_count: 23 });
    expect(unread.body.data.map((item) => item.id)).not.toContain(a!.id);
    expect(unread.body.data[0]?.id).toBe(c!.id);
    expect((await list('', w.tokens.nl)).body.meta).toMatchObject({ total: 25, unread_count: 23 });
  });

  it('reads one (and checks it), checks one, idempotently keeping the first time', async () => {
    const [a, b] = (await list('', w.tokens.nl)).body.data;
    const read = await api.call<{ data: Notification }>('POST', `/notifications/${a!.id}/read`, { token: w.tokens.nl });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: a!.id, read_at: expect.any(String), checked_at: expect.any(String) });
    const again = await api.call<{ data: Notification }>('POST', `/notifications/${a!.id}/read`, { token: w.tokens.nl });
    expect(again.body.data.read_at).toBe(read.body.data.read_at);

    const checked = await api.call<{ data: Notification }>('POST', `/notifications/${b!.id}/check`, { token: w.tokens.nl });
    expect(checked.body.data).toMatchObject({ id: b!.id, read_at: null, checked_at: expect.any(String) });
    const checkedAgain = await api.call<{ data: Notification }>('POST', `/notifications/${b!.id}/check`, { token: w.tokens.nl });
    expect(checkedAgain.body.data.checked_at).toBe(checked.body.data.checked_at);
  });

  it('checks all unread ones, then reads all not yet read, saying how many changed', async () => {
    const [a] = (await list('', w.tokens.nl)).body.data;
    await api.call('POST', `/notifications/${a!.id}/read`, { token: w.tokens.nl });
    const checked = await api.call('POST', '/notifications/check', { token: w.tokens.nl });
    expect(checked).toMatchObject({ status: 200, body: { data: { updated: 24 } } });
    expect((await list('', w.tokens.nl)).body.meta.unread_count).toBe(0);
    const read = await api.call('POST', '/notifications/read', { token: w.tokens.nl });
    expect(read).toMatchObject({ status: 200, body: { data: { updated: 24 } } });
    expect((await storedNotifications(api.db, w.users.nl)).every((row) => row.readAt && row.checkedAt)).toBe(true);
    expect(await api.call('POST', '/notifications/read', { token: w.tokens.nl })).toMatchObject({ body: { data: { updated: 0 } } });
    // The other member's are untouched.
    expect((await storedNotifications(api.db, w.users.fr)).every((row) => !row.readAt && !row.checkedAt)).toBe(true);
  });

  it('deletes one (204), then the read ones, then all', async () => {
    const [a, b, c] = (await list('', w.tokens.nl)).body.data;
    const gone = await api.request('DELETE', `/notifications/${a!.id}`, { token: w.tokens.nl });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    expect((await api.call('DELETE', `/notifications/${a!.id}`, { token: w.tokens.nl })).status).toBe(404);
    await api.call('POST', `/notifications/${b!.id}/read`, { token: w.tokens.nl });
    await api.call('POST', `/notifications/${c!.id}/check`, { token: w.tokens.nl });
    expect(await api.call('DELETE', '/notifications?which=read', { token: w.tokens.nl })).toMatchObject({ status: 200, body: { data: { deleted: 1 } } });
    const live = async (userId: number) => (await storedNotifications(api.db, userId)).filter((row) => row.deletedAt === null);
    expect((await live(w.users.nl)).map((row) => row.id)).toContain(c!.id);
    expect(await api.call('DELETE', '/notifications?which=all', { token: w.tokens.nl })).toMatchObject({ status: 200, body: { data: { deleted: 23 } } });
    expect(await live(w.users.nl)).toEqual([]);
    expect((await list('', w.tokens.nl)).body).toMatchObject({ data: [], meta: { total: 0, unread_count: 0 } });
    // Deleted rows stay, marked, so their event keys keep an event from coming back (docs/notifications.md).
    expect((await storedNotifications(api.db, w.users.nl)).every((row) => row.deletedAt !== null && row.eventKey !== undefined)).toBe(true);
    expect(await api.call('POST', `/notifications/${c!.id}/read`, { token: w.tokens.nl })).toMatchObject({ status: 404 });
    expect(await live(w.users.fr)).toHaveLength(3);
  });

  it('answers another member’s notification 404, like an unknown one, and leaves it unchanged', async () => {
    const before = await storedNotifications(api.db, w.users.fr);
    const theirs = before[0]!.id;
    for (const [method, path] of [
      ['POST', `/notifications/${theirs}/read`],
      ['POST', `/notifications/${theirs}/check`],
      ['DELETE', `/notifications/${theirs}`],
      ['POST', '/notifications/999999/read'],
      ['DELETE', '/notifications/999999'],
    ] as const) {
      const response = await api.call<Message>(method, path, { token: w.tokens.nl });
      expect(response, `${method} ${path}`).toMatchObject({ status: 404, body: { message: 'Notification not found.' } });
    }
    await api.call('POST', '/notifications/read', { token: w.tokens.nl });
    await api.call('DELETE', '/notifications?which=all', { token: w.tokens.nl });
    expect(await storedNotifications(api.db, w.users.fr)).toEqual(before);
  });

  it('refuses bad input with 422 and malformed ids with 404', async () => {
    for (const query of ['?per_page=0', '?per_page=101', '?per_page=abc', '?page=0', '?page=-1', '?unread=maybe']) {
      const response = await list(query, w.tokens.nl);
      expect(response.status, query).toBe(422);
      expect((response.body as unknown as Message).errors).toBeDefined();
    }
    for (const query of ['', '?which=unread', '?which[]=all']) {
      const response = await api.call<Message>('DELETE', `/notifications${query}`, { token: w.tokens.nl });
      expect(response.status, query).toBe(422);
      expect(response.body.errors).toHaveProperty('which');
    }
    for (const path of ['/notifications/abc/read', '/notifications/0/check', '/notifications/1.5']) {
      const method = path.endsWith('1.5') ? 'DELETE' : 'POST';
      expect((await api.call(method, path, { token: w.tokens.nl })).status, path).toBe(404);
    }
    expect(await storedNotifications(api.db, w.users.nl)).toHaveLength(25);
  });

  it('answers guests and unknown tokens 401 on every call', async () => {
    const [mine] = await storedNotifications(api.db, w.users.nl);
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['GET', '/notifications?unread=1&per_page=100'],
      ['POST', `/notifications/${mine!.id}/read`],
      ['POST', `/notifications/${mine!.id}/check`],
      ['POST', '/notifications/read'],
      ['POST', '/notifications/check'],
      ['DELETE', `/notifications/${mine!.id}`],
      ['DELETE', '/notifications?which=all'],
    ] as const) {
      for (const token of [undefined, `1|${'a'.repeat(40)}`]) {
        expect(await api.call(method, path, { token }), `${method} ${path}`).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
      }
    }
    const [after] = await api.db.select().from(schema.notifications).where(eq(schema.notifications.id, mine!.id));
    expect(after).toEqual(mine);
  });
});
