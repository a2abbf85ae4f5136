import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/routing';
import { executeRows } from '../db/client';
import { DEMO_LOGIN } from '../db/seed';
import { issueTestToken, useApiHarness } from '../test-support/api-harness';
import { ACCOUNT_ROUTES } from './sweep/account-routes.fixtures';
import { CATALOGUE_ROUTES } from './sweep/catalogue-routes.fixtures';
import { CONTENT_ROUTES } from './sweep/content-routes.fixtures';
import { DEAL_ALERT_GUEST_ROUTES } from './sweep/deal-alert-guest-routes.fixtures';
import { FEED_ROUTES } from './sweep/feed-routes.fixtures';
import { MEMBER_ROUTES } from './sweep/member-routes.fixtures';
import { HOSTILE_QUERY, HOSTILE_SEGMENTS, type Outcome, fillPath, hostileHeaders, inspect, validLog, withQuery, withoutKey } from './sweep/hostile.fixtures';
import { DEFAULT_ALLOWED, type Fixtures, type RouteSpec } from './sweep/spec.fixtures';

/**
 * The bad-input sweep: every route of the API, on the seeded demo catalogue,
 * gets hostile path segments, hostile query values, wrong methods and broken bodies, with and without
 * a garbage bearer token and an unknown `Language`. Nothing may answer 5xx; every 4xx is Laravel's
 * `{message}` (422 also `errors`). The happy path of every GET route answers 200 with the contract's field
 * names in Dutch and in French.
 *
 * ROUTES, joined from the per-area lists in ./sweep/*-routes.fixtures.ts (FEED_ROUTES, CATALOGUE_ROUTES…),
 * must name every route the app has: a new route fails the first test until it is added to its area's list.
 */

const ROUTES: RouteSpec[] = [...FEED_ROUTES, ...CATALOGUE_ROUTES, ...CONTENT_ROUTES, ...ACCOUNT_ROUTES, ...MEMBER_ROUTES, ...DEAL_ALERT_GUEST_ROUTES];

