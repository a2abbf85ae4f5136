import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, screenshotFor, test as base } from './fixtures';
import { FAKE_GTM_ID, gtmSiteURL } from './gtm-site';
import { E2E_EXTERNAL } from './mail-settings';

// The consent banner and Google Tag Manager (docs/app-shell.md, Consent), against the second server
// playwright.config.ts starts with a fake GTM_ID (tests/e2e/gtm-site.ts). GTM's script is answered
// here, never fetched.

const test = base.extend<{ gtmSite: string }>({
  gtmSite: async ({ baseURL }, use) => {
    test.skip(E2E_EXTERNAL, 'the GTM server is started beside the shared one; E2E_BASE_URL names a server started elsewhere');
    await use(gtmSiteURL(Number(new URL(baseURL ?? '').port)));
  },
});

// nl-desktop and fr-phone only: the banner is the same in the other two.
test.skip(({ lang, isMobile }) => (lang === 'nl') === isMobile, 'one language per viewport is enough');

/** Every request to googletagmanager.com, answered with an empty script. */
async function watchGtm(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* fake GTM */' });
  });
  return requested;
}

/** The gtag consent commands on the page, as arrays. */
async function consentCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

/** The demo seed's CMS page (server/db/seed/data/pages.ts). */
const CMS_PAGE = { nl: '/mobiele-app', fr: '/application-mobile' };

const TEXT = {
  nl: { title: 'Cookies en privacy', refuse: 'Alles weigeren', accept: 'Alles accepteren', choose: 'Zelf kiezen', settings: 'Cookie-instellingen' },
  fr: { title: 'Cookies et vie privée', refuse: 'Tout refuser', accept: 'Tout accepter', choose: 'Personnaliser', settings: 'Paramètres des cookies' },
};

test('no GTM before consent nor after a refusal; accepting loads it with the consent update; the footer reopens the choice', async ({ page, lang, gtmSite }, testInfo) => {
  test.setTimeout(90_000); // the GTM server renders each page once for the run, and axe runs twice
  const text = TEXT[lang];
  const gtm = await watchGtm(page);
  // A CMS page: its end stays put (the home page's list grows when scrolled to the bottom).
  await page.goto(`${gtmSite}${pathIn(lang, CMS_PAGE.nl, CMS_PAGE.fr)}`);
  const banner = page.getByRole('region', { name: text.title });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner.getByRole('button', { name: text.refuse })).toBeVisible();
  await expect(banner.getByRole('button', { name: text.accept })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotFor(page, testInfo, 'banner');

  // The banner never hides the end of the page: scrolled to the bottom, the footer ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const footer = document.querySelector('footer')?.getBoundingClientRect();
        const top = document.querySelector('[data-testid="consent-banner"]')?.getBoundingClientRect().top;
        return footer && top !== undefined ? Math.round(footer.bottom - top) : null;
      }),
    )
    .toBeLessThanOrEqual(1);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Keyboard: right after the skip link come the banner's choices.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner.locator(':focus')).toHaveCount(1);

  // The categories view.
  await banner.getByRole('button', { name: text.choose }).click();
  await expect(banner.getByRole('checkbox')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await screenshotFor(page, testInfo, 'choose');

  await banner.getByRole('button', { name: text.refuse }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: text.title })).toHaveCount(0);
  expect(gtm).toEqual([]);
  expect(await consentCommands(page)).toEqual([]);
  const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'consent');
  expect(JSON.parse(decodeURIComponent(stored?.value ?? '{}'))).toMatchObject({ v: 1, analytics: false, marketing: false });
  // 365 days, give or take the test's own duration.
  expect((stored?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // "Cookie settings" in the footer reopens the choice, on the categories, with the focus in it.
  const settings = page.getByRole('button', { name: text.settings });
  await settings.scrollIntoViewIfNeeded();
  await settings.click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: text.title })).toBeFocused();
  const requested = page.waitForRequest(/googletagmanager\.com\/gtm\.js\?id=GTM-TEST123/);
  await banner.getByRole('button', { name: text.accept }).click();
  await requested;
  // The route handler records the request a moment after the browser sent it.
  await expect.poll(() => gtm).toEqual([`https://www.googletagmanager.com/gtm.js?id=${FAKE_GTM_ID}`]);
  const commands = await consentCommands(page);
  expect(commands[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 })]);
  expect(commands[1]).toEqual(['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
  await expect(settings).toBeFocused();

  // The next page loads GTM at once, with no banner.
  await page.reload();
  await expect.poll(() => gtm.length).toBe(2);
  await expect(page.getByRole('region', { name: text.title })).toHaveCount(0);
});

test("in the app's webview the app's consent decides: no banner, no Cookie settings", async ({ page, lang, gtmSite }) => {
  const gtm = await watchGtm(page);
  await page.addInitScript(() => {
    (window as unknown as { dealwijzerConsent: object }).dealwijzerConsent = { analytics: false, marketing: false };
  });
  await page.goto(`${gtmSite}${pathIn(lang, '/')}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: TEXT[lang].title })).toHaveCount(0);
  expect(gtm).toEqual([]);
  // The app's own settings decide: the footer offers no "Cookie settings" (it is in the HTML, hidden).
  const settings = page.locator('footer button', { hasText: TEXT[lang].settings });
  await expect(settings).toBeAttached();
  await expect(settings).toBeHidden();
  // Later the app grants analytics through a message: GTM loads.
  await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'consent', analytics: true, marketing: false }), '*'));
  await expect.poll(() => gtm.length).toBe(1);
  const commands = await consentCommands(page);
  expect(commands.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })]);
});

test('without GTM_ID (the shared e2e server) there is nothing to ask: no banner, no settings link', async ({ page, lang }) => {
  const gtm = await watchGtm(page);
  await page.goto(pathIn(lang, '/'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: TEXT[lang].title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: TEXT[lang].settings })).toHaveCount(0);
  expect(gtm).toEqual([]);
});
