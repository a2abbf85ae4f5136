import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

// The social networks' in-app browsers (docs/app-shell.md, In-app browsers), emulated by their user
// agents: the open-in-default-browser dialog on arrival, outbound links held back for the
// goto-default-browser dialog, and the /default-browser page with the hand-off of the phone.

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21F90';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.122 Mobile Safari/537.36';
const FACEBOOK_IOS = `${IOS} [FBAN/FBIOS;FBAV/470.0.0.41.109;FBBV/650000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBID/phone;FBLC/nl_BE;FBOP/5]`;
const FACEBOOK_ANDROID = `${ANDROID} [FB_IAB/FB4A;FBAV/470.0.0.41.109;]`;
const INSTAGRAM_IOS = `${IOS} Instagram 339.0.3.12.91 (iPhone15,2; iOS 17_5; nl_BE; nl-BE; scale=3.00; 1179x2556; 620000000)`;

// Each test loads the in-app layer's chunk and the dialogs' messages after the page, then runs axe on
// a full page: more than the default 30 s on a busy CI machine.
test.describe.configure({ timeout: 60_000 });

/** The arrival dialog comes after hydration and two lazy loads (the dialogs, their messages). */
const LAZY = { timeout: 15_000 };

const ARRIVAL = { nl: 'Beter in je eigen browser', fr: 'Mieux dans votre propre navigateur' };
const GOTO = { nl: 'Deze link openen in je browser?', fr: 'Ouvrir ce lien dans votre navigateur\u00a0?' };
const CONTINUE = { nl: 'Hier verdergaan', fr: 'Continuer ici' };
const OPEN_IN_BROWSER = { nl: 'Openen in mijn browser', fr: 'Ouvrir dans mon navigateur' };
const OPEN_IN_SAFARI = { nl: 'Openen in Safari', fr: 'Ouvrir dans Safari' };
const LINK_LABEL = { nl: 'Link om te openen', fr: 'Lien à ouvrir' };

type WireItem = { data: { route: string } };

