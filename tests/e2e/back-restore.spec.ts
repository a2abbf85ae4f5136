import type { Page } from '@playwright/test';
import { expect, pathIn, test } from './fixtures';

// A defect now fixed: Back from a promo lost the place in an infinite list (open card 26 of 36 on
// /promos, press Back: 18 cards, scrolled elsewhere). The list keeps its loaded pages and scroll
// position per URL and restores them on Back/Forward (components/feed/feed-restore.ts). Runs in
// every project, phone included.

const NAVIGATION = { timeout: 20_000 };
const cards = (page: Page) => page.getByRole('list', { name: /^(Nieuwste promoties|Dernières promotions)$/ }).getByTestId('feed-card');

test('Back from a promo returns to the same cards at the same scroll position', async ({ page, lang }) => {
  test.slow();
  await page.goto(pathIn(lang, '/promos'));
  await expect(cards(page).first()).toBeVisible();
  for (let round = 0; round < 6 && (await cards(page).count()) < 36; round += 1) {
    const shown = await cards(page).count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => cards(page).count(), NAVIGATION).toBeGreaterThan(shown);
  }
  const loaded = await cards(page).count();
  expect(loaded).toBeGreaterThanOrEqual(36);

  const link = cards(page).nth(25).getByRole('heading').getByRole('link');
  // In the middle of the screen, so the click needs no scroll of its own (a phone's fixed
  // scroll-to-top button can cover a link at the bottom edge) and the place left is this one.
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const href = await link.getAttribute('href');
  // The place is the one the reader leaves from: read at the click itself. Playwright may scroll again
  // before it clicks (it re-aligns a link it finds covered, e.g. under a phone's fixed button), and the
  // list rightly keeps that last position, not the one before.
  await page.evaluate(() => {
    document.addEventListener('click', () => document.documentElement.setAttribute('data-left-at', String(window.scrollY)), { capture: true, once: true });
  });
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href, NAVIGATION);
  const scrollY = Number(await page.locator('html').getAttribute('data-left-at'));
  expect(scrollY).toBeGreaterThan(0);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === pathIn(lang, '/promos'), NAVIGATION);
  await expect.poll(() => cards(page).count(), NAVIGATION).toBeGreaterThanOrEqual(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY), NAVIGATION).toBeGreaterThan(scrollY - 100);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(100);
  // The card the reader opened is on screen again.
  await expect(page.locator(`a[href="${href}"]`).first()).toBeInViewport();
});
