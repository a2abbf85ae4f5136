import type { Request } from '@playwright/test';
import { expect, pathIn, test } from './fixtures';

// Prefetches a guest's page makes. A link to a members-only page (the menu bar's "create promo")
// was prefetched too: the route guard answers it with a redirect to the login page, whose query
// (`?redirect=…`) differs from the link's, so Next's router drops that response without reading
// it and the request hangs for the life of the page, holding one of the browser's connections.

/** The demo seed's CMS page (server/db/seed/data/pages.ts), where the hanging request was seen. */
const CMS_PAGE = { nl: '/mobiele-app', fr: '/application-mobile' };

test('a guest prefetches no members-only page, and every prefetch completes', async ({ page, lang }) => {
  const pending = new Set<Request>();
  const prefetched: string[] = [];
  const toLogin: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.searchParams.has('_rsc')) return;
    pending.add(request);
    prefetched.push(url.pathname);
    if (/\/login$/.test(url.pathname) && url.searchParams.has('redirect')) toLogin.push(request.url());
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  const response = await page.goto(pathIn(lang, CMS_PAGE.nl, CMS_PAGE.fr));
  expect(response?.status()).toBe(200);
  // Links in view are prefetched once the page is idle.
  await expect.poll(() => prefetched.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(3_000);
  // The menu bar's list pages render on the server first: allow a busy machine time for them.
  await expect.poll(() => [...pending].map((request) => request.url()), { timeout: 20_000 }).toEqual([]);
  expect(toLogin).toEqual([]);
  expect(prefetched.some((path) => /\/upload-post$/.test(path))).toBe(false);
});

test('on data-saver (or 2G) the router prefetches nothing, and links still work', async ({ page, lang }) => {
  // What the browser reports with its data-saver on (the Network Information API).
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(request.url());
  });
  await page.goto(pathIn(lang, CMS_PAGE.nl, CMS_PAGE.fr));
  await page.waitForTimeout(4_000);
  expect(prefetched).toEqual([]);
  // A link followed without its prefetch loads its page all the same.
  await page.locator('a[href$="/folders"], a[href$="/depliants"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/folders', '/depliants')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
