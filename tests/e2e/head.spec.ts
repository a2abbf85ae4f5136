import type { APIRequestContext } from '@playwright/test';
import { expect, pathIn, test, type Lang } from './fixtures';

// What the HTML head says as the server sends it (crawlers and link previews read that, not the
// page after hydration): the 404 title, the canonical and hreflang of Dutch-only news, og:image.

/** A link-preview crawler: Next.js renders the whole head before the body for these. */
const PREVIEW_BOT = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

type Head = { title: string | undefined; canonical: string | undefined; hreflang: Record<string, string>; ogImage: string | undefined };

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

/** The head tags of a served page (every `<title>`, `<link>` and `<meta>` of the document). */
function headOf(html: string): Head {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
  const links = [...html.matchAll(/<link\s[^>]*>/g)].map((match) => match[0]);
  const metas = [...html.matchAll(/<meta\s[^>]*>/g)].map((match) => match[0]);
  const hreflang: Record<string, string> = {};
  for (const link of links.filter((tag) => attribute(tag, 'rel') === 'alternate')) {
    const lang = attribute(link, 'hrefLang') ?? attribute(link, 'hreflang');
    const href = attribute(link, 'href');
    if (lang && href) hreflang[lang] = href;
  }
  expect(titles.length, 'one <title>').toBeLessThanOrEqual(1);
  return {
    title: titles[0]?.replace(/&amp;/g, '&'),
    canonical: attribute(links.find((tag) => attribute(tag, 'rel') === 'canonical') ?? '', 'href'),
    hreflang,
    ogImage: attribute(metas.find((tag) => attribute(tag, 'property') === 'og:image') ?? '', 'content'),
  };
}

async function served(request: APIRequestContext, path: string, userAgent?: string): Promise<{ status: number; head: Head }> {
  const response = await request.get(path, { maxRedirects: 0, headers: userAgent ? { 'User-Agent': userAgent } : {} });
  return { status: response.status(), head: headOf(await response.text()) };
}

async function api<T>(request: APIRequestContext, lang: Lang, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test.describe('404 title', () => {
  const title = { nl: 'Pagina niet gevonden | Dealwijzer', fr: 'Page introuvable | Dealwijzer' };

  test('the served HTML of every kind of 404 carries the 404 title', async ({ request, lang, t }) => {
    const paths = [
      pathIn(lang, '/deze-pagina-bestaat-niet'), // one segment: no CMS page has this slug
      pathIn(lang, '/geen/route/zo'), // no route at all
      pathIn(lang, '/store/bestaat-niet'), // a route whose param names nothing
      pathIn(lang, '/goto/bestaat-niet'),
      pathIn(lang, '/%ZZ'), // an address that cannot be decoded
    ];
    for (const path of paths) {
      for (const userAgent of [undefined, PREVIEW_BOT]) {
        const { status, head } = await served(request, path, userAgent);
        expect(status, path).toBe(404);
        expect(head.title, `${path} (${userAgent ?? 'browser'})`).toBe(t(title));
      }
    }
  });

  test('the browser shows the 404 title too', async ({ page, lang, t }) => {
    const response = await page.goto(pathIn(lang, '/deze-pagina-bestaat-niet'));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(t(title));
  });
});

type WireArticle = { category: { slug: string }; translation: { slug: string } };

test.describe('Dutch-only news', () => {
  test('an article and its category are canonical to their Dutch address, with no French alternate', async ({ request, lang, baseURL }) => {
    const site = new URL(baseURL ?? 'http://localhost').origin;
    const { data } = await api<{ data: WireArticle[] }>(request, lang, '/news?per_page=1');
    const article = data[0]!;
    const pages = [`/nieuws/${article.category.slug}`, `/nieuws/${article.category.slug}/${article.translation.slug}`];
    for (const dutch of pages) {
      const { status, head } = await served(request, pathIn(lang, dutch));
      expect(status, dutch).toBe(200);
      expect(head.canonical, dutch).toBe(`${site}${dutch}`);
      expect(head.hreflang, dutch).toEqual({ nl: `${site}${dutch}`, 'x-default': `${site}${dutch}` });
    }
  });
});

type WireEntity = { image_url: string | null; translation: { route: string } };
type WireFolder = WireEntity & { route: string; store: { translation: { folders_route: string } } };

test.describe('og:image', () => {
  test('folder, store, webshop, brand and product pages give a PNG in their language', async ({ request, lang }) => {
    test.slow();
    const first = async <T>(path: string) => (await api<{ data: T[] }>(request, lang, path)).data[0]!;
    const folder = await first<WireFolder>('/folders?per_page=1&include=store');
    const paths = [
      folder.route,
      folder.store.translation.folders_route,
      (await first<WireEntity>('/stores?per_page=1')).translation.route,
      (await first<WireEntity>('/webshops?per_page=1')).translation.route,
      (await first<WireEntity>('/brands?per_page=1')).translation.route,
      (await first<WireEntity>('/products?per_page=1')).translation.route,
    ];
    for (const path of paths) {
      const { status, head } = await served(request, path, PREVIEW_BOT);
      expect(status, path).toBe(200);
      expect(head.ogImage, path).toBeDefined();
      const image = new URL(head.ogImage!);
      expect(image.pathname, path).toMatch(/\.png$/);
      // The drawing's text is in the page's language (Dutch is the default, without a parameter).
      expect(image.searchParams.get('locale'), path).toBe(lang === 'nl' ? null : lang);
      const response = await request.get(`${image.pathname}${image.search}`);
      expect(response.status(), head.ogImage).toBe(200);
      expect(response.headers()['content-type'], head.ogImage).toBe('image/png');
    }
  });
});

test.describe('stylesheets', () => {
  test('a served page links the stylesheets it uses and preloads none besides', async ({ request, lang }) => {
    // A stylesheet preloaded but not linked is one more request ahead of the page's own (the error
    // views' styles were, on every page, until they rode the layout's; docs/performance.md, Session 21).
    for (const path of ['/', '/promos', '/folders']) {
      const response = await request.get(pathIn(lang, path));
      expect(response.status(), path).toBe(200);
      const links = [...(await response.text()).matchAll(/<link\s[^>]*>/g)].map((match) => match[0]);
      expect(links.filter((tag) => attribute(tag, 'rel') === 'stylesheet').length, path).toBeGreaterThan(0);
      expect(links.filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'style'), path).toEqual([]);
    }
  });
});
