import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BeforeSearchResponse, RecentSearch, SearchSubscription, SuggestResponse } from '@/lib/api/search';
import * as schema from '../db/schema';
import { useApiHarness, type JsonResult } from '../test-support/api-harness';
import { KEPT_SEARCHES_PER_MEMBER } from '../services/search/terms';
import { insertUser } from './catalogue.fixtures';
import { seedSearchWorld, type SearchWorld } from './search.fixtures';

/** The search calls other than the matching itself: saved searches, popular, keyword alerts, refusals. */

let world: SearchWorld;
const api = useApiHarness({
  seed: async (db) => {
    world = await seedSearchWorld(db);
  },
});

const token = (userId: number) => api.tokenFor(userId);

async function save(userId: number | null, body: Record<string, unknown>, locale = 'nl'): Promise<JsonResult<{ data: RecentSearch }>> {
  return api.call('POST', '/search/search-term', { body, locale, ...(userId === null ? {} : { token: await token(userId) }) });
}

async function termCount(): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(schema.searchTerms);
  return Number(row?.n ?? 0);
}

function expectJsonError(result: JsonResult, status: number): void {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(result.headers.get('content-type')).toContain('application/json');
  expect(typeof result.body.message).toBe('string');
}

describe('saved searches', () => {
  it("saves a member's search and lists it first in recent, newest first, at most 8, one row per query", async () => {
    const member = world.users.author;
    const first = await save(member, { query: 'koffie', url: '/search?q=koffie', group: null, entity_id: null });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ title: 'koffie', url: '/search?q=koffie', group: null, recentable_id: null });
    const picked = await save(member, { query: 'Kodak', url: '/brand/kodak', group: 'brand', entity_id: world.brands.kodak });
    expect(picked.body.data).toMatchObject({ group: 'brand', recentable_id: world.brands.kodak });
    for (let index = 0; index < 8; index += 1) await save(member, { query: `zoekterm ${index}`, url: null });
    // The same query again moves to the top instead of appearing twice.
    await save(member, { query: 'KOFFIE', url: '/search?q=koffie' });

    const before = await api.call<BeforeSearchResponse>('GET', '/search/before-search', { token: await token(member) });
    expect(before.status).toBe(200);
    expect(before.body.data.recent.map((item) => item.title)).toEqual([
      'KOFFIE',
      'zoekterm 7',
      'zoekterm 6',
      'zoekterm 5',
      'zoekterm 4',
      'zoekterm 3',
      'zoekterm 2',
      'zoekterm 1',
    ]);
  });

  it("a guest's search is not saved (204), and a guest gets popular searches only", async () => {
    const before = await termCount();
    const guest = await save(null, { query: 'geheim', url: '/search?q=geheim' });
    expect(guest.status).toBe(204);
    expect(await termCount()).toBe(before);
    const pre = await api.call<BeforeSearchResponse>('GET', '/search/before-search');
    expect(pre.body.data.recent).toEqual([]);
    expect(pre.body.data.popular.map((item) => item.title)).not.toContain('geheim');
  });

  it("popular: this week's terms at least three members searched, in the request's language, then the standing list", async () => {
    const third = await insertUser(api.db, 'Mila', 'Derde');
    for (const member of [world.users.author, world.users.other, third]) await save(member, { query: 'Thee', url: null });
    // One member's searches stay theirs, however often they search (the term, a name, a phrase).
    for (let index = 0; index < 3; index += 1) await save(world.users.other, { query: 'mijn zwangerschapstest', url: null });
    await save(world.users.other, { query: 'pizza', url: null }, 'fr');
    const lastWeek = new Date(Date.now() - 8 * 86_400_000);
    await api.db.insert(schema.searchTerms).values([world.users.author, world.users.other, third].map((userId) => ({ userId, query: 'oud nieuws', locale: 'nl' as const, createdAt: lastWeek })));
    await api.db.insert(schema.popularSearches).values([
      { query: 'bier', locale: 'nl', count: 50 },
      { query: 'wijn', locale: 'nl', count: 10 },
      { query: 'thee', locale: 'nl', count: 5 },
      { query: 'bière', locale: 'fr', count: 40 },
    ]);
    const { data } = await api.ok<BeforeSearchResponse>('/search/before-search');
    expect(data.popular).toEqual([
      { title: 'thee', url: '/search?q=thee' },
      { title: 'bier', url: '/search?q=bier' },
      { title: 'wijn', url: '/search?q=wijn' },
    ]);
    const fr = await api.ok<BeforeSearchResponse>('/search/before-search', { locale: 'fr' });
    expect(fr.data.popular).toEqual([{ title: 'bière', url: `/fr/search?q=${encodeURIComponent('bière')}` }]);
  });

  it('refuses a saved search whose url leaves the site', async () => {
    for (const url of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const refused = await api.call('POST', '/search/search-term', { body: { query: 'weg', url }, token: await token(world.users.author) });
      expectJsonError(refused, 422);
      expect(refused.body.errors).toHaveProperty('url');
    }
  });

  it('keeps a member’s newest searches only, so saving cannot grow the table without end', async () => {
    const userId = world.users.author;
    const old = Array.from({ length: KEPT_SEARCHES_PER_MEMBER + 10 }, (_, index) => ({
      userId,
      query: `oude zoekterm ${index}`,
      locale: 'nl' as const,
      createdAt: new Date(Date.now() - (100 - index) * 60_000),
    }));
    await api.db.insert(schema.searchTerms).values(old);
    const otherBefore = await api.db.select({ n: count() }).from(schema.searchTerms).where(eq(schema.searchTerms.userId, world.users.other));
    const saved = (await save(userId, { query: 'de nieuwste', url: null })).body.data;
    const kept = await api.db.select().from(schema.searchTerms).where(eq(schema.searchTerms.userId, userId));
    expect(kept).toHaveLength(KEPT_SEARCHES_PER_MEMBER);
    expect(kept.map((row) => row.id)).toContain(saved.id);
    expect(kept.map((row) => row.query)).not.toContain('oude zoekterm 0');
    expect(kept.map((row) => row.query)).toContain(`oude zoekterm ${KEPT_SEARCHES_PER_MEMBER + 9}`);
    // Another member's searches are not touched.
    expect(await api.db.select({ n: count() }).from(schema.searchTerms).where(eq(schema.searchTerms.userId, world.users.other))).toEqual(otherBefore);
  });

  it("deletes one of the member's own searches; another member's id is a 404 and stays", async () => {
    const mine = (await save(world.users.other, { query: 'te wissen', url: null })).body.data;
    const theirs = (await save(world.users.author, { query: 'niet van jou', url: null })).body.data;

    const foreign = await api.call('DELETE', `/search/search-term/${theirs.id}`, { token: await token(world.users.other) });
    expectJsonError(foreign, 404);
    expect(await api.db.select().from(schema.searchTerms).where(eq(schema.searchTerms.id, theirs.id))).toHaveLength(1);

    const own = await api.request('DELETE', `/search/search-term/${mine.id}`, { token: await token(world.users.other) });
    expect(own.status).toBe(204);
    expect(await api.db.select().from(schema.searchTerms).where(eq(schema.searchTerms.id, mine.id))).toHaveLength(0);
    expectJsonError(await api.call('DELETE', `/search/search-term/${mine.id}`, { token: await token(world.users.other) }), 404);
    expectJsonError(await api.call('DELETE', `/search/search-term/${theirs.id}`), 401);
    expectJsonError(await api.call('DELETE', '/search/search-term/abc', { token: await token(world.users.other) }), 404);
  });
});

