import type { Locator, Page } from '@playwright/test';
import { expect, pathIn, test, type Lang } from './fixtures';

// A known defect: every filter change drops keyboard focus to <body>, as the page remounts into its
// query twin (app/[locale]/query-view, docs/architecture.md). Marked `test.fail()` until the twins
// are gone: it documents the defect and turns red the day it is fixed, to be unmarked.

async function filterPanel(page: Page, isMobile: boolean, lang: Lang): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary').getByTestId('filter-panel');
  await page.getByRole('button', { name: lang === 'nl' ? /^Filters/ : /^Filtres/ }).click();
  return page.getByRole('dialog', { name: lang === 'nl' ? 'Filters' : 'Filtres' }).getByTestId('filter-panel');
}

test('a filter change keeps focus on its checkbox', async ({ page, lang, t, isMobile }) => {
  test.fail(true, 'Known defect: the remount into the query twin moves focus to <body>');
  await page.goto(pathIn(lang, '/promos'));
  const panel = await filterPanel(page, isMobile, lang);
  const option = panel.getByRole('checkbox', { name: t({ nl: /^Kortingscode/, fr: /^Code promo/ }) });
  // A click focuses the checkbox as a key press would, and waits for the page to listen.
  await option.check();
  await expect(option).toBeFocused();
  await expect(page).toHaveURL(/\?types\[\]=discount_code$/, { timeout: 20_000 });
  await expect(option).toBeChecked({ timeout: 20_000 });
  await expect(option).toBeFocused();
});
