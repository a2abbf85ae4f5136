import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test } from './fixtures';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
/** "Create promo" leaves the bar on the smallest screens (under 576 px, the Pixel 7 emulation among them). */
const isSmallest = (page: Page) => (page.viewportSize()?.width ?? 0) < 576;
/** A client navigation may compile the target route first on a development server. */
const NAVIGATION = { timeout: 20_000 };

/** Opens the main menu, retrying a click that landed before the page was hydrated. */
async function openMainMenu(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return { toggle, dialog: page.getByRole('dialog', { name: 'Menu' }) };
}

/** Makes the page long enough to scroll, whatever the page holds today (after hydration, which would undo it). */
async function makePageLong(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '4000px';
    document.body.append(spacer);
  });
}

function menuBar(page: Page, lang: 'nl' | 'fr') {
  return page.getByRole('navigation', { name: lang === 'nl' ? 'Hoofdnavigatie' : 'Navigation principale' });
}

// The header, menus and footer differ by language and by viewport together: all four projects.
test.describe('site chrome', { tag: '@matrix' }, () => {
  test('the menu bar has the items of the language and viewport', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    const bar = menuBar(page, lang);
    const visible = bar.locator('a:not([hreflang])').filter({ visible: true });
    const names = (await visible.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

    const expected = t({
      nl: ['Top 100', 'Deal alerts', ...(isPhone(page) ? ['Zoeken'] : []), 'Folders', 'Nieuws', ...(isSmallest(page) ? [] : ['Promo plaatsen'])],
      fr: ['Top 100', 'Alertes promo', ...(isPhone(page) ? ['Rechercher'] : []), 'Dépliants', ...(isSmallest(page) ? [] : ['Publier une promo'])],
    });
    expect(names).toEqual(expected);
    const switcher = bar.getByRole('link', { name: t({ nl: 'Passer au français', fr: 'Overschakelen naar het Nederlands' }) });
    await expect(switcher).toBeVisible();
    await expect(switcher).toHaveText(t({ nl: /FR/, fr: /NL/ }));
    await expect(bar.getByRole('link', { name: 'Top 100' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: t({ nl: 'Folders', fr: 'Dépliants' }) })).toHaveAttribute(
      'href',
      pathIn(lang, '/folders', '/depliants'),
    );
  });

  test('the header search is in the header on desktop and submits to the search route', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    // A searchbox in the server's HTML, a combobox once the autocomplete took its place (on focus).
    const search = page.getByRole('banner').getByLabel(t({ nl: 'Zoeken', fr: 'Rechercher' }), { exact: true });
    if (isPhone(page)) {
      await expect(search).toBeHidden();
      await expect(menuBar(page, lang).getByRole('link', { name: t({ nl: 'Zoeken', fr: 'Rechercher' }) })).toHaveAttribute(
        'href',
        pathIn(lang, '/search'),
      );
      return;
    }
    await search.fill('koffie');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/search')}\\?q=koffie$`), NAVIGATION);
  });

  test('guests see a login link', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    await expect(page.getByRole('banner').getByRole('link', { name: t({ nl: 'Inloggen', fr: 'Se connecter' }) })).toHaveAttribute(
      'href',
      pathIn(lang, '/login'),
    );
  });

  test('the language switch stays reachable on a 360 px phone', async ({ page, lang }) => {
    test.skip(!isPhone(page), 'phone layout');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(pathIn(lang, '/'));
    const other = lang === 'nl' ? 'fr' : 'nl';
    const switcher = menuBar(page, lang).locator(`a[hreflang="${other}"]`);
    const box = await switcher.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await switcher.click();
    await expect(page.locator('html')).toHaveAttribute('lang', other, NAVIGATION);
  });

  test('the main menu opens, closes with Escape and returns focus to its toggle', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    const { toggle, dialog } = await openMainMenu(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: t({ nl: 'Alle promoties', fr: 'Toutes les promotions' }) })).toHaveAttribute(
      'href',
      pathIn(lang, '/promos'),
    );
    await expect(dialog.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', pathIn(lang, '/contact'));
    await expect(dialog.getByRole('link', { name: t({ nl: 'Wie of wat is Dealwijzer?', fr: "Qui ou qu'est-ce que Dealwijzer ?" }) })).toHaveAttribute(
      'href',
      pathIn(lang, '/wie-of-wat', '/qui-ou-quoi'),
    );
    await expect(dialog.getByRole('link', { name: 'Nieuws' })).toHaveCount(lang === 'nl' ? 1 : 0);
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the main menu closes when one of its links is followed', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    const { dialog } = await openMainMenu(page);
    await dialog.getByRole('link', { name: t({ nl: 'Folders', fr: 'Dépliants' }) }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/folders', '/depliants')}$`), NAVIGATION);
    await expect(dialog).toBeHidden();
  });

  test('the main menu locks the page on a phone and closes after scrolling away on desktop', async ({ page, lang }) => {
    await page.goto(pathIn(lang, '/'));
    await makePageLong(page);
    const { dialog } = await openMainMenu(page);
    await expect(dialog).toBeVisible();
    if (isPhone(page)) {
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
      return;
    }
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(dialog).toBeHidden();
  });

  test('the category strip scrolls with its arrows on desktop', async ({ page, lang, t }) => {
    test.skip(isPhone(page), 'arrows are a desktop affordance; phones swipe');
    await page.goto(pathIn(lang, '/'));
    const strip = page.getByRole('navigation', { name: t({ nl: 'Categorieën', fr: 'Catégories' }) });
    await expect(strip.getByRole('link', { name: 'Top 100' })).toHaveAttribute('aria-current', 'page');
    const left = strip.getByRole('button', { name: t({ nl: /naar links/, fr: /vers la gauche/ }) });
    const right = strip.getByRole('button', { name: t({ nl: /naar rechts/, fr: /vers la droite/ }) });
    await expect(left).toBeHidden();
    await expect(right).toBeVisible();

    const track = strip.getByRole('list');
    const before = await track.evaluate((element) => element.scrollLeft);
    await right.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before + 100);
    await expect(left).toBeVisible();
    await left.click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeLessThan(5);
    await expect(left).toBeHidden();
  });

  test('the category strip links to category promos in the language', async ({ page, lang }) => {
    await page.goto(pathIn(lang, '/'));
    const strip = page.getByRole('navigation', { name: lang === 'nl' ? 'Categorieën' : 'Catégories' });
    const links = strip.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    await expect(links.nth(1)).toHaveAttribute('href', new RegExp(`^${lang === 'fr' ? '/fr' : ''}/promos/[a-z0-9-]+$`));
  });

  test('scroll-to-top appears after scrolling, hides near the bottom, and scrolls up', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    await makePageLong(page);
    const button = page.getByRole('button', { name: t({ nl: 'Terug naar boven', fr: 'Retour en haut' }) });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toBeVisible();
    // The feed may load its next page on the way down and grow the page: scroll to the new bottom again.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return button.isHidden();
      })
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the back button appears on phones after a step inside the site', async ({ page, lang, t }) => {
    test.skip(!isPhone(page), 'phones only');
    await page.goto(pathIn(lang, '/'));
    const back = page.getByRole('banner').getByRole('button', { name: t({ nl: 'Terug', fr: 'Retour' }) });
    await expect(back).toHaveCount(0);
    await menuBar(page, lang).getByRole('link', { name: t({ nl: 'Folders', fr: 'Dépliants' }) }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/folders', '/depliants')}$`), NAVIGATION);
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${lang === 'fr' ? '/fr' : '/'}$`), NAVIGATION);
  });

  test('the back button never shows on desktop', async ({ page, lang }) => {
    test.skip(isPhone(page), 'desktop only');
    await page.goto(pathIn(lang, '/'));
    await menuBar(page, lang).getByRole('link', { name: lang === 'nl' ? 'Folders' : 'Dépliants' }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/folders', '/depliants')}$`), NAVIGATION);
    await expect(page.getByRole('banner').getByRole('button', { name: lang === 'nl' ? 'Terug' : 'Retour' })).toBeHidden();
  });

  test('the footer links to the information pages', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: t({ nl: 'Algemene voorwaarden', fr: 'Conditions générales' }) })).toHaveAttribute(
      'href',
      pathIn(lang, '/terms'),
    );
    await expect(footer.getByRole('link', { name: t({ nl: 'Mobiele app', fr: 'Application mobile' }) })).toHaveAttribute(
      'href',
      pathIn(lang, '/mobiele-app', '/application-mobile'),
    );
    await expect(footer).toContainText(/© \d{4} Dealwijzer/);
  });

  test('the language switch on a CMS page goes to its translation', async ({ page, lang, context }) => {
    await page.goto(pathIn(lang, '/wie-of-wat', '/qui-ou-quoi'));
    const other = lang === 'nl' ? 'fr' : 'nl';
    await menuBar(page, lang).locator(`a[hreflang="${other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${other === 'fr' ? '/fr/qui-ou-quoi' : '/wie-of-wat'}$`), NAVIGATION);
    await expect(page.locator('html')).toHaveAttribute('lang', other, NAVIGATION);
    expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe(other);
  });

  test('the language switch on a detail route goes to its list route', async ({ page, lang }) => {
    await page.goto(pathIn(lang, '/folders', '/depliants'));
    const first = page.getByRole('main').locator(`a[href^="${pathIn(lang, '/folders/', '/depliants/')}"]`).first();
    test.skip((await first.count()) === 0, 'the folders page lists no store yet');
    await first.click();
    await expect(page).toHaveURL(new RegExp(pathIn(lang, '/folders/', '/depliants/')), NAVIGATION);
    const other = lang === 'nl' ? 'fr' : 'nl';
    await menuBar(page, lang).locator(`a[hreflang="${other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${other === 'fr' ? '/fr/depliants' : '/folders'}$`), NAVIGATION);
  });

  test('the chrome has no serious accessibility violations', async ({ page, lang }) => {
    await page.goto(pathIn(lang, '/'));
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('page frame', () => {
  test("a page shorter than the window keeps the footer at the window's bottom", async ({ page, lang }) => {
    // The 404 view is short in a tall window, on a phone's width as on a desktop's; its footer stopped
    // half-way, a bare strip under it.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 1400 });
    const response = await page.goto(pathIn(lang, '/deze-pagina-bestaat-niet'));
    expect(response?.status()).toBe(404);
    const frame = () =>
      page.evaluate(() => ({
        footerBottom: Math.round(document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY),
        page: document.documentElement.scrollHeight,
        window: window.innerHeight,
      }));
    const short = await frame();
    expect(short.page, 'the page fits the window').toBe(short.window);
    expect(short.footerBottom).toBe(short.window);
    // A long page is unchanged: the footer follows the content, below the window.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '2000px';
      document.getElementById('main')!.append(spacer);
    });
    const long = await frame();
    expect(long.footerBottom).toBe(long.page);
    expect(long.page).toBeGreaterThan(long.window);
  });
});
