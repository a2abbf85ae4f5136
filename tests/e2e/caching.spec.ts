import type { APIRequestContext } from '@playwright/test';
import { expect, pathIn, test, type Lang } from './fixtures';

// Speed (docs/architecture.md, Caching): the bare list pages are the same for every guest and cached; a query that
// changes the page renders per request through the generic query page (lib/i18n/query-view.ts), at the same URL.

function isCacheable(cacheControl: string | undefined): boolean {
  return /s-maxage=\d+/.test(cacheControl ?? '') && !/private|no-store/.test(cacheControl ?? '');
}

type Wire = { data: Array<{ route?: string; translation?: { route: string }; user?: { id: number } | null; data?: { user: { id: number } | null } }> };

async function apiList(request: APIRequestContext, lang: Lang, path: string): Promise<Wire['data']> {
  const response = await request.get(`/api${path}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as Wire).data;
}

/** One address of each of the twelve list routes of lib/i18n/query-view.ts, in the demo seed. */
async function listAddresses(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const routeOf = async (path: string) => {
    const first = (await apiList(request, lang, path))[0];
    const route = first?.translation?.route ?? first?.route;
    if (!route) throw new Error(`no route for ${path}`);
    return new URL(route, 'http://site').pathname;
  };
  const [post] = await apiList(request, lang, '/feed-items?per_page=1&filters[morphable_types][]=Post');
  const userId = post?.data?.user?.id;
  if (!userId) throw new Error('The demo seed has no member post');
  return [
    lang === 'nl' ? '/' : '/fr',
    pathIn(lang, '/promos'),
    pathIn(lang, '/promos/voeding', '/promos/alimentation'),
    pathIn(lang, '/folders', '/depliants'),
    await routeOf('/folders?per_page=1&include=store'),
    await routeOf('/stores?sort=popular&per_page=1'),
    await routeOf('/webshops?sort=popular&per_page=1'),
    await routeOf('/brands?sort=popular&per_page=1'),
    await routeOf('/products?sort=popular&per_page=1'),
    ...(lang === 'nl' ? [pathIn(lang, '/nieuws', '/actua'), await routeOf('/news-categories')] : [pathIn(lang, '/nieuws', '/actua')]),
    pathIn(lang, `/profiel/${userId}`),
  ];
}

test.describe('guest caching', () => {
  test('every list route: cached bare, and the same page with a query at the same address', async ({ request, page, lang }) => {
    test.slow();
    for (const path of await listAddresses(request, lang)) {
      const bare = await request.get(path, { maxRedirects: 0 });
      expect(bare.status(), path).toBe(200);
      expect(isCacheable(bare.headers()['cache-control']), `${path}: ${bare.headers()['cache-control']}`).toBe(true);
      await page.goto(path);
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      // `sort` changes what a list shows, so the page renders per request, with the same body. Home's
      // `sort=newest` is its newest view, with a heading of its own (docs/posting.md): a page keeps the top 100.
      const withQuery = path === (lang === 'nl' ? '/' : '/fr') ? `${path}?page=2` : `${path}?sort=newest`;
      const response = await page.goto(withQuery);
      expect(response?.status(), withQuery).toBe(200);
      expect(isCacheable(response?.headers()['cache-control']), withQuery).toBe(false);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(withQuery);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading ?? '');
    }
  });

  test('bare list pages are cacheable; tracking parameters keep them cacheable', async ({ request, lang }) => {
    const home = lang === 'nl' ? '/' : '/fr';
    const paths = [home, pathIn(lang, '/nieuws', '/actua'), pathIn(lang, '/folders', '/depliants'), pathIn(lang, '/promos'), pathIn(lang, '/promos/voeding', '/promos/alimentation')];
    for (const path of [...paths, `${home}?utm_source=newsletter&share_source=fb`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(isCacheable(response.headers()['cache-control']), `${path}: ${response.headers()['cache-control']}`).toBe(true);
    }
  });

  test('a page query renders that page at the public address', async ({ page, lang, t }) => {
    const home = lang === 'nl' ? '/' : '/fr';
    const response = await page.goto(`${home}?page=2`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${home}?page=2`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pathIn(lang, '/').replace(/\/$/, '')}/?\\?page=2$`));
    await expect(page.getByRole('main').getByRole('paragraph').filter({ hasText: t({ nl: /^Pagina 2 van \d+$/, fr: /^Page 2 sur \d+$/ }) })).toBeVisible();
    await expect(page).toHaveTitle(t({ nl: /pagina 2/, fr: /page 2/ }));
  });

  test('the query page address itself is not public', async ({ request, lang }) => {
    const response = await request.get(pathIn(lang, '/query-view/folders?page=2'), { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    // In one step to the route's address in this language (French: /fr/depliants).
    expect(new URL(response.headers().location ?? '', 'http://site').pathname + new URL(response.headers().location ?? '', 'http://site').search).toBe(
      `${pathIn(lang, '/folders', '/depliants')}?page=2`,
    );
  });
});
