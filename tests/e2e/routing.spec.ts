import { expect, expectNoSeriousA11yViolations, pathIn, test } from './fixtures';

const loggedInOnly: Array<[nl: string, fr: string]> = [
  ['/delete-account', '/delete-account'],
  ['/favorieten', '/favorieten'],
  ['/notifications', '/notifications'],
  ['/prijzenpot', '/prijzenpot'],
  ['/settings', '/settings'],
  ['/upload-post', '/upload-post'],
  ['/verwijs-een-vriend', '/parrainez-un-ami'],
];

test.describe('bilingual routing', () => {
  test('home renders in the language of its path', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Top 100 promoties', fr: 'Top 100 des promotions' }));
    await expect(page).toHaveTitle(t({ nl: /Top 100 promoties van vandaag/, fr: /Top 100 des promotions du jour/ }));
    await expectNoSeriousA11yViolations(page);
  });

  test('localized pathnames render with the right lang', async ({ page, lang }) => {
    await page.goto(pathIn(lang, '/folders', '/depliants'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });

  test('a wrong-language slug redirects to the right one', async ({ request, lang }) => {
    test.skip(lang !== 'fr', 'French slugs only');
    const response = await request.get('/fr/folders', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/fr/depliants');
  });

  test('/nl redirects to the unprefixed path', async ({ request, lang }) => {
    test.skip(lang !== 'nl', 'Dutch prefix only');
    const home = await request.get('/nl', { maxRedirects: 0 });
    expect(home.status()).toBe(307);
    expect(new URL(home.headers().location ?? '', 'http://x').pathname).toBe('/');
    const folders = await request.get('/nl/folders', { maxRedirects: 0 });
    expect(new URL(folders.headers().location ?? '', 'http://x').pathname).toBe('/folders');
  });

  test('the locale cookie sends an unprefixed visit to its language', async ({ request, lang }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { Cookie: `locale=${lang}`, 'Accept-Language': 'en' } });
    if (lang === 'fr') {
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/fr');
    } else {
      expect(response.status()).toBe(200);
    }
  });

  test('a first visit follows Accept-Language', async ({ request, lang }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': lang === 'fr' ? 'fr-BE,fr;q=0.9' : 'nl-BE,nl;q=0.9', Cookie: '' },
    });
    if (lang === 'fr') {
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/fr');
    } else {
      expect(response.status()).toBe(200);
    }
  });

  test('the language switch goes to the other language and remembers it for a year', async ({ page, lang, context }) => {
    await page.goto(pathIn(lang, '/'));
    const other = lang === 'nl' ? 'fr' : 'nl';
    await page.locator(`nav a[hreflang="${other}"]`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page).toHaveURL(other === 'fr' ? /\/fr$/ : /localhost:\d+\/$/);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe(other);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
  });
});

test.describe('route guards', () => {
  for (const [nlPath, frPath] of loggedInOnly) {
    test(`a guest on ${nlPath} is sent to login in their language`, async ({ request, lang }) => {
      const path = pathIn(lang, nlPath, frPath);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? '', 'http://x');
      expect(location.pathname).toBe(pathIn(lang, '/login'));
      expect(location.searchParams.get('redirect')).toBe(path);
    });
  }

  test('a token holder on a guest-only route is sent home', async ({ request, lang }) => {
    for (const route of ['/login', '/register']) {
      const response = await request.get(pathIn(lang, route), { maxRedirects: 0, headers: { Cookie: 'auth-token=1|demo' } });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(pathIn(lang, '/'));
    }
  });

  test('the API and static files are not touched by the proxy', async ({ request }) => {
    const health = await request.get('/api/health', { maxRedirects: 0, headers: { Cookie: 'locale=fr' } });
    expect(health.status()).toBe(200);
  });
});

