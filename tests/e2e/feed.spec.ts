import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

/** The filter panel: in the left bar on a desktop, in the sheet behind the "Filters" button on a phone. */
async function openFilters(page: Page, isMobile: boolean, lang: Lang): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary').getByTestId('filter-panel');
  await page.getByRole('button', { name: lang === 'nl' ? /^Filters/ : /^Filtres/ }).click();
  const sheet = page.getByRole('dialog', { name: lang === 'nl' ? 'Filters' : 'Filtres' });
  await expect(sheet).toBeVisible();
  return sheet.getByTestId('filter-panel');
}

async function closeFilters(page: Page, isMobile: boolean, lang: Lang): Promise<void> {
  if (!isMobile) return;
  await page.getByRole('button', { name: lang === 'nl' ? 'Toon de promoties' : 'Voir les promotions' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** A filter change renders a new page on the server: give the URL and list more time than a plain assertion. */
const NAVIGATION = { timeout: 20_000 };

const cards = (page: Page) => page.getByRole('list', { name: /^(Nieuwste promoties|Dernières promotions|De top 100 van vandaag|Le top 100 du jour)$/ }).getByTestId('feed-card');

/** The result count in the list heading: "4.308 promoties" → 4308. */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#promos-list-title').textContent()) ?? '';
  const match = /([\d.\s\u202f\u00a0]+)\s*promo/i.exec(text.replace(/^\D+/, ''));
  return Number((match?.[1] ?? '').replace(/\D/g, ''));
}

test.describe('home: top 100', () => {
  test('shows 9 cards, then more on scroll until the top 100 ends', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Top 100 promoties', fr: 'Top 100 des promotions' }));
    await expect(page.getByRole('heading', { level: 2, name: t({ nl: 'Uitgelicht', fr: 'À la une' }) })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    const first = cards(page).first();
    await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/(fr\/)?(posts|online-promos|folder-promos|folders|depliants)\//);

    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(18, NAVIGATION);
    // Keep scrolling: the top 100 is 12 pages of 9, and then the feed says it is complete.
    const end = page.getByText(t({ nl: /Je hebt alles gezien/, fr: /Vous avez tout vu/ }));
    for (let round = 0; round < 15 && !(await end.isVisible()); round += 1) {
      const shown = await cards(page).count();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(async () => (await end.isVisible()) || (await cards(page).count()) > shown, NAVIGATION).toBe(true);
    }
    await expect(end).toBeVisible();
    await expect(cards(page)).toHaveCount(100);
    await expect(page.getByRole('link', { name: t({ nl: 'Volgende pagina', fr: 'Page suivante' }) })).toHaveCount(0);
  });

  test('the next-page link is a real page, also without JavaScript', async ({ browser, lang, t, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: lang === 'nl' ? 'nl-BE' : 'fr-BE' });
    const page = await context.newPage();
    await page.goto(pathIn(lang, '/'));
    await expect(cards(page)).toHaveCount(9);
    const firstTitle = await cards(page).first().getByRole('heading').textContent();
    await page.getByRole('link', { name: t({ nl: 'Volgende pagina', fr: 'Page suivante' }) }).click();
    await expect(page).toHaveURL(/[?&]page=2$/, NAVIGATION);
    await expect(page.getByText(t({ nl: 'Pagina 2 van 12', fr: 'Page 2 sur 12' })).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    expect(await cards(page).first().getByRole('heading').textContent()).not.toBe(firstTitle);
    await expect(page.getByRole('link', { name: t({ nl: 'Vorige pagina', fr: 'Page précédente' }) })).toHaveAttribute('rel', 'prev');
    await context.close();
  });

  test('a page beyond the top 100 is not found', async ({ request, lang }) => {
    expect((await request.get(`${pathIn(lang, '/')}?page=13`)).status()).toBe(404);
    expect((await request.get(`${pathIn(lang, '/')}?page=zero`)).status()).toBe(404);
  });

  test('has no serious accessibility violations', async ({ page, lang }) => {
    await page.goto(pathIn(lang, '/'));
    await expect(cards(page)).toHaveCount(9);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('promos with filters in the URL', () => {
  test('a filter choice updates the URL and the list, and survives reload and back/forward', async ({ page, lang, t, isMobile }) => {
    await page.goto(pathIn(lang, '/promos'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Alle promoties', fr: 'Toutes les promotions' }));
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(100);

    const panel = await openFilters(page, isMobile, lang);
    await panel.getByRole('checkbox', { name: t({ nl: /^Kortingscode/, fr: /^Code promo/ }) }).check();
    await expect(page).toHaveURL(/\?types\[\]=discount_code$/, NAVIGATION);
    await expect(panel.getByText(t({ nl: '1 filter actief', fr: '1 filtre actif' }))).toBeVisible();
    await closeFilters(page, isMobile, lang);
    await expect.poll(() => resultCount(page), NAVIGATION).toBeLessThan(total);
    const filtered = await resultCount(page);

    await page.reload();
    await expect(page).toHaveURL(/\?types\[\]=discount_code$/, NAVIGATION);
    expect(await resultCount(page)).toBe(filtered);
    if (isMobile) await expect(page.getByRole('button', { name: t({ nl: 'Filters (1)', fr: 'Filtres (1)' }) })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/promos')}$`), NAVIGATION);
    await expect.poll(() => resultCount(page), NAVIGATION).toBe(total);
    await page.goForward();
    await expect(page).toHaveURL(/\?types\[\]=discount_code$/, NAVIGATION);
    await expect.poll(() => resultCount(page), NAVIGATION).toBe(filtered);
  });

  test('the price slider sets price[] and reset clears every filter', async ({ page, lang, t, isMobile }) => {
    await page.goto(pathIn(lang, '/promos?types[]=folder_promos'));
    const total = await resultCount(page);
    let panel = await openFilters(page, isMobile, lang);
    await panel.getByRole('button', { name: t({ nl: 'Prijs', fr: 'Prix' }) }).click();
    const maxHandle = panel.getByRole('slider', { name: t({ nl: 'Maximumprijs in euro', fr: 'Prix maximum en euros' }) });
    // The slider's code loads when the group opens.
    await expect(maxHandle).toHaveAttribute('aria-valuetext', t({ nl: 'Geen maximum', fr: 'Pas de maximum' }), NAVIGATION);
    // Drag the top handle to about the middle of the rail and let go.
    const rail = await panel.locator('.rc-slider').boundingBox();
    if (!rail) throw new Error('the slider is not laid out');
    await maxHandle.hover();
    await page.mouse.down();
    await page.mouse.move(rail.x + rail.width / 2, rail.y + rail.height / 2, { steps: 10 });
    await expect(maxHandle).not.toHaveAttribute('aria-valuenow', '5000');
    await page.mouse.up();
    await expect(page).toHaveURL(/types\[\]=folder_promos&price\[\]=0&price\[\]=\d+(\.\d+)?$/, NAVIGATION);
    const upper = Number(/price\[\]=([\d.]+)$/.exec(decodeURIComponent(page.url()))?.[1]);
    expect(upper).toBeGreaterThan(1000);
    expect(upper).toBeLessThan(4000);

    // The number field clamps and applies on Enter.
    const maxField = panel.getByRole('textbox', { name: t({ nl: 'Maximum in euro', fr: 'Maximum en euros' }) });
    await maxField.fill('2,5');
    await maxField.press('Enter');
    await expect(page).toHaveURL(/price\[\]=0&price\[\]=2\.5$/, NAVIGATION);
    await expect(maxField).toHaveValue('2,50');
    await closeFilters(page, isMobile, lang);
    await expect.poll(() => resultCount(page), NAVIGATION).toBeLessThan(total);

    panel = await openFilters(page, isMobile, lang);
    const reset = panel.getByRole('button', { name: t({ nl: 'Alles wissen', fr: 'Tout effacer' }) });
    await expect(reset).toBeEnabled();
    await reset.click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/promos')}$`), NAVIGATION);
    await expect(reset).toBeDisabled();
  });

  test('the filter form works without JavaScript too', async ({ browser, baseURL, lang, t, isMobile }) => {
    test.skip(isMobile, 'the phone sheet opens with JavaScript; the left bar is the form crawlers and script-less visitors get');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await context.newPage();
    await plain.goto(pathIn(lang, '/promos'));
    const panel = plain.getByRole('complementary').getByTestId('filter-panel');
    await panel.getByRole('checkbox', { name: t({ nl: /^Kortingscode/, fr: /^Code promo/ }) }).check();
    // A group that starts closed shows open without JavaScript, and so do the options past the short list.
    await expect(panel.getByRole('group', { name: t({ nl: 'Merken', fr: 'Marques' }) }).getByRole('checkbox').first()).toBeVisible();
    await expect(panel.getByRole('group', { name: t({ nl: 'Soort promo', fr: 'Type de promo' }) }).getByRole('checkbox').nth(4)).toBeVisible();
    await panel.getByRole('button', { name: t({ nl: 'Filters toepassen', fr: 'Appliquer les filtres' }) }).click();
    await expect(plain).toHaveURL(/\?q=&types(%5B%5D|\[\])=discount_code$/, NAVIGATION);
    await expect(panel.getByText(t({ nl: '1 filter actief', fr: '1 filtre actif' }))).toBeVisible();
    await context.close();
  });

  test('has no serious accessibility violations, also with the filters open', async ({ page, lang, isMobile }) => {
    await page.goto(pathIn(lang, '/promos?categories[]=1'));
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const panel = await openFilters(page, isMobile, lang);
    await panel.getByRole('button', { name: lang === 'nl' ? 'Prijs' : 'Prix' }).click();
    await expect(panel.getByRole('slider').first()).toBeVisible(NAVIGATION);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('promo categories', () => {
  test('a category shows its promos and its pages reach the end', async ({ page, browser, baseURL, lang, t }) => {
    const path = pathIn(lang, '/promos/voeding', '/promos/alimentation');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Voeding & boodschappen', fr: 'Alimentation & courses' }));
    await expect(cards(page)).toHaveCount(9);
    const status = await page.getByText(t({ nl: /^Pagina 1 van \d+$/, fr: /^Page 1 sur \d+$/ })).textContent();
    const last = Number(/(\d+)$/.exec(status ?? '')?.[1]);
    expect(last).toBeGreaterThan(10);
    const end = t({ nl: /Je hebt alles gezien/, fr: /Vous avez tout vu/ });
    const next = t({ nl: 'Volgende pagina', fr: 'Page suivante' });

    // With JavaScript the last page loads by itself once the end of the list is in view.
    await page.goto(`${path}?page=${last - 1}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText(end)).toBeVisible(NAVIGATION);
    expect(await cards(page).count()).toBeGreaterThan(9);
    await expect(page.getByRole('link', { name: next })).toHaveCount(0);

    // Without JavaScript (crawlers) the next-page link leads there.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await context.newPage();
    await plain.goto(`${path}?page=${last - 1}`);
    await plain.getByRole('link', { name: next }).click();
    await expect(plain).toHaveURL(new RegExp(`\\?page=${last}$`), NAVIGATION);
    await expect(cards(plain).first()).toBeVisible();
    await expect(plain.getByText(end)).toBeVisible();
    await expect(plain.getByRole('link', { name: next })).toHaveCount(0);
    await context.close();
    expect((await page.request.get(`${path}?page=${last + 1}`)).status()).toBe(404);
  });

  test('the slug of the other language moves to this language, and an unknown one is not found', async ({ page, request, lang }) => {
    if (lang === 'fr') {
      await page.goto('/fr/promos/voeding');
      await expect(page).toHaveURL(/\/fr\/promos\/alimentation$/, NAVIGATION);
    } else {
      await page.goto('/promos/alimentation');
      await expect(page).toHaveURL(/\/promos\/voeding$/, NAVIGATION);
    }
    expect((await request.get(pathIn(lang, '/promos/geen-categorie-zo'))).status()).toBe(404);
  });

  test('has no serious accessibility violations', async ({ page, lang }) => {
    await page.goto(pathIn(lang, '/promos/dranken', '/promos/boissons'));
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('deal alerts', () => {
  test('explains deal alerts and leads to login, with no dead buttons', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/deal-alerts'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Mis nooit meer een goede deal', fr: 'Ne ratez plus jamais un bon plan' }));
    const login = page.getByRole('link', { name: t({ nl: 'Log in om deal alerts te maken', fr: 'Connectez-vous pour créer des alertes promo' }) }).first();
    await expect(login).toHaveAttribute('href', t({ nl: '/login?redirect=%2Fdeal-alerts', fr: '/fr/login?redirect=%2Ffr%2Fdeal-alerts' }));
    await expect(page.getByRole('navigation', { name: t({ nl: 'Categorieën', fr: 'Catégories' }) })).toBeVisible();
    const categories = page.getByRole('region', { name: t({ nl: 'Populaire categorieën om te volgen', fr: 'Catégories populaires à suivre' }) });
    await expect(categories.getByRole('link').first()).toHaveAttribute('href', /^\/(fr\/)?promos\//);
    await expectNoSeriousA11yViolations(page);
  });
});
