import { describe, expect, it } from 'vitest';
import type { Brand, Category, Product, Store, Webshop } from '@/lib/api/catalogue';
import type { Article, CmsPageSummary, NewsCategory } from '@/lib/api/content';
import {
  SITEMAP_CHUNK_SIZE,
  buildSitemapEntries,
  localeEntries,
  sitemapChunk,
  sitemapCount,
  sitemapIndexXml,
  type SitemapData,
  type SitemapEntry,
} from './sitemap';

const SITE = 'https://www.dealwijzer.example';
const toAbsolute = (path: string) => `${SITE}${path}`;

function store(id: number, slug: string, folders: Array<{ id: number; route: string }>, prefix = ''): Store {
  return {
    id,
    translation: { title: slug, slug, route: `${prefix}/store/${slug}`, folders_route: `${prefix}/${prefix ? 'depliants' : 'folders'}/${slug}` },
    active_folders: folders,
  } as unknown as Store;
}

function entity<T>(id: number, route: string): T {
  return { id, translation: { route } } as unknown as T;
}

const data: SitemapData = {
  pages: [
    { id: 1, slug: 'terms', title: 'Voorwaarden', route: '/terms', locale: { slug: 'nl' }, group_key: 'terms' },
    { id: 2, slug: 'terms', title: 'Conditions', route: '/fr/terms', locale: { slug: 'fr' }, group_key: 'terms' },
    { id: 3, slug: 'mobiele-app', title: 'App', route: '/mobiele-app', locale: { slug: 'nl' }, group_key: 'app' },
    { id: 4, slug: 'application-mobile', title: 'App', route: '/fr/application-mobile', locale: { slug: 'fr' }, group_key: 'app' },
    { id: 5, slug: 'alleen-nl', title: 'NL', route: '/alleen-nl', locale: { slug: 'nl' }, group_key: 'nl-only' },
    { id: 6, slug: 'nieuwsbrief-bijna', title: 'Bijna', route: '/nieuwsbrief-bijna', locale: { slug: 'nl' }, group_key: 'newsletter' },
    { id: 7, slug: 'newsletter-presque', title: 'Presque', route: '/fr/newsletter-presque', locale: { slug: 'fr' }, group_key: 'newsletter' },
    { id: 8, slug: 'evil', title: 'x', route: 'javascript:alert(1)', locale: { slug: 'nl' }, group_key: 'evil' },
  ] satisfies CmsPageSummary[],
  categories: { nl: [entity<Category>(1, '/promos/mode')], fr: [entity<Category>(1, '/fr/promos/mode-fr')] },
  stores: {
    nl: [store(1, 'prijsmarkt', [{ id: 11, route: '/folders/prijsmarkt/2026-11-18' }])],
    fr: [store(1, 'prix-marche', [{ id: 11, route: '/fr/depliants/prix-marche/2026-11-18' }], '/fr')],
  },
  webshops: { nl: [entity<Webshop>(1, '/webshop/snelbezorgd')], fr: [entity<Webshop>(1, '/fr/webshop/livraison-rapide')] },
  brands: { nl: [entity<Brand>(1, '/brand/sonaro')], fr: [] },
  products: { nl: [entity<Product>(1, '/product/koffie')], fr: [entity<Product>(1, '/fr/product/cafe')] },
  newsCategories: [{ id: 1, slug: 'besparen', translation: { slug: 'besparen' } } as unknown as NewsCategory],
  articles: [
    {
      id: 1,
      published_at: '2026-11-20T10:00:00.000Z',
      category: { translation: { slug: 'besparen' } },
      translation: { slug: 'tien-tips' },
    } as unknown as Article,
  ],
  promos: [
    { type: 'Post', id: 5, published_at: '2026-11-19T08:00:00.000Z' },
    { type: 'OnlinePromo', id: 6 },
    { type: 'FolderItem', id: 7 },
    { type: 'Post', id: 5 },
  ],
};

function byUrl(entries: readonly SitemapEntry[]): Map<string, SitemapEntry> {
  return new Map(entries.map((entry) => [entry.url, entry]));
}

describe('localeEntries', () => {
  it('gives one entry per locale, each with both languages and x-default', () => {
    const entries = localeEntries({ nl: '/folders', fr: '/fr/depliants' }, toAbsolute, { lastModified: '2026-11-20' });
    const languages = { nl: `${SITE}/folders`, fr: `${SITE}/fr/depliants`, 'x-default': `${SITE}/folders` };
    expect(entries).toEqual([
      { url: `${SITE}/folders`, lastModified: new Date('2026-11-20'), alternates: { languages } },
      { url: `${SITE}/fr/depliants`, lastModified: new Date('2026-11-20'), alternates: { languages } },
    ]);
  });

  it('leaves out unsafe or missing paths and an invalid date', () => {
    expect(localeEntries({ nl: 'javascript:alert(1)', fr: '//evil.example' }, toAbsolute)).toEqual([]);
    const [only] = localeEntries({ fr: '/fr/x' }, toAbsolute, { lastModified: 'not a date' });
    expect(only).toEqual({ url: `${SITE}/fr/x`, alternates: { languages: { fr: `${SITE}/fr/x`, 'x-default': `${SITE}/fr/x` } } });
  });
});