describe('bad-input sweep over every route (demo catalogue)', () => {
  let f: Fixtures;
  let turn = 0;

  const request = (method: string, url: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) =>
    api.app.request(url, { method, headers: init.headers, body: init.body });

  const validParams = (spec: RouteSpec, locale: Locale = 'nl') =>
    Object.fromEntries(Object.entries(spec.params ?? {}).map(([name, value]) => [name, value(f, locale)]));

  const authHeaders = (spec: RouteSpec): Record<string, string> =>
    spec.auth ? { Authorization: `Bearer ${f.token}` } : {};

  const api = useApiHarness({
    demo: true,
    timeoutMs: 240_000,
    seed: async (db) => {
      const one = async <T extends Record<string, unknown>>(query: string): Promise<T> => {
        const [row] = await executeRows<T>(db, sql.raw(query));
        if (!row) throw new Error(`no fixture row for: ${query}`);
        return row;
      };
      const category = await one<{ id: number; nl: string; fr: string }>(
        'select id, slug_nl as nl, slug_fr as fr from categories where slug_nl <> slug_fr and title_nl <> title_fr order by id limit 1',
      );
      const folder = await one<{ id: number; store_id: number; slug: string }>(
        `select f.id, f.store_id, f.slug from folders f
          where f.valid_from <= current_date and f.valid_to >= current_date
            and exists (select 1 from folder_items i where i.folder_id = f.id)
            and exists (select 1 from stores s where s.id = f.store_id and s.title_nl <> s.title_fr)
          order by f.id limit 1`,
      );
      const store = await one<{ nl: string; fr: string }>(`select slug_nl as nl, slug_fr as fr from stores where id = ${folder.store_id}`);
      const webshop = await one<{ nl: string; fr: string; title: string }>(
        'select slug_nl as nl, slug_fr as fr, title_nl as title from webshops order by id limit 1',
      );
      const brand = await one<{ nl: string; fr: string }>('select slug_nl as nl, slug_fr as fr from brands order by id limit 1');
      const product = await one<{ nl: string; fr: string }>(
        'select slug_nl as nl, slug_fr as fr from products where title_nl <> title_fr order by id limit 1',
      );
      const post = await one<{ id: number }>("select id from posts where status = 'approved' order by id limit 1");
      const promo = await one<{ id: number }>(
        'select id from online_promos where title_nl <> title_fr and (expired_at is null or expired_at > now()) order by id limit 1',
      );
      const item = await one<{ id: number }>(`select id from folder_items where folder_id = ${folder.id} order by id limit 1`);
      const pages = await one<{ nl: string; fr: string }>(
        "select n.slug as nl, f.slug as fr from pages n join pages f on f.group_key = n.group_key and f.locale = 'fr' where n.locale = 'nl' and n.slug <> f.slug order by n.id limit 1",
      );
      const newsCategory = await one<{ slug: string }>('select slug from news_categories order by position, id limit 1');
      const article = await one<{ slug: string }>('select slug from articles where published_at <= now() order by id limit 1');
      const goto = await one<{ key: string }>('select key from goto_links order by id limit 1');
      const redirect = await one<{ from_path: string }>('select from_path from redirects order by id limit 1');
      const demo = await one<{ id: number }>(`select id from users where email = '${DEMO_LOGIN.email}'`);
      const other = await one<{ id: number }>(`select id from users where id <> ${demo.id} and deleted_at is null order by id limit 1`);


      f = {
        categoryId: category.id,
        category: { nl: category.nl, fr: category.fr },
        store: { nl: store.nl, fr: store.fr, folderSlug: folder.slug },
        webshop: { nl: webshop.nl, fr: webshop.fr, search: webshop.title.slice(0, 4) },
        brand: { nl: brand.nl, fr: brand.fr },
        product: { nl: product.nl, fr: product.fr },
        folderId: folder.id,
        postId: post.id,
        onlinePromoId: promo.id,
        folderItemId: item.id,
        userId: demo.id,
        otherUserId: other.id,
        pages: { nl: pages.nl, fr: pages.fr },
        newsCategory: newsCategory.slug,
        article: article.slug,
        gotoKey: goto.key,
        redirectPath: redirect.from_path,
        token: await issueTestToken(db, demo.id),
      };
    },
  });

  it('knows every route of the app', () => {
    const actual = api.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`);
    const listed = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...actual].sort()).toEqual([...listed].sort());
  });

  describe('happy path in nl and fr', () => {
    it.each(ROUTES.filter((route) => route.method === 'GET').map((route) => [route.path, route] as const))(
      'GET %s',
      async (_path, spec) => {
        const bodies: Partial<Record<Locale, unknown>> = {};
        for (const locale of ['nl', 'fr'] as const) {
          const url = withQuery(fillPath(spec.path, validParams(spec, locale)), spec.happyQuery?.(f, locale) ?? '');
          const response = await request('GET', url, { headers: { Language: locale, ...authHeaders(spec) } });
          const text = await response.text();
          expect(response.status, `${locale} ${url}: ${text.slice(0, 300)}`).toBe(spec.status ?? 200);
          const type = response.headers.get('content-type') ?? '';
          const body: unknown = type.includes('json') ? JSON.parse(text) : text;
          if (spec.path.startsWith('/api/media/generated')) expect(type).toContain('image/svg+xml');
          spec.check(body, locale, f);
          bodies[locale] = body;
        }
        spec.compare?.(bodies.nl, bodies.fr, f);

        // An unknown language falls back to Dutch.
        const url = withQuery(fillPath(spec.path, validParams(spec)), spec.happyQuery?.(f, 'nl') ?? '');
        const fallback = await request('GET', url, { headers: { Language: 'xx', ...authHeaders(spec) } });
        expect(fallback.status).toBe(spec.status ?? 200);
      },
    );

    it('POST /api/log accepts a valid entry', async () => {
      const response = await request('POST', '/api/log', { headers: { 'Content-Type': 'application/json' }, body: validLog() });
      expect(response.status).toBe(204);
    });
  });

  describe('hostile input never gives a 5xx', () => {
    it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, spec) => {
      const outcomes: Outcome[] = [];
      const base = spec.base?.(f) ?? '';
      const allowed = spec.allowed ?? DEFAULT_ALLOWED;
      const send = async (label: string, method: string, url: string, allowedHere: readonly number[], body?: BodyInit, extra: Record<string, string> = {}) => {
        const headers = { ...authHeaders(spec), ...hostileHeaders((turn += 1)), ...extra };
        outcomes.push(await inspect(`${method} ${label}`, await request(method, url, { headers, body }), allowedHere));
      };

      // Path parameters, one position at a time; the others keep their valid value.
      for (const name of Object.keys(spec.params ?? {})) {
        for (const segment of HOSTILE_SEGMENTS) {
          const url = withQuery(fillPath(spec.path, { ...validParams(spec), [name]: segment }), base);
          await send(`:${name}=${segment.slice(0, 40)}`, spec.method, url, [404]);
        }
      }

      // Query parameters (a stray `page` for routes that read none: it must be ignored).
      if (spec.method === 'GET') {
        const path = fillPath(spec.path, validParams(spec));
        for (const key of spec.query ?? ['page']) {
          for (const [suffix, value] of HOSTILE_QUERY) {
            const query = [withoutKey(base, key), `${key}${suffix}=${value}`].filter(Boolean).join('&');
            // A stray key changes nothing, but the garbage tokens of hostileHeaders make routes that need a user answer 401.
            const strayAllowed = [spec.status ?? 200, ...(spec.auth ? [401] : [])];
            await send(`?${key}${suffix}=${value.slice(0, 40)}`, 'GET', withQuery(path, query), spec.query ? allowed : strayAllowed);
          }
        }
      }

      // A method the route does not have, with a broken JSON body.
      const path = withQuery(fillPath(spec.path, validParams(spec)), base);
      // Methods the path does have (GET and PUT /api/me) are swept as routes of their own.
      const otherMethods = (spec.method === 'GET' ? ['POST', 'PUT', 'PATCH', 'DELETE'] : ['GET', 'POST', 'PUT', 'DELETE'].filter((method) => method !== spec.method)).filter(
        (method) => !ROUTES.some((route) => route.path === spec.path && route.method === method),
      );
      for (const method of otherMethods) {
        const body = method === 'GET' ? undefined : '{"broken": ';
        await send(`(wrong method)`, method, path, [404, 405], body, { 'Content-Type': 'application/json' });
      }

      expect(outcomes.filter((outcome) => outcome.problem)).toEqual([]);
      expect(outcomes.length).toBeGreaterThan(0);
    });

    it('POST /api/log rejects broken bodies, wrong content types and huge bodies', async () => {
      const cases: { label: string; body: BodyInit | undefined; type?: string; allowed: number[]; headers?: Record<string, string> }[] = [
        { label: 'no body', body: undefined, allowed: [422] },
        { label: 'invalid JSON', body: '{"level": "error",', type: 'application/json', allowed: [422] },
        { label: 'JSON array', body: '[]', type: 'application/json', allowed: [422] },
        { label: 'JSON null', body: 'null', type: 'application/json', allowed: [422] },
        { label: 'JSON number', body: '1e999', type: 'application/json', allowed: [422] },
        { label: 'NUL string', body: '"\\u0000"', type: 'application/json', allowed: [422] },
        { label: 'wrong field types', body: JSON.stringify({ level: 'error', event: 'api_call_failed', status: 'x', reason: [], message: {}, at: 1 }), type: 'application/json', allowed: [422] },
        { label: 'deep nesting', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, type: 'application/json', allowed: [422] },
        { label: 'form content type', body: 'level=error&event=api_call_failed', type: 'application/x-www-form-urlencoded', allowed: [415] },
        { label: 'XML content type', body: '<log level="error"/>', type: 'application/xml', allowed: [415] },
        { label: 'multipart', body: (() => { const form = new FormData(); form.set('level', 'error'); return form; })(), allowed: [415] },
        { label: 'binary', body: new Uint8Array([0, 255, 254, 0, 1]), type: 'application/octet-stream', allowed: [415] },
        { label: '1 MB body', body: `{"message":"${'x'.repeat(1024 * 1024)}"}`, type: 'application/json', allowed: [413] },
        { label: '1 MB body with Idempotency-Key', body: 'x'.repeat(1024 * 1024), type: 'application/json', allowed: [413], headers: { 'Idempotency-Key': `sweep-${randomBytes(4).toString('hex')}` } },
        { label: 'control characters in Idempotency-Key', body: validLog(), type: 'application/json', allowed: [422], headers: { 'Idempotency-Key': 'a\tb' } },
        // A cross-site form or no-cors fetch can only send such types: JSON routes refuse them.
        { label: 'valid entry, text/plain', body: validLog(), type: 'text/plain', allowed: [415] },
        { label: 'valid entry, no content type', body: validLog(), allowed: [415] },
      ];
      const outcomes: Outcome[] = [];
      for (const entry of cases) {
        const headers = { ...hostileHeaders((turn += 1)), ...(entry.type ? { 'Content-Type': entry.type } : {}), ...entry.headers };
        outcomes.push(await inspect(entry.label, await request('POST', '/api/log', { headers, body: entry.body }), entry.allowed));
      }
      expect(outcomes.filter((outcome) => outcome.problem)).toEqual([]);
    });

    // 5xx the sweep found: a numeric id past int4 reached PostgreSQL as a parameter compared with an
    // int4 column ("value out of range for type integer"). Such an id cannot exist: 404.
    it.each([
      ['/api/promoted-promo?section=category-hero-section&category=2147483648', 'Category not found.'],
      ['/api/news/show?id=2147483648', 'Article not found.'],
      ['/api/news/show?id=99999999999', 'Article not found.'],
    ])('regression: %s is a 404', async (url, message) => {
      const response = await request('GET', url);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message });
    });

    it('unknown paths are JSON 404s', async () => {
      const outcomes: Outcome[] = [];
      for (const path of ['/api', '/api/', '/api/nope', '/api/store', '/api/store/', `/api/${'x'.repeat(5_000)}`, '/api/%00', '/api/..%2F..%2Fetc%2Fpasswd']) {
        outcomes.push(await inspect(path.slice(0, 40), await request('GET', path, { headers: hostileHeaders((turn += 1)) }), [404]));
      }
      expect(outcomes.filter((outcome) => outcome.problem)).toEqual([]);
    });
  });
});
