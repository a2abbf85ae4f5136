import type { Locator, Page } from '@playwright/test';
import { expect, pathIn, test, type Lang } from './fixtures';

// A filter change keeps keyboard focus on its control. The first change on a cached list page moves
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