describe('buildSitemapEntries', () => {
  const entries = buildSitemapEntries(data, toAbsolute);
  const urls = byUrl(entries);

  it('lists home and the list routes in both locales', () => {
    for (const path of ['/', '/fr', '/promos', '/fr/promos', '/folders', '/fr/depliants', '/store', '/webshop', '/brand', '/product', '/nieuws', '/fr/actua', '/deal-alerts']) {
      expect(urls.has(`${SITE}${path}`), path).toBe(true);
    }
    expect(entries[0]?.url).toBe(`${SITE}/`);
  });

  it('pairs CMS pages with their translation and leaves out pages on their own route or unsafe ones', () => {
    expect(urls.get(`${SITE}/mobiele-app`)?.alternates?.languages).toEqual({
      nl: `${SITE}/mobiele-app`,
      fr: `${SITE}/fr/application-mobile`,
      'x-default': `${SITE}/mobiele-app`,
    });
    expect(urls.has(`${SITE}/fr/terms`)).toBe(true);
    expect(urls.get(`${SITE}/alleen-nl`)?.alternates?.languages).toEqual({ nl: `${SITE}/alleen-nl`, 'x-default': `${SITE}/alleen-nl` });
    expect(urls.has(`${SITE}/nieuwsbrief-bijna`)).toBe(false);
    expect(entries.some((entry) => entry.url.includes('javascript'))).toBe(false);
  });

  it('joins per-locale slugs of categories, stores, store folder pages, folders, webshops and products by id', () => {
    expect(urls.get(`${SITE}/promos/mode`)?.alternates?.languages?.fr).toBe(`${SITE}/fr/promos/mode-fr`);
    expect(urls.get(`${SITE}/store/prijsmarkt`)?.alternates?.languages?.fr).toBe(`${SITE}/fr/store/prix-marche`);
    expect(urls.get(`${SITE}/folders/prijsmarkt`)?.alternates?.languages?.fr).toBe(`${SITE}/fr/depliants/prix-marche`);
    expect(urls.get(`${SITE}/folders/prijsmarkt/2026-11-18`)?.alternates?.languages?.fr).toBe(`${SITE}/fr/depliants/prix-marche/2026-11-18`);
    expect(urls.get(`${SITE}/webshop/snelbezorgd`)?.alternates?.languages?.fr).toBe(`${SITE}/fr/webshop/livraison-rapide`);
    expect(urls.get(`${SITE}/product/koffie`)?.alternates?.languages?.fr).toBe(`${SITE}/fr/product/cafe`);
    expect(urls.get(`${SITE}/brand/sonaro`)?.alternates?.languages).toEqual({ nl: `${SITE}/brand/sonaro`, 'x-default': `${SITE}/brand/sonaro` });
  });

  it('lists Dutch-only news categories and articles at their Dutch address only, with the publication date', () => {
    const dutchOnly = (path: string) => ({ nl: `${SITE}${path}`, 'x-default': `${SITE}${path}` });
    expect(urls.get(`${SITE}/nieuws/besparen`)?.alternates?.languages).toEqual(dutchOnly('/nieuws/besparen'));
    const article = urls.get(`${SITE}/nieuws/besparen/tien-tips`);
    expect(article?.lastModified).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(article?.alternates?.languages).toEqual(dutchOnly('/nieuws/besparen/tien-tips'));
    expect(entries.filter((entry) => entry.url.startsWith(`${SITE}/fr/nieuws/`))).toEqual([]);
    // The news home is bilingual: /fr/actua introduces the Dutch articles in French.
    expect(urls.get(`${SITE}/nieuws`)?.alternates?.languages?.fr).toBe(`${SITE}/fr/actua`);
  });

  it('lists each current promo once per locale on its detail route', () => {
    expect(urls.get(`${SITE}/posts/5`)?.lastModified).toEqual(new Date('2026-11-19T08:00:00.000Z'));
    expect(urls.has(`${SITE}/fr/posts/5`)).toBe(true);
    expect(urls.has(`${SITE}/online-promos/6`)).toBe(true);
    expect(urls.has(`${SITE}/fr/folder-promos/7`)).toBe(true);
    expect(entries.filter((entry) => entry.url === `${SITE}/posts/5`)).toHaveLength(1);
  });

  it('never lists a URL twice', () => {
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length);
  });
});

describe('splitting', () => {
  const many: SitemapEntry[] = Array.from({ length: SITEMAP_CHUNK_SIZE * 2 + 1 }, (_, index) => ({ url: `${SITE}/posts/${index}` }));

  it('needs one file per chunk, and at least one', () => {
    expect(sitemapCount([])).toBe(1);
    expect(sitemapCount(many.slice(0, SITEMAP_CHUNK_SIZE))).toBe(1);
    expect(sitemapCount(many)).toBe(3);
  });

  it('slices the entries into chunks without gaps or overlaps', () => {
    const chunks = [0, 1, 2].map((id) => sitemapChunk(many, id));
    expect(chunks.map((chunk) => chunk.length)).toEqual([SITEMAP_CHUNK_SIZE, SITEMAP_CHUNK_SIZE, 1]);
    expect(chunks.flat()).toEqual(many);
    expect(sitemapChunk(many, 3)).toEqual([]);
    expect(sitemapChunk(many, -1)).toEqual([]);
    expect(sitemapChunk(many, Number.NaN)).toEqual([]);
  });

  it('writes a sitemap index with escaped locations', () => {
    const xml = sitemapIndexXml([`${SITE}/sitemap/0.xml`, `${SITE}/sitemap/1.xml?a=1&b=2`], new Date('2026-11-21T00:00:00Z'));
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap><loc>${SITE}/sitemap/0.xml</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></sitemap>`);
    expect(xml).toContain('1.xml?a=1&amp;b=2');
  });
});