/** The page of an online promo: its deal button leads to the shop (target _blank, rel sponsored). */
async function onlinePromoRoute(request: APIRequestContext, lang: Lang): Promise<string> {
  const response = await request.get('/api/feed-items?per_page=1&filters[morphable_types][]=OnlinePromo', {
    headers: { Language: lang, Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  const item = ((await response.json()) as { data: WireItem[] }).data[0];
  if (!item) throw new Error('The demo seed has no online promo');
  return item.data.route;
}

/** Shops are answered here (no request leaves the machine); returns the addresses that were opened. */
async function fakeShops(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await page.context().route(/^https?:\/\/(?!localhost[:/])/, async (route) => {
    if (route.request().resourceType() === 'document') opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>shop</title>' });
  });
  return opened;
}

/** Waits for the arrival dialog (the in-app layer is then loaded and listening) and closes it. */
async function continueHere(page: Page, lang: Lang): Promise<void> {
  const arrival = page.getByRole('dialog', { name: ARRIVAL[lang] });
  await expect(arrival).toBeVisible(LAZY);
  await arrival.getByRole('button', { name: CONTINUE[lang] }).click();
  await expect(arrival).toBeHidden();
}

/**
 * Proves the in-app layer is loaded and has decided about the arrival dialog (both happen in the
 * same commit): a link to another site, added to the page, opens goto-default-browser.
 */
async function expectLayerListening(page: Page, lang: Lang): Promise<void> {
  await page.evaluate(() => {
    const probe = document.createElement('a');
    probe.href = 'https://shop.example/probe';
    probe.textContent = 'probe';
    // Until the layer listens, a click goes nowhere (the layer's capture listener decides first).
    probe.addEventListener('click', (event) => event.preventDefault());
    document.body.append(probe);
  });
  const dialog = page.getByRole('dialog', { name: GOTO[lang] });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('link', { name: 'probe', exact: true }).click({ timeout: 1_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

function intentFor(address: string): string {
  const url = new URL(address);
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${url.protocol.slice(0, -1)};end`;
}

test.describe('Facebook on Android', () => {
  test.use({ userAgent: FACEBOOK_ANDROID });

  test('asks on arrival, with the intent hand-off and the link to copy', async ({ page, lang, t, baseURL }) => {
    const path = pathIn(lang, '/mobiele-app', '/application-mobile');
    await page.goto(path);
    const arrival = page.getByRole('dialog', { name: ARRIVAL[lang] });
    await expect(arrival).toBeVisible(LAZY);
    await expect(arrival).toContainText(t({ nl: 'ingebouwde browser van Facebook', fr: 'navigateur intégré de Facebook' }));
    await expect(arrival.getByRole('link', { name: OPEN_IN_BROWSER[lang] })).toHaveAttribute('href', intentFor(`${baseURL}${path}`));
    await expect(arrival.getByLabel(LINK_LABEL[lang])).toHaveValue(`${baseURL}${path}`);
    await expect(arrival.getByRole('link', { name: t({ nl: 'Hoe open ik mijn browser?', fr: 'Comment ouvrir mon navigateur\u00a0?' }) })).toHaveAttribute(
      'href',
      `${pathIn(lang, '/default-browser')}?url=${encodeURIComponent(path)}`,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('asks only once in a tab session', async ({ page, lang }) => {
    await page.goto(pathIn(lang, '/folders', '/depliants'));
    await continueHere(page, lang);
    // Neither after a reload nor on another page.
    await page.reload();
    await expectLayerListening(page, lang);
    await page.goto(pathIn(lang, '/mobiele-app', '/application-mobile'));
    await expectLayerListening(page, lang);
  });

  test('an outbound deal link opens the goto-default-browser dialog with its destination, not the shop', async ({ page, request, lang, t }) => {
    const opened = await fakeShops(page);
    await page.goto(await onlinePromoRoute(request, lang));
    await continueHere(page, lang);

    const deal = page.getByRole('link', { name: t({ nl: /^Naar de deal/, fr: /^Voir le bon plan/ }) }).first();
    const destination = (await deal.getAttribute('href')) ?? '';
    expect(destination).toMatch(/^https?:\/\//);
    const before = page.url();
    await deal.click();

    const dialog = page.getByRole('dialog', { name: GOTO[lang] });
    await expect(dialog).toContainText(new URL(destination).host);
    await expect(dialog.getByRole('link', { name: OPEN_IN_BROWSER[lang] })).toHaveAttribute('href', intentFor(destination));
    await expect(dialog.getByLabel(LINK_LABEL[lang])).toHaveValue(new URL(destination).href);
    const anyway = dialog.getByRole('link', { name: t({ nl: /Toch hier openen/, fr: /Ouvrir ici quand même/ }) });
    await expect(anyway).toHaveAttribute('href', new URL(destination).href);
    await expect(anyway).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);
    expect(page.url()).toBe(before);
    expect(opened).toEqual([]);

    // "Open here anyway" is let through: the shop opens in the in-app browser after all.
    const popup = page.waitForEvent('popup');
    await anyway.click();
    await (await popup).waitForLoadState();
    expect(opened).toEqual([new URL(destination).href]);
    await expect(dialog).toBeHidden();
  });

  test('a /goto/ link in a CMS page is held back too', async ({ page, lang, t, baseURL }) => {
    await page.goto(pathIn(lang, '/mobiele-app', '/application-mobile'));
    await continueHere(page, lang);
    await page.getByRole('link', { name: t({ nl: 'de App Store', fr: "l'App Store" }) }).click();
    const dialog = page.getByRole('dialog', { name: GOTO[lang] });
    await expect(dialog).toContainText(t({ nl: 'Deze link brengt je naar een webshop.', fr: 'Ce lien vous emmène vers une boutique en ligne.' }));
    await expect(dialog.getByLabel(LINK_LABEL[lang])).toHaveValue(`${baseURL}/goto/app-ios`);
    await expect(dialog.getByRole('link', { name: OPEN_IN_BROWSER[lang] })).toHaveAttribute('href', intentFor(`${baseURL}/goto/app-ios`));
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/mobiele-app', '/application-mobile')}$`));
  });
});

test.describe('Facebook on iOS', () => {
  test.use({ userAgent: FACEBOOK_IOS });

  test('hands off to Safari, on arrival and for a deal', async ({ page, request, lang, t }) => {
    await fakeShops(page);
    await page.goto(await onlinePromoRoute(request, lang));
    const arrival = page.getByRole('dialog', { name: ARRIVAL[lang] });
    await expect(arrival).toBeVisible(LAZY);
    await expect(arrival.getByRole('link', { name: OPEN_IN_SAFARI[lang] })).toHaveAttribute('href', `x-safari-${page.url()}`);
    await expect(arrival).toContainText('iOS 17');
    await continueHere(page, lang);

    const deal = page.getByRole('link', { name: t({ nl: /^Naar de deal/, fr: /^Voir le bon plan/ }) }).first();
    const destination = new URL((await deal.getAttribute('href')) ?? '').href;
    await deal.click();
    const dialog = page.getByRole('dialog', { name: GOTO[lang] });
    await expect(dialog.getByRole('link', { name: OPEN_IN_SAFARI[lang] })).toHaveAttribute('href', `x-safari-${destination}`);
  });
});

test.describe('Instagram on iOS', () => {
  test.use({ userAgent: INSTAGRAM_IOS });

  test('asks on arrival, naming Instagram', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/folders', '/depliants'));
    const arrival = page.getByRole('dialog', { name: ARRIVAL[lang] });
    await expect(arrival).toBeVisible(LAZY);
    await expect(arrival).toContainText(t({ nl: 'ingebouwde browser van Instagram', fr: "navigateur intégré d'Instagram" }));
    await expect(arrival.getByRole('link', { name: OPEN_IN_SAFARI[lang] })).toBeVisible();
  });
});

