import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test } from './fixtures';

/** The demo seed's CMS pages (server/db/seed/data/pages.ts) and links (server/db/seed/content.ts). */
const MOBILE_APP = { nl: '/mobiele-app', fr: '/application-mobile' };

type JsonLdList = { '@type'?: string; itemListElement?: Array<{ position: number; name: string; item?: string }> };

async function breadcrumbList(page: Page): Promise<JsonLdList | undefined> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as JsonLdList).find((data) => data['@type'] === 'BreadcrumbList');
}

function locationOf(response: { headers(): Record<string, string> }): URL {
  return new URL(response.headers().location ?? '', 'http://relative.invalid');
}

test.describe('CMS pages', () => {
  test('render with title, description, canonical, hreflang and breadcrumbs', async ({ page, lang, t, baseURL, isMobile }) => {
    const path = pathIn(lang, MOBILE_APP.nl, MOBILE_APP.fr);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'De Dealwijzer-app', fr: "L'application Dealwijzer" }));
    await expect(page.getByRole('heading', { level: 2, name: t({ nl: 'Alle folders op zak', fr: 'Tous les dépliants en poche' }) })).toBeVisible();
    // The stored tag title ends in the site name; the layout template adds it once.
    await expect(page).toHaveTitle(
      t({ nl: 'Download de gratis Dealwijzer-app | Dealwijzer', fr: "Téléchargez l'application gratuite Dealwijzer | Dealwijzer" }),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t({ nl: /gratis Dealwijzer-app/, fr: /application gratuite/ }));

    const site = new URL(baseURL ?? 'http://localhost').origin;
    const nlUrl = `${site}${MOBILE_APP.nl}`;
    const frUrl = `${site}/fr${MOBILE_APP.fr}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', t({ nl: nlUrl, fr: frUrl }));
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', nlUrl);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', frUrl);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', nlUrl);

    const crumbs = page.getByRole('navigation', { name: t({ nl: 'Kruimelpad', fr: "Fil d'Ariane" }) });
    if (isMobile) {
      await expect(crumbs).toBeHidden();
    } else {
      await expect(crumbs.getByRole('link', { name: t({ nl: 'Home', fr: 'Accueil' }) })).toHaveAttribute('href', pathIn(lang, '/'));
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(t({ nl: 'De Dealwijzer-app', fr: "L'application Dealwijzer" }));
    }
    const list = await breadcrumbList(page);
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: t({ nl: 'Home', fr: 'Accueil' }), item: t({ nl: `${site}/`, fr: `${site}/fr` }) },
      { '@type': 'ListItem', position: 2, name: t({ nl: 'De Dealwijzer-app', fr: "L'application Dealwijzer" }), item: t({ nl: nlUrl, fr: frUrl }) },
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  for (const slug of ['terms', 'privacy-policy'] as const) {
    test(`${slug} has no breadcrumb`, async ({ page, lang, t }) => {
      const response = await page.goto(pathIn(lang, `/${slug}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        slug === 'terms'
          ? t({ nl: 'Algemene voorwaarden', fr: 'Conditions générales' })
          : t({ nl: 'Privacybeleid', fr: 'Politique de confidentialité' }),
      );
      await expect(page.getByRole('navigation', { name: t({ nl: 'Kruimelpad', fr: "Fil d'Ariane" }) })).toHaveCount(0);
      expect(await breadcrumbList(page)).toBeUndefined();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("a slug of the other language leads to this language's page", async ({ request, lang }) => {
    const other = lang === 'nl' ? MOBILE_APP.fr : MOBILE_APP.nl;
    const response = await request.get(pathIn(lang, other), { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(locationOf(response).pathname).toBe(pathIn(lang, MOBILE_APP.nl, MOBILE_APP.fr));
  });

  test('an unknown slug is the unmatched 404 view', async ({ page, lang, t }) => {
    const response = await page.goto(pathIn(lang, '/deze-pagina-bestaat-niet'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
    await expect(page.getByText(t({ nl: /geen promo/, fr: /pas une promo/ }))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('errors', () => {
  test('a route-validation failure answers 404 "Page Not Found" with the path', async ({ page, lang, t }) => {
    const path = pathIn(lang, '/goto/bestaat-niet');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
    await expect(page.getByRole('main').locator('code')).toHaveText(path);
    await expect(page.getByRole('main').getByRole('link', { name: t({ nl: 'Terug naar de startpagina', fr: "Retour à la page d'accueil" }) })).toHaveAttribute(
      'href',
      pathIn(lang, '/'),
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('redirects', () => {
  test('/goto/{key} redirects to its target with a 307', async ({ request, lang }) => {
    const response = await request.get(pathIn(lang, '/goto/app-ios'), { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('https://apps.example/ios/dealwijzer');
  });

  test('an unknown goto key is a 404 without a redirect', async ({ request, lang }) => {
    const response = await request.get(pathIn(lang, '/goto/bestaat-niet'), { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers().location).toBeUndefined();
  });

  test('a goto key carrying a dangerous protocol is refused', async ({ request, lang }) => {
    for (const key of ['javascript:alert(1)', 'javascript%3Aalert(1)', 'data:text%2Fhtml,hi', '%2F%2Fevil.example']) {
      const response = await request.get(`${pathIn(lang, '/goto')}/${key}`, { maxRedirects: 0 });
      expect(response.status(), key).toBe(404);
      expect(response.headers().location, key).toBeUndefined();
    }
  });

  test('stored redirects send old paths to their new place', async ({ request }) => {
    const internal = await request.get('/oude-folders', { maxRedirects: 0 });
    expect(internal.status()).toBe(301);
    expect(locationOf(internal).pathname).toBe('/folders');

    const french = await request.get('/fr/anciens-depliants', { maxRedirects: 0 });
    expect(french.status()).toBe(301);
    expect(locationOf(french).pathname).toBe('/fr/depliants');

    const withQuery = await request.get('/acties?utm_source=mail', { maxRedirects: 0 });
    expect(withQuery.status()).toBe(301);
    expect(`${locationOf(withQuery).pathname}${locationOf(withQuery).search}`).toBe('/promos?utm_source=mail');

    const external = await request.get('/partner', { maxRedirects: 0 });
    expect(external.status()).toBe(302);
    expect(external.headers().location).toBe('https://www.example.org/');
  });

  test('a stored redirect works for a visitor whose locale cookie says otherwise', async ({ request }) => {
    const response = await request.get('/oude-folders', { maxRedirects: 0, headers: { Cookie: 'locale=fr' } });
    expect(response.status()).toBe(301);
    expect(locationOf(response).pathname).toBe('/folders');
  });
});

test.describe('robots.txt and sitemaps', () => {
  test('robots.txt allows the site, keeps crawlers out of the API, personal pages and search', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /settings$');
    expect(text).toContain('Disallow: /fr/parrainez-un-ami$');
    expect(text).toContain('Disallow: /search$');
    expect(text).toContain(`Sitemap: ${new URL(baseURL ?? 'http://localhost').origin}/sitemap.xml`);
  });

  test('sitemap.xml indexes sitemap files listing both locales with hreflang alternates', async ({ request, baseURL, lang }) => {
    test.skip(lang !== 'nl', 'One locale is enough: the files hold both');
    test.setTimeout(180_000);
    const site = new URL(baseURL ?? 'http://localhost').origin;
    const index = await request.get('/sitemap.xml', { timeout: 150_000 });
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThan(0);

    const urls: string[] = [];
    for (const file of files) {
      const response = await request.get(new URL(file).pathname, { timeout: 150_000 });
      expect(response.status(), file).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('<urlset');
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
      if (file === files[0]) {
        expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${site}/fr" />`);
        expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/" />`);
      }
    }
    for (const path of ['/', '/fr', '/folders', '/fr/depliants', '/mobiele-app', '/fr/application-mobile', '/fr/terms']) {
      expect(urls, path).toContain(`${site}${path}`);
    }
    expect(urls.some((url) => url.startsWith(`${site}/fr/posts/`) || url.startsWith(`${site}/fr/online-promos/`))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${site}/store/`))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${site}/fr/depliants/`))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${site}/nieuws/`))).toBe(true);
    // News is Dutch only: its French addresses are canonical to the Dutch ones and not listed.
    expect(urls.filter((url) => url.startsWith(`${site}/fr/nieuws/`))).toEqual([]);
    expect(urls.filter((url) => url.includes('/settings') || url.includes('/search'))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

test.describe('utility pages', () => {
  test('the newsletter-almost-done page explains the next step', async ({ page, lang, t }) => {
    const response = await page.goto(pathIn(lang, '/nieuwsbrief-bijna', '/newsletter-presque'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Bijna ingeschreven!', fr: 'Presque inscrit\u00a0!' }));
    await expect(page).toHaveTitle(t({ nl: /Bijna ingeschreven op de nieuwsbrief/, fr: /Presque inscrit à la newsletter/ }));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 2, name: t({ nl: 'Geen e-mail ontvangen?', fr: "Pas reçu d'e-mail\u00a0?" }) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t({ nl: 'Bekijk de promoties', fr: 'Voir les promotions' }) })).toHaveAttribute(
      'href',
      pathIn(lang, '/promos'),
    );
    expect((await breadcrumbList(page))?.itemListElement).toHaveLength(2);
    await expectNoSeriousA11yViolations(page);
  });
});
