import type { Page } from '@playwright/test';
import { expect, pathIn, test } from './fixtures';

// A tab that was open when a new build went out (docs/app-shell.md, New builds): once the build id the
// server reports differs from the page's own, the next navigation is a full page load of the new
// build, and nothing happens before that, so a visitor typing in a form is never interrupted. The
// server's answer is replaced with a newer id here, as a deploy would change it.

type MarkedWindow = Window & { __sameDocument?: boolean };

/** Marks the current document: a full page load loses the mark, a client-side navigation keeps it. */
const mark = (page: Page) => page.evaluate(() => ((window as MarkedWindow).__sameDocument = true));
const marked = (page: Page) => page.evaluate(() => (window as MarkedWindow).__sameDocument === true);

/**
 * The tab becomes visible again, which makes the watcher ask for the build id at once; repeated until it
 * asks, as the page may still be hydrating (the watcher not listening yet) when the first one fires.
 */
async function comeBackUntilAsked(page: Page): Promise<void> {
  let asked = false;
  const onRequest = (request: { url: () => string }) => {
    if (request.url().endsWith('/api/build-id')) asked = true;
  };
  page.on('request', onRequest);
  await expect
    .poll(async () => {
      if (!asked) await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      return asked;
    }, { timeout: 15_000 })
    .toBe(true);
  page.off('request', onRequest);
}

/** The header's logo link to the home page (in both layouts). */
const homeLink = (page: Page, t: <T>(values: Record<'nl' | 'fr', T>) => T) =>
  page.getByRole('link', { name: t({ nl: 'Dealwijzer – naar de startpagina', fr: "Dealwijzer – vers la page d'accueil" }) }).first();

test.describe('new builds', () => {
  test('after a new build id the next link loads the page anew; typing in a form before that reloads nothing', async ({ page, lang, t }) => {
    await page.route('**/api/build-id', (route) => route.fulfill({ json: { data: { build_id: 'a-newer-build' } }, headers: { 'Cache-Control': 'no-store' } }));
    await page.goto(pathIn(lang, '/promos'));
    await mark(page);
    await comeBackUntilAsked(page);
    // The answer reaches the watcher before anything else happens on the page.
    await page.waitForTimeout(300);

    // Typing in the header's search (a dialog on phones) is left alone.
    const search = page.getByRole('searchbox').first();
    if (await search.isVisible()) {
      await search.fill('koffie');
      await page.waitForTimeout(500);
      expect(await marked(page)).toBe(true);
      await search.fill('');
      await page.keyboard.press('Escape');
    }

    const loaded = page.waitForEvent('load');
    await homeLink(page, t).click();
    await loaded;
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/')}$`));
    expect(await marked(page)).toBe(false);
  });

  test('with the same build id a link stays a client-side navigation', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/promos'));
    await mark(page);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/build-id'));
    await comeBackUntilAsked(page);
    expect((await answered).status()).toBe(200);
    await homeLink(page, t).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/')}$`));
    expect(await marked(page)).toBe(true);
  });
});
