import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleDetail, CmsPage, CmsPageSummary, NewsCategory, NewsList } from '@/lib/api/content';
import type { Paginated } from '@/lib/api/types';
import { createApiApp, type ApiApp } from '../app';
import * as schema from '../db/schema';
import { createTestDb, type TestDbHandle } from '../db/test-db';
import {
  DAY_MS,
  daysAgo,
  favouriteArticle,
  insertArticle,
  insertGoto,
  insertNewsCategory,
  insertPage,
  insertRedirect,
  insertUserWithToken,
} from './content.fixtures';

const HOUR_MS = 60 * 60 * 1000;

const HOSTILE_CONTENT = [
  '<h2>Voorwaarden</h2><p>Lees <strong>goed</strong> en <em>rustig</em>.<br>Dank.</p>',
  '<script>alert("xss")</script>',
  '<img src="/api/media/uploads/a.png" onerror="alert(1)" alt="Beeld">',
  '<a href="javascript:alert(1)">boos</a><a href="https://example.com/ok">goed</a>',
  '<p style="color:red" onclick="alert(1)">stijl</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<table><tr><td>cel</td></tr></table>',
].join('');

describe('content routes', () => {
  let h: TestDbHandle;
  let app: ApiApp;
  const ids: Record<string, number> = {};
  let userToken = '';
  let userId = 0;

  const get = (path: string, init: { locale?: 'nl' | 'fr'; token?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (init.locale) headers.Language = init.locale;
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    return app.request(`/api${path}`, { headers });
  };
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

  beforeAll(async () => {
    h = await createTestDb();
    app = createApiApp({ db: h.db });
    const { db } = h;

    const termsNl = await insertPage(db, {
      slug: 'algemene-voorwaarden',
      locale: 'nl',
      groupKey: 'terms',
      title: 'Algemene voorwaarden',
      tagTitle: 'Voorwaarden | Deals',
      metaDescription: 'De voorwaarden',
      content: HOSTILE_CONTENT,
    });
    const termsFr = await insertPage(db, {
      slug: 'conditions-generales',
      locale: 'fr',
      groupKey: 'terms',
      title: 'Conditions générales',
      route: '/conditions-generales',
    });
    ids.termsNl = termsNl.id;
    ids.termsFr = termsFr.id;
    await insertPage(db, { slug: 'contact', locale: 'nl', groupKey: 'contact', title: 'Contact NL' });
    await insertPage(db, { slug: 'contact', locale: 'fr', groupKey: 'contact', title: 'Contact FR' });
    await insertPage(db, { slug: 'privacy-policy', locale: 'nl', groupKey: 'privacy', title: 'Privacy' });

    const saving = await insertNewsCategory(db, { slug: 'besparen', title: 'Besparen', position: 1 });
    const shops = await insertNewsCategory(db, { slug: 'winkels', title: 'Winkels', position: 2 });
    const empty = await insertNewsCategory(db, { slug: 'leeg', title: 'Leeg', position: 3 });
    ids.saving = saving.id;
    ids.shops = shops.id;
    ids.empty = empty.id;

    // 30 fresh articles (1..30 hours old, views = hours) in "besparen".
    for (let hours = 1; hours <= 30; hours += 1) {
      const article = await insertArticle(db, {
        newsCategoryId: saving.id,
        slug: `besparen-${hours}`,
        title: `Besparen ${hours}`,
        publishedAt: new Date(Date.now() - hours * HOUR_MS),
        views: hours,
        content: hours === 1 ? HOSTILE_CONTENT : `<p>Tekst ${hours}</p>`,
      });
      ids[`saving${hours}`] = article.id;
    }
    // Older, heavily read articles in "winkels" that only count for the longer periods.
    const periods = [
      { slug: 'week-hit', days: 3, views: 1000 },
      { slug: 'month-hit', days: 20, views: 5000 },
      { slug: 'year-hit', days: 200, views: 9000 },
      { slug: 'ancient-hit', days: 400, views: 99999 },
    ];
    for (const period of periods) {
      const article = await insertArticle(db, {
        newsCategoryId: shops.id,
        slug: period.slug,
        title: period.slug,
        publishedAt: daysAgo(period.days),
        views: period.views,
      });
      ids[period.slug] = article.id;
    }
    // Not public: unpublished, scheduled for tomorrow, without category.
    ids.draft = (await insertArticle(db, { newsCategoryId: saving.id, slug: 'concept', publishedAt: null })).id;
    ids.future = (await insertArticle(db, { newsCategoryId: saving.id, slug: 'morgen', publishedAt: new Date(Date.now() + DAY_MS) })).id;
    ids.orphan = (await insertArticle(db, { newsCategoryId: null, slug: 'wees', publishedAt: daysAgo(1) })).id;

    const { user, token } = await insertUserWithToken(db);
    userToken = token;
    userId = user.id;
    await favouriteArticle(db, user.id, ids.saving2 ?? 0, new Date(Date.now() - 2 * HOUR_MS));
    await favouriteArticle(db, user.id, ids['month-hit'] ?? 0, new Date(Date.now() - HOUR_MS));
    await favouriteArticle(db, user.id, ids.draft, new Date());

    await insertRedirect(db, { fromPath: '/oude-pagina', toUrl: '/promos', statusCode: 301 });
    await insertRedirect(db, { fromPath: '/partner', toUrl: 'https://partner.example/landing?x=1', isExternal: true, statusCode: 302 });
    await insertRedirect(db, { fromPath: '/met-slash/', toUrl: '/store' });
    await insertRedirect(db, { fromPath: '/boos', toUrl: 'javascript:alert(1)', isExternal: true });
    await insertRedirect(db, { fromPath: '/lus', toUrl: '/lus' });
    await insertRedirect(db, { fromPath: '/café', toUrl: '/promos/eten' });

    await insertGoto(db, { key: 'shop-a', targetUrl: 'https://shop-a.example/?ref=deals' });
    await insertGoto(db, { key: 'evil', targetUrl: 'javascript:alert(1)' });
    await insertGoto(db, { key: 'ftp', targetUrl: 'ftp://files.example/' });
  });

  afterAll(async () => {
    await h?.close();
  });

  describe('CMS pages', () => {
    it('lists the pages of every locale with route, locale and group key', async () => {
      const response = await get('/pages', { locale: 'fr' });
      expect(response.status).toBe(200);
      const { data } = await json<{ data: CmsPageSummary[] }>(response);
      expect(data).toHaveLength(5);
      const terms = data.filter((page) => page.group_key === 'terms');
      expect(terms).toEqual([
        { id: ids.termsNl, slug: 'algemene-voorwaarden', title: 'Algemene voorwaarden', route: '/algemene-voorwaarden', locale: { slug: 'nl' }, group_key: 'terms' },
        { id: ids.termsFr, slug: 'conditions-generales', title: 'Conditions générales', route: '/fr/conditions-generales', locale: { slug: 'fr' }, group_key: 'terms' },
      ]);
      expect(data.find((page) => page.title === 'Contact FR')?.route).toBe('/fr/contact');
    });

    it('answers a slug in the request locale with its alternates', async () => {
      const response = await get('/pages/algemene-voorwaarden');
      expect(response.status).toBe(200);
      const { data } = await json<{ data: CmsPage }>(response);
      expect(data).toMatchObject({
        id: ids.termsNl,
        slug: 'algemene-voorwaarden',
        title: 'Algemene voorwaarden',
        tag_title: 'Voorwaarden | Deals',
        meta_description: 'De voorwaarden',
        route: '/algemene-voorwaarden',
        locale: { slug: 'nl' },
      });
      expect(data.alternates).toEqual([
        { locale: 'nl', slug: 'algemene-voorwaarden', route: '/algemene-voorwaarden' },
        { locale: 'fr', slug: 'conditions-generales', route: '/fr/conditions-generales' },
      ]);
    });

    it('sanitises page content', async () => {
      const { data } = await json<{ data: CmsPage }>(await get('/pages/algemene-voorwaarden'));
      expect(data.content).toBe(
        '<h2>Voorwaarden</h2><p>Lees <strong>goed</strong> en <em>rustig</em>.<br>Dank.</p>' +
          '<img src="/api/media/uploads/a.png" alt="Beeld" loading="lazy">' +
          '<a>boos</a><a href="https://example.com/ok" rel="noopener">goed</a>' +
          '<p>stijl</p>' +
          '<table><tr><td>cel</td></tr></table>',
      );
    });

    it('keeps a slug to its locale unless any_locale is set', async () => {
      expect((await get('/pages/conditions-generales', { locale: 'fr' })).status).toBe(200);
      const wrong = await get('/pages/conditions-generales', { locale: 'nl' });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({ message: 'Page not found.' });
      expect((await get('/pages/algemene-voorwaarden', { locale: 'fr' })).status).toBe(404);

      const any = await get('/pages/conditions-generales?any_locale=1', { locale: 'nl' });
      expect(any.status).toBe(200);
      const { data } = await json<{ data: CmsPage }>(any);
      expect(data.locale.slug).toBe('fr');
      expect(data.route).toBe('/fr/conditions-generales');
      expect(data.alternates.map((alternate) => alternate.locale)).toEqual(['nl', 'fr']);
    });

    it('prefers the request locale when both locales share a slug', async () => {
      const fr = await json<{ data: CmsPage }>(await get('/pages/contact', { locale: 'fr' }));
      expect(fr.data.title).toBe('Contact FR');
      const nl = await json<{ data: CmsPage }>(await get('/pages/contact?any_locale=1', { locale: 'nl' }));
      expect(nl.data.title).toBe('Contact NL');
    });

    it('resolves an id in any locale', async () => {
      const response = await get(`/pages/${ids.termsFr}`, { locale: 'nl' });
      expect(response.status).toBe(200);
      expect((await json<{ data: CmsPage }>(response)).data.slug).toBe('conditions-generales');
    });

    it('gives 404 for unknown pages and 422 for a bad flag', async () => {
      expect((await get('/pages/bestaat-niet')).status).toBe(404);
      expect((await get('/pages/999999')).status).toBe(404);
      const bad = await get('/pages/contact?any_locale=yes');
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({ errors: { any_locale: [expect.any(String)] } });
    });
  });

  describe('news categories', () => {
    it('lists categories with counts of public articles', async () => {
      const response = await get('/news-categories', { locale: 'fr' });
      expect(response.status).toBe(200);
      const { data } = await json<{ data: NewsCategory[] }>(response);
      expect(data.map((category) => [category.slug, category.articles_count])).toEqual([
        ['besparen', 30],
        ['winkels', 4],
        ['leeg', 0],
      ]);
      expect(data[0]).toEqual({
        id: ids.saving,
        slug: 'besparen',
        translation: { title: 'Besparen', slug: 'besparen', route: '/fr/nieuws/besparen', description: null },
        articles_count: 30,
      });
    });

    it('shows one category or 404', async () => {
      const response = await get('/news-categories/winkels');
      expect(response.status).toBe(200);
      const { data } = await json<{ data: NewsCategory }>(response);
      expect(data).toMatchObject({ id: ids.shops, articles_count: 4, translation: { title: 'Winkels', route: '/nieuws/winkels' } });
      expect((await get(`/news-categories/${ids.shops}`)).status).toBe(200);
      const missing = await get('/news-categories/onbekend');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'News category not found.' });
    });
  });

  describe('news list', () => {
    it('pages 14 articles at a time, newest first, public articles only', async () => {
      const first = await json<NewsList>(await get('/news'));
      expect(first.data).toHaveLength(14);
      expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 14, total: 34, from: 1, to: 14 });
      expect(first.data.map((article) => article.translation.slug).slice(0, 3)).toEqual(['besparen-1', 'besparen-2', 'besparen-3']);
      expect(first.top_articles).toBeUndefined();

      const third = await json<NewsList>(await get('/news?page=3'));
      expect(third.data).toHaveLength(6);
      expect(third.meta).toMatchObject({ current_page: 3, from: 29, to: 34 });
      expect(third.data.map((article) => article.translation.slug).slice(-2)).toEqual(['year-hit', 'ancient-hit']);
      const slugs = [...first.data, ...third.data].map((article) => article.translation.slug);
      expect(slugs).not.toContain('concept');
      expect(slugs).not.toContain('morgen');
      expect(slugs).not.toContain('wees');

      const beyond = await json<NewsList>(await get('/news?page=99'));
      expect(beyond.data).toEqual([]);
      expect(beyond.meta).toMatchObject({ current_page: 99, last_page: 3, from: null, to: null });
    });

    it('shapes articles with Dutch content and locale routes', async () => {
      const { data } = await json<NewsList>(await get('/news?per_page=1', { locale: 'fr' }));
      const article = data[0] as Article;
      expect(article).toEqual({
        id: ids.saving1,
        image_url: `/api/media/generated/article/${ids.saving1}.svg`,
        published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        author: 'Redactie',
        views: 1,
        is_favourite: false,
        category: { id: ids.saving, slug: 'besparen', translation: { title: 'Besparen', slug: 'besparen', route: '/fr/nieuws/besparen' } },
        translation: {
          title: 'Besparen 1',
          slug: 'besparen-1',
          route: '/fr/nieuws/besparen/besparen-1',
          meta_description: expect.any(String),
          excerpt: expect.any(String),
        },
      });
    });

    it('filters by category and clamps the page size', async () => {
      const shops = await json<NewsList>(await get('/news?category=winkels'));
      expect(shops.meta.total).toBe(4);
      expect(shops.data.every((article) => article.category.slug === 'winkels')).toBe(true);
      const emptyList = await json<NewsList>(await get('/news?category=leeg'));
      expect(emptyList).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
      const big = await json<NewsList>(await get('/news?per_page=500'));
      expect(big.meta.per_page).toBe(100);
      expect(big.data).toHaveLength(34);
      expect((await get('/news?category=onbekend')).status).toBe(404);
    });

    it('loads the top articles per period', async () => {
      const { top_articles: top } = await json<NewsList>(await get('/news?load_top_articles=1'));
      const slugs = (list: Article[] | undefined) => (list ?? []).map((article) => article.translation.slug);
      expect(slugs(top?.most_recently)).toEqual(['besparen-1', 'besparen-2', 'besparen-3', 'besparen-4', 'besparen-5']);
      expect(slugs(top?.last_week)).toEqual(['week-hit', 'besparen-30', 'besparen-29', 'besparen-28', 'besparen-27']);
      expect(slugs(top?.last_month)).toEqual(['month-hit', 'week-hit', 'besparen-30', 'besparen-29', 'besparen-28']);
      expect(slugs(top?.last_year)).toEqual(['year-hit', 'month-hit', 'week-hit', 'besparen-30', 'besparen-29']);
    });

    it('rejects bad paging parameters with 422', async () => {
      for (const query of ['page=abc', 'page=0', 'per_page=-1', 'page=1.5', 'load_top_articles=maybe', 'page[a]=1', 'category[]=x']) {
        const response = await get(`/news?${query}`);
        expect(response.status, query).toBe(422);
        expect(await response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
      }
    });

    it('flags favourites for the signed-in user only', async () => {
      const guest = await json<NewsList>(await get('/news'));
      expect(guest.data.some((article) => article.is_favourite)).toBe(false);
      const mine = await json<NewsList>(await get('/news', { token: userToken }));
      expect(mine.data.filter((article) => article.is_favourite).map((article) => article.id)).toEqual([ids.saving2]);
    });
  });

  describe('news article', () => {
    it('shows an article with sanitised content and related articles of its category', async () => {
      const response = await get('/news/show?slug=besparen-1&category=besparen', { locale: 'fr' });
      expect(response.status).toBe(200);
      const { data } = await json<{ data: ArticleDetail }>(response);
      expect(data.id).toBe(ids.saving1);
      expect(data.translation.route).toBe('/fr/nieuws/besparen/besparen-1');
      expect(data.category.translation.title).toBe('Besparen');
      expect(data.content).not.toMatch(/script|onerror|javascript:|style|iframe/i);
      expect(data.content).toContain('<strong>goed</strong>');
      expect(data.related.map((article) => article.translation.slug)).toEqual(['besparen-2', 'besparen-3', 'besparen-4', 'besparen-5']);
    });

    it('counts a view per show', async () => {
      const before = await h.db.select({ views: schema.articles.views }).from(schema.articles).where(eq(schema.articles.id, ids.saving10 ?? 0));
      const { data } = await json<{ data: ArticleDetail }>(await get('/news/show?slug=besparen-10'));
      expect(data.views).toBe((before[0]?.views ?? 0) + 1);
      const after = await h.db.select({ views: schema.articles.views }).from(schema.articles).where(eq(schema.articles.id, ids.saving10 ?? 0));
      expect(after[0]?.views).toBe(data.views);
    });

    it('accepts an id and flags favourites', async () => {
      const response = await get(`/news/show?id=${ids['month-hit']}`, { token: userToken });
      expect(response.status).toBe(200);
      const { data } = await json<{ data: ArticleDetail }>(response);
      expect(data.translation.slug).toBe('month-hit');
      expect(data.is_favourite).toBe(true);
      expect(data.related.map((article) => article.translation.slug)).toEqual(['week-hit', 'year-hit', 'ancient-hit']);
    });

    it('gives 404 for a wrong category, unknown or unpublished articles', async () => {
      const wrong = await get('/news/show?slug=besparen-1&category=winkels');
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({ message: 'Article not found.' });
      expect((await get('/news/show?slug=besparen-1&category=onbekend')).status).toBe(404);
      expect((await get('/news/show?slug=bestaat-niet')).status).toBe(404);
      expect((await get('/news/show?slug=concept')).status).toBe(404);
      expect((await get('/news/show?slug=morgen')).status).toBe(404);
      expect((await get(`/news/show?id=${ids.orphan}`)).status).toBe(404);
      expect((await get('/news/show?id=2147483647')).status).toBe(404);
    });

    it('requires a slug or an id', async () => {
      const response = await get('/news/show');
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errors: { slug: [expect.any(String)] } });
      expect((await get('/news/show?id=abc')).status).toBe(422);
    });
  });

  describe('favourite news', () => {
    it('is 401 for guests', async () => {
      const response = await get('/news/favorites');
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
      expect((await get('/news/favorites', { token: '1|notavalidtokenatallreally' })).status).toBe(401);
    });

    it("lists the user's public favourites, most recently favourited first", async () => {
      const response = await get('/news/favorites', { token: userToken, locale: 'fr' });
      expect(response.status).toBe(200);
      const list = await json<Paginated<Article>>(response);
      expect(list.data.map((article) => article.translation.slug)).toEqual(['month-hit', 'besparen-2']);
      expect(list.data.every((article) => article.is_favourite)).toBe(true);
      expect(list.meta).toMatchObject({ total: 2, per_page: 14, current_page: 1 });
      expect(list.data[0]?.translation.route).toBe('/fr/nieuws/winkels/month-hit');
      expect(userId).toBeGreaterThan(0);
    });
  });

  describe('redirect lookup', () => {
    const lookup = (path: string) => get(`/redirects/lookup?path=${encodeURIComponent(path)}`);

    it('finds internal and external redirects', async () => {
      const internal = await lookup('/oude-pagina');
      expect(internal.status).toBe(200);
      expect(internal.headers.get('cache-control')).toContain('max-age');
      expect(await internal.json()).toEqual({ data: { to: '/promos', external: false, status: 301 } });
      expect(await (await lookup('/partner')).json()).toEqual({
        data: { to: 'https://partner.example/landing?x=1', external: true, status: 302 },
      });
    });

    it('matches with or without trailing slash, query string and percent-encoding', async () => {
      expect((await lookup('/oude-pagina/')).status).toBe(200);
      expect((await lookup('/met-slash')).status).toBe(200);
      expect((await lookup('/oude-pagina?utm=x')).status).toBe(200);
      expect(await (await lookup('/caf%C3%A9')).json()).toEqual({ data: { to: '/promos/eten', external: false, status: 301 } });
    });

    it('gives 404 when there is none, for unsafe targets and for loops', async () => {
      const none = await lookup('/niets-hier');
      expect(none.status).toBe(404);
      expect(await none.json()).toEqual({ message: 'No redirect.' });
      expect((await lookup('/boos')).status).toBe(404);
      expect((await lookup('/lus')).status).toBe(404);
      expect((await lookup('/a%00b')).status).toBe(404);
    });

    it('validates the path with 422', async () => {
      expect((await get('/redirects/lookup')).status).toBe(422);
      expect((await lookup('geen-slash')).status).toBe(422);
      expect((await lookup('')).status).toBe(422);
      expect((await lookup(`/${'a'.repeat(2048)}`)).status).toBe(422);
      expect((await lookup(`/${'a'.repeat(2047)}`)).status).toBe(404);
      expect((await get('/redirects/lookup?path[]=/oude-pagina')).status).toBe(422);
      // A NUL is refused with the query (lib/schemas/query.ts): it cannot be PostgreSQL text.
      expect((await lookup('/a\u0000b')).status).toBe(422);
    });
  });

  describe('goto links', () => {
    it('answers the target URL and counts the click', async () => {
      const response = await get('/goto/shop-a');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ data: { url: 'https://shop-a.example/?ref=deals' } });
      await get('/goto/shop-a');
      const [row] = await h.db.select().from(schema.gotoLinks).where(eq(schema.gotoLinks.key, 'shop-a'));
      expect(row?.clicks).toBe(2);
    });

    it('refuses unknown keys and non-http targets without counting', async () => {
      expect((await get('/goto/onbekend')).status).toBe(404);
      const evil = await get('/goto/evil');
      expect(evil.status).toBe(404);
      expect(await evil.json()).toEqual({ message: 'Link not found.' });
      expect((await get('/goto/ftp')).status).toBe(404);
      const [row] = await h.db.select().from(schema.gotoLinks).where(eq(schema.gotoLinks.key, 'evil'));
      expect(row?.clicks).toBe(0);
    });
  });

  describe('hostile input', () => {
    const values = [
      "' or 1=1 --",
      '%00',
      'a%00b',
      '%E2%80%AE%F0%9F%92%A5',
      '%ED%A0%80',
      '..%2F..%2Fetc%2Fpasswd',
      '<script>alert(1)</script>',
      '9'.repeat(40),
      '-1',
      '0',
      '1e309',
      'x'.repeat(5000),
      '%',
      '%25',
      '\\',
    ];

    it('never answers 5xx', async () => {
      const paths: string[] = [];
      for (const value of values) {
        paths.push(
          `/pages/${value}`,
          `/pages/contact?any_locale=${value}`,
          `/news-categories/${value}`,
          `/news?page=${value}&per_page=${value}`,
          `/news?category=${value}&load_top_articles=${value}`,
          `/news/show?slug=${value}&category=${value}`,
          `/news/show?id=${value}`,
          `/news/favorites?page=${value}`,
          `/redirects/lookup?path=${value}`,
          `/redirects/lookup?path=/${value}`,
          `/goto/${value}`,
        );
      }
      for (const path of paths) {
        for (const locale of ['nl', 'fr'] as const) {
          const response = await get(path, { locale, token: userToken });
          expect(response.status, `${path} (${locale})`).toBeLessThan(500);
        }
      }
    });
  });
});