test.describe('an ordinary browser', () => {
  test('asks nothing and opens a deal link as it is', async ({ page, request, lang, t }) => {
    const opened = await fakeShops(page);
    await page.goto(await onlinePromoRoute(request, lang));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const deal = page.getByRole('link', { name: t({ nl: /^Naar de deal/, fr: /^Voir le bon plan/ }) }).first();
    const destination = new URL((await deal.getAttribute('href')) ?? '').href;
    const popup = page.waitForEvent('popup');
    await deal.click();
    await (await popup).waitForLoadState();
    expect(opened).toEqual([destination]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the /default-browser page', () => {
  test('on Android: the Android guide first, the intent hand-off and the named shop of ?url=', async ({ browser, lang, t, baseURL }) => {
    const context = await browser.newContext({ userAgent: FACEBOOK_ANDROID, baseURL, locale: lang === 'fr' ? 'fr-BE' : 'nl-BE' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const shop = 'https://shop.example/deal?utm_source=dw';
    const response = await page.goto(`${pathIn(lang, '/default-browser')}?url=${encodeURIComponent(shop)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Open Dealwijzer in je browser', fr: 'Ouvrez Dealwijzer dans votre navigateur' }));
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(t({ nl: 'Op een Android-toestel', fr: 'Sur un appareil Android' }));
    await expect(page.getByRole('main').getByRole('link', { name: OPEN_IN_BROWSER[lang] })).toHaveAttribute('href', intentFor(shop));
    await expect(page.getByText(t({ nl: 'Deze link gaat naar shop.example', fr: 'Ce lien mène à shop.example' }))).toBeVisible();
    await expect(page.getByLabel(LINK_LABEL[lang])).toHaveValue(shop);
    // The page itself does not ask again.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: t({ nl: 'Link kopiëren', fr: 'Copier le lien' }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t({ nl: /gekopieerd/, fr: /copié/ }) })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shop);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  test('on an iPhone: the iPhone guide first and Safari’s scheme for a page of the site', async ({ browser, lang, t, baseURL }) => {
    const context = await browser.newContext({ userAgent: INSTAGRAM_IOS, baseURL });
    const page = await context.newPage();
    const folders = pathIn(lang, '/folders', '/depliants');
    await page.goto(`${pathIn(lang, '/default-browser')}?url=${encodeURIComponent(folders)}`);
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(t({ nl: 'Op een iPhone of iPad', fr: 'Sur un iPhone ou un iPad' }));
    await expect(page.getByRole('main').getByRole('link', { name: OPEN_IN_SAFARI[lang] })).toHaveAttribute('href', `x-safari-${baseURL}${folders}`);
    await expect(page.getByLabel(LINK_LABEL[lang])).toHaveValue(`${baseURL}${folders}`);
    await expect(page.getByText(t({ nl: /een andere website/, fr: /un autre site/ }))).toHaveCount(0);
    await context.close();
  });

  test('drops a ?url= that is not an http(s) address or a page of the site', async ({ page, lang, baseURL }) => {
    const home = `${baseURL}${pathIn(lang, '/')}`;
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', 'intent://evil.example#Intent;end', 'https://user:pw@evil.example/']) {
      await page.goto(`${pathIn(lang, '/default-browser')}?url=${encodeURIComponent(url)}`);
      await expect(page.getByLabel(LINK_LABEL[lang])).toHaveValue(home);
      await expect(page.locator('a[href*="evil"], a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
    }
  });
});
