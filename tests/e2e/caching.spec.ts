import { expect, pathIn, test } from './fixtures';

// Speed (docs/architecture.md, Caching): the bare list pages are the same for every guest and cached; a query that
// changes the page renders per request through its twin (lib/i18n/query-view.ts), at the same URL.

function isCacheable(cacheControl: string | undefined): boolean {
  return /s-maxage=\d+/.test(cacheControl ?? '') && !/private|no-store/.test(cacheControl ?? '');
}

test.describe('guest caching', () => {
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

  test('the twin address itself is not public', async ({ request, lang }) => {
    const response = await request.get(pathIn(lang, '/query-view/folders?page=2'), { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/folders\?page=2$/);
  });
});
