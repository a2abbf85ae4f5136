import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleDetail, NewsCategory, NewsList } from '@/lib/api/content';
import type { Paginated } from '@/lib/api/types';
import * as schema from '../db/schema';
import { useContentWorld } from './content-world.fixtures';

/** News categories, the news list, articles and favourite news. */

describe('content routes', () => {
  const ids: Record<string, number> = {};
  let userToken = '';
  let userId = 0;
  const { api, get, json } = useContentWorld((world) => {
    Object.assign(ids, world.ids);
    ({ userToken, userId } = world);
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
        image_url: `/api/media/generated/article/${ids.saving1}.webp`,
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

    it('searches the titles with q: every word, ignoring accents and case, in a category too', async () => {
      const slugs = async (query: string) => (await json<NewsList>(await get(`/news?${query}`))).data.map((article) => article.translation.slug);
      expect(await slugs('q=HIT')).toEqual(['week-hit', 'month-hit', 'year-hit', 'ancient-hit']);
      expect(await slugs('q=month%20hit')).toEqual(['month-hit']);
      expect(await slugs('q=besparen%2012')).toEqual(['besparen-12']);
      expect(await slugs('q=b%C3%A9sparen%2012')).toEqual(['besparen-12']);
      expect(await slugs('q=hit&category=besparen')).toEqual([]);
      expect(await slugs('q=50%25')).toEqual([]);
      expect((await json<NewsList>(await get('/news?q='))).meta.total).toBe(34);
      expect((await get(`/news?q=${'x'.repeat(201)}`)).status).toBe(422);
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
      const before = await api.db.select({ views: schema.articles.views }).from(schema.articles).where(eq(schema.articles.id, ids.saving10 ?? 0));
      const { data } = await json<{ data: ArticleDetail }>(await get('/news/show?slug=besparen-10'));
      expect(data.views).toBe((before[0]?.views ?? 0) + 1);
      const after = await api.db.select({ views: schema.articles.views }).from(schema.articles).where(eq(schema.articles.id, ids.saving10 ?? 0));
      expect(after[0]?.views).toBe(data.views);
    });

    it('counts a visitor once in a while: replaying the call does not push an article up the most-read lists', async () => {
      const views = async () => (await api.db.select({ views: schema.articles.views }).from(schema.articles).where(eq(schema.articles.id, ids.saving9 ?? 0)))[0]?.views ?? 0;
      const before = await views();
      for (let index = 0; index < 3; index += 1) expect((await api.call('GET', '/news/show?slug=besparen-9', { ip: '10.8.0.1' })).status).toBe(200);
      expect(await views()).toBe(before + 1);
      expect((await api.call('GET', `/news/show?id=${ids.saving9}`, { ip: '10.8.0.1' })).status).toBe(200);
      expect(await views()).toBe(before + 1);
      expect((await api.call('GET', '/news/show?slug=besparen-9', { ip: '10.8.0.2' })).status).toBe(200);
      expect(await views()).toBe(before + 2);
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

    it('loads on from an offset (a page that removed some skips none) and refuses a bad one', async () => {
      const from1 = await json<Paginated<Article>>(await get('/news/favorites?offset=1', { token: userToken }));
      expect(from1.data.map((article) => article.translation.slug)).toEqual(['besparen-2']);
      for (const offset of ['-1', '1.5', 'x']) expect((await get(`/news/favorites?offset=${offset}`, { token: userToken })).status).toBe(422);
    });
  });
});
