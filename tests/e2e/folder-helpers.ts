import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, type Lang } from './fixtures';

// The demo seed's dates move with the day it was seeded, so the specs ask the API which folders exist.

export type WireItem = { id: number; title: string; route: string };
export type WireFolder = {
  id: number;
  slug: string;
  route: string;
  valid_from: string;
  valid_to: string;
  pages_count: number;
  items_count: number;
  translation: { title: string };
  store: { id: number; translation: { slug: string; title: string; folders_route: string } };
  pages?: Array<{ page_number: number; items?: WireItem[] }>;
};

export async function api<T>(request: APIRequestContext, lang: Lang, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A current folder of a paid store, with its pages and items. */
export async function currentFolder(request: APIRequestContext, lang: Lang): Promise<WireFolder> {
  const list = await api<{ data: WireFolder[] }>(request, lang, '/folders?per_page=1&include=store');
  const first = list.data[0];
  if (!first) throw new Error('The demo seed has no current folder');
  const { data } = await api<{ data: WireFolder }>(request, lang, `/store/${first.store.translation.slug}/folders/${first.slug}`);
  return data;
}

export function itemsOnPage(folder: WireFolder, pageNumber: number): WireItem[] {
  return folder.pages?.find((page) => page.page_number === pageNumber)?.items ?? [];
}

/** The viewer is live once Swiper is there: the zoom button is enabled. */
export async function viewerReady(page: Page, t: <T>(values: Record<Lang, T>) => T): Promise<void> {
  await expect(page.getByRole('button', { name: t({ nl: 'Inzoomen', fr: 'Zoomer' }) })).toBeEnabled();
}

export async function openViewer(page: Page, path: string, t: <T>(values: Record<Lang, T>) => T): Promise<void> {
  await page.goto(path);
  await viewerReady(page, t);
}

export function folderBar(page: Page, t: <T>(values: Record<Lang, T>) => T): Locator {
  return page.getByRole('navigation', { name: t({ nl: 'Foldernavigatie', fr: 'Navigation du dépliant' }) });
}

export function pageSlide(page: Page, t: <T>(values: Record<Lang, T>) => T, number: number, total: number): Locator {
  return page.getByRole('group', { name: t({ nl: `Pagina ${number} van ${total}`, fr: `Page ${number} sur ${total}` }) });
}

/** A horizontal finger swipe over the element (Chrome turns CDP touch events into touch pointer events). */
export async function swipe(page: Page, target: Locator, direction: 'left' | 'right'): Promise<void> {
  // A page turn slides for 280 ms, and Swiper does not take a new swipe while it slides: wait until the
  // slide is whole on screen and no longer moving, as a reader's next swipe would.
  await expect(target).toBeInViewport({ ratio: 0.99 });
  await expect
    .poll(async () => {
      const before = (await target.boundingBox())?.x;
      await page.waitForTimeout(50);
      return before === (await target.boundingBox())?.x;
    })
    .toBe(true);
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to swipe on');
  // Across the screen at the slide's height, not across the slide's own box: right after a page turn the
  // next slide may still be sliding in, and a box measured then puts the finger beside the screen.
  const width = page.viewportSize()?.width ?? box.width;
  const y = box.y + box.height / 2;
  const from = direction === 'left' ? width * 0.85 : width * 0.15;
  const to = direction === 'left' ? width * 0.15 : width * 0.85;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / steps, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