describe('keyword deal alerts', () => {
  it('subscribes a member to a search, updates it when asked again, and lists only their keyword alerts', async () => {
    const auth = { token: await token(world.users.author) };
    const made = await api.call<{ data: SearchSubscription }>('PUT', '/search/subscribe', {
      ...auth,
      body: { query: 'Koffie', daily_email_notification: true },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ query: 'Koffie', daily_email_notification: true, weekly_email_notification: false, email: 'lotte.zoeker@example.test', locale_id: 1 });
    const again = await api.call<{ data: SearchSubscription }>('PUT', '/search/subscribe', {
      ...auth,
      locale: 'fr',
      body: { query: 'koffie', weekly_email_notification: true },
    });
    expect(again.body.data).toMatchObject({ id: made.body.data.id, daily_email_notification: false, weekly_email_notification: true, locale_id: 2 });
    await api.db.insert(schema.dealAlertSubscriptions).values({ userId: world.users.author, email: 'x@example.test', subscriableType: 'Brand', subscriableId: world.brands.kodak });

    const list = await api.call<{ data: SearchSubscription[] }>('GET', '/search/subscriptions', auth);
    expect(list.body.data.map((item) => item.query)).toEqual(['Koffie']);
    const otherList = await api.call<{ data: SearchSubscription[] }>('GET', '/search/subscriptions', { token: await token(world.users.other) });
    expect(otherList.body.data).toEqual([]);
  });

  it('refuses guests (401) and an alert with both e-mails, or without a query (422); neither e-mail is in-site only', async () => {
    expectJsonError(await api.call('PUT', '/search/subscribe', { body: { query: 'x', daily_email_notification: true } }), 401);
    expectJsonError(await api.call('GET', '/search/subscriptions'), 401);
    const auth = { token: await token(world.users.author) };
    const both = await api.call('PUT', '/search/subscribe', { ...auth, body: { query: 'koffie', daily_email_notification: true, weekly_email_notification: true } });
    expectJsonError(both, 422);
    expect(both.body.errors).toHaveProperty('weekly_email_notification');
    const neither = await api.call<{ data: SearchSubscription }>('PUT', '/search/subscribe', { ...auth, body: { query: 'thee' } });
    expect(neither.body.data).toMatchObject({ query: 'thee', daily_email_notification: false, weekly_email_notification: false });
    const blank = await api.call('PUT', '/search/subscribe', { ...auth, body: { query: '   ', weekly_email_notification: true } });
    expect(blank.body.errors).toHaveProperty('query');
  });
});

