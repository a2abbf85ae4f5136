import type { Locator, Page } from '@playwright/test';
import { expect, pathIn, test, type Lang } from './fixtures';

// A filter change keeps keyboard focus on its control, and so does a change of the list's order or
// its posts' language (components/feed/list-controls.tsx). The first change on a cached list page moves
// it to the per-request page (app/[locale]/query-view, docs/architecture.md), which remounts the
// page; the panel carries the focus over (components/filters/keep-focus.ts). The second change stays
// on the per-request page. On phones the sheet stays open through both.

async function filterPanel(page: Page, isMobile: boolean, lang: Lang): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary').getByTestId('filter-panel');
  await page.getByRole('button', { name: lang === 'nl' ? /^Filters/ : /^Filtres/ }).click();
  return page.getByRole('dialog', { name: lang === 'nl' ? 'Filters' : 'Filtres' }).getByTestId('filter-panel');
}

test('a filter change keeps focus on its checkbox', async ({ page, lang, t, isMobile }) => {
  await page.goto(pathIn(lang, '/promos'));
  const panel = await filterPanel(page, isMobile, lang);
  const option = panel.getByRole('checkbox', { name: t({ nl: /^Kortingscode/, fr: /^Code promo/ }) });
  // A click focuses the checkbox as a key press would, and waits for the page to listen.
  await option.check();
  await expect(option).toBeFocused();
  await expect(page).toHaveURL(/\?types\[\]=discount_code$/, { timeout: 20_000 });
  await expect(option).toBeChecked({ timeout: 20_000 });
  await expect(option).toBeFocused();

  // The second change, by keyboard this time.
  const second = panel.getByRole('checkbox', { name: t({ nl: /^Promo's \(/, fr: /^Promos \(/ }) });
  await second.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]types\[\]=promos(&|$)/, { timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]types\[\]=discount_code(&|$)/);
  await expect(second).toBeChecked({ timeout: 20_000 });
  await expect(second).toBeFocused();
});

test('the price slider is used by keyboard: a few presses apply once, and the focus stays on the handle', async ({ page, lang, t, isMobile }) => {
  await page.goto(pathIn(lang, '/promos'));
  const panel = await filterPanel(page, isMobile, lang);
  await panel.getByRole('button', { name: t({ nl: 'Prijs', fr: 'Prix' }) }).click();
  const maxHandle = panel.getByRole('slider', { name: t({ nl: 'Maximumprijs in euro', fr: 'Prix maximum en euros' }) });
  // The slider's code loads when its place comes on screen.
  await expect(maxHandle).toHaveAttribute('aria-valuenow', '5000', { timeout: 20_000 });
  await maxHandle.focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\?price\[\]=0&price\[\]=4997$/, { timeout: 20_000 });
  // The first change remounts the page: the handle is rendered again and gets the focus back.
  await expect(maxHandle).toHaveAttribute('aria-valuenow', '4997', { timeout: 20_000 });
  await expect(maxHandle).toBeFocused();

  // The second change stays on its page; PageDown takes a larger step (€50).
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/\?price\[\]=0&price\[\]=4947$/, { timeout: 20_000 });
  await expect(maxHandle).toBeFocused();
});

test("an order or a posts' language chosen by keyboard keeps the focus on its link", async ({ page, lang, t }) => {
  await page.goto(pathIn(lang, '/promos'));
  // The links are next/link's; the filter controls, which carry the focus over, come when the page is
  // idle or at the first key press (a visitor's Tab presses to get here): wait for them to listen.
  await page.waitForFunction(() => (window as { __filterClicks?: unknown }).__filterClicks === null);
  const sorts = page.getByRole('navigation', { name: t({ nl: 'Sorteren', fr: 'Trier' }) });
  const hot = sorts.getByRole('link', { name: t({ nl: 'Populairste', fr: 'Plus populaires' }) });
  await hot.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?sort=hot$/, { timeout: 20_000 });
  await expect(hot).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
  await expect(hot).toBeFocused();

  // The second change stays on the per-request page.
  const languages = page.getByRole('navigation', { name: t({ nl: 'Taal van de berichten', fr: 'Langue des publications' }) });
  const french = languages.getByRole('link', { name: t({ nl: 'Frans', fr: 'Français' }) });
  await french.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?sort=hot&language=fr$|\?language=fr&sort=hot$/, { timeout: 20_000 });
  await expect(french).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
  await expect(french).toBeFocused();
});