test.describe('unknown routes', () => {
  test('answer 404 with the oops view', async ({ page, lang, t }) => {
    const response = await page.goto(pathIn(lang, '/dit/bestaat/echt/niet/meer'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
    await expect(page.getByText(t({ nl: 'Oeps!', fr: 'Oups !' })).first()).toBeVisible();
    await expect(page.getByText(t({ nl: /geen promo/, fr: /pas une promo/ }))).toBeVisible();
    const home = page.getByRole('main').getByRole('link', { name: t({ nl: 'Terug naar de startpagina', fr: "Retour à la page d'accueil" }) });
    await expect(home).toHaveAttribute('href', pathIn(lang, '/'));
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the 404 view in the served HTML', () => {
  // What is checked here does not change with the layout; one project per language.
  test.beforeEach(({}, testInfo) => {
    test.skip(!['nl-desktop', 'fr-phone'].includes(testInfo.project.name), 'nl-desktop and fr-phone only');
  });

  test('shows the view, header and footer without JavaScript', async ({ browser, lang, t, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const title = t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' });
    const home = t({ nl: 'Terug naar de startpagina', fr: "Retour à la page d'accueil" });
    // An unknown path (no route): the "not a promo" view.
    let response = await page.goto(pathIn(lang, '/dit/bestaat/echt/niet/meer'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByText(t({ nl: /geen promo/, fr: /pas une promo/ }))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: home })).toHaveAttribute('href', pathIn(lang, '/'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Styled: the page's stylesheets came with it.
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px');
    // An unknown store (a route whose param failed): "Page Not Found" and the path asked for, escaped.
    response = await page.goto(pathIn(lang, '/store/onbekend<i>x'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByRole('main').locator('code')).toHaveText(pathIn(lang, '/store/onbekend<i>x'));
    await expect(page.locator('main code i')).toHaveCount(0);
    // An address that cannot be decoded (rendered per request, streamed): the "not a promo" view.
    response = await page.goto(pathIn(lang, '/%ZZ'));
    expect(response?.status()).toBe(404);
    await expect(page.getByText(t({ nl: /geen promo/, fr: /pas une promo/ }))).toBeVisible();
    await context.close();
  });

  test('with JavaScript, the browser draws the view once over the served one', async ({ page, lang, t }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Every <h1> that ever enters the document, from the parser's first one on.
    await page.addInitScript(() => {
      const seen: Element[] = [];
      Reflect.set(window, '__headings', seen);
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1')) if (!seen.includes(heading)) seen.push(heading);
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(pathIn(lang, '/store/onbekend'));
    expect(response?.status()).toBe(404);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const seen = Reflect.get(window, '__headings') as Element[];
          return { served: seen.length > 1 && !seen[0]!.isConnected, shown: document.querySelectorAll('h1').length };
        }),
      )
      .toEqual({ served: true, shown: 1 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
    await expect(page.getByRole('main').locator('code')).toHaveText(pathIn(lang, '/store/onbekend'));
    await expect(page.getByRole('banner')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the page it comes from is not public', async ({ request, lang }) => {
    for (const view of ['invalid', 'unmatched', 'server-error']) {
      const response = await request.get(pathIn(lang, `/error-shell/${view}`), { headers: { 'x-dealwijzer-error-shell': '1' } });
      expect(response.status()).toBe(404);
      // The view of any unknown address, like any other path no route answers.
      expect(await response.text()).toContain('data-error-view="unmatched"');
    }
  });
});

test.describe('malformed addresses', () => {
  // Each address is a request of its own; two projects (one per language and layout) are enough.
  test.beforeEach(({}, testInfo) => {
    test.skip(!['nl-desktop', 'fr-phone'].includes(testInfo.project.name), 'nl-desktop and fr-phone only');
  });

  test('answer 404 with the not-found view, never a 500', async ({ page, lang, t }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const addresses = [
      pathIn(lang, '/store/%25'),
      pathIn(lang, '/promos/%25'),
      pathIn(lang, '/goto/%25'),
      pathIn(lang, '/%ZZ'),
      pathIn(lang, '/folders/%25x%', '/depliants/%25x%'),
      pathIn(lang, '/store/%C3%28'),
      pathIn(lang, '/nieuws/%E0%A4%A'),
      pathIn(lang, '/a%00b'),
      pathIn(lang, '/folders/a%00b', '/depliants/a%00b'),
      pathIn(lang, '/promos/%00'),
    ];
    for (const address of addresses) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.locator('html'), address).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }), address).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
    }
    expect(errors).toEqual([]);
  });
});