describe('bad and hostile input', () => {
  it.each([
    ['no body', undefined],
    ['search missing', {}],
    ['search not text', { search: 42 }],
    ['search an array', { search: ['ko'] }],
  ])('suggest with %s is a 422', async (_label, body) => {
    expectJsonError(await api.call('POST', '/search/suggest', body === undefined ? {} : { body }), 422);
  });

  it('a NUL in the search is a 422 in the JSON shape', async () => {
    expectJsonError(await api.call('POST', '/search/suggest', { raw: '{"search":"ko\\u0000ffie"}', headers: { 'content-type': 'application/json' } }), 422);
  });

  it.each([
    ["SQL", "koffie'); drop table users; --"],
    ['tsquery operators', 'koffie & !(thee | <-> :* melk) \\'],
    ['regex and LIKE characters', '.*+?^$[](){}|\\ %_ ko%'],
    ['emoji only', '☕️🍰'],
    ['emoji and words', '☕ koffie 🍰'],
    ['very long', `koffie ${'a'.repeat(20_000)}`],
    ['blank', '   '],
    ['stop words only', 'de het een'],
    ['folder words only', 'folders van'],
  ])('%s: answers 200 with every group', async (_label, search) => {
    const result = await api.call<SuggestResponse>('POST', '/search/suggest', { body: { search } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(Object.keys(result.body.data).sort()).toEqual(['article', 'brand', 'entity', 'folder', 'product', 'store', 'webshop']);
  });

  it.each([
    ['no query', { url: '/x' }],
    ['blank query', { query: '  ' }],
    ['query too long', { query: 'a'.repeat(256) }],
    ['unknown group', { query: 'x', group: 'users' }],
    ['entity id not a whole number', { query: 'x', entity_id: 1.5 }],
    ['url off the site', { query: 'x', url: 'https://evil.example/' }],
  ])('search-term with %s is a 422 for members and guests alike', async (_label, body) => {
    expectJsonError(await save(world.users.author, body), 422);
    expectJsonError(await save(null, body), 422);
  });

  it('every search call is in the OpenAPI document', async () => {
    const document = await api.ok<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
    expect(Object.keys(document.paths['/api/search/suggest'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/search/before-search'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/search/search-term'] ?? {})).toEqual(['post']);
    expect(Object.keys(document.paths['/api/search/search-term/{id}'] ?? {})).toEqual(['delete']);
    expect(Object.keys(document.paths['/api/search/subscribe'] ?? {})).toEqual(['put']);
    expect(Object.keys(document.paths['/api/search/subscriptions'] ?? {})).toEqual(['get']);
  });
});
