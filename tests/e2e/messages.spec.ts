import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pathIn, test, type Lang } from './fixtures';

// Each page's client components get their message namespaces from the layout or from the page's own
// <ClientMessages> (lib/i18n/messages.ts); a missing one shows message keys and logs next-intl's
// MISSING_MESSAGE. client-namespaces.test.ts checks the imports; this checks the rendered pages.

async function api<T>(request: APIRequestContext, lang: Lang, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

type Route = { route: string };
type WireFolder = { route: string; store: { translation: { folders_route: string; slug: string } } };

async function pagesOf(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const [feed, folders, categories] = await Promise.all([
    api<{ data: Array<{ data: Route }> }>(request, lang, '/feed-items?per_page=1'),
    api<{ data: WireFolder[] }>(request, lang, '/folders?per_page=1&include=store'),
    api<{ data: Array<{ translation: Route & { simplified_title: string | null } }> }>(request, lang, '/categories'),
  ]);
  const folder = folders.data[0];
  const category = categories.data.find((entry) => entry.translation.simplified_title);
  if (!folder || !category || !feed.data[0]) throw new Error('The demo seed has no folder, category or promo');
  return [
    pathIn(lang, '/'),
    pathIn(lang, '/promos'),
    category.translation.route,
    feed.data[0].data.route,
    pathIn(lang, '/folders', '/depliants'),
    folder.store.translation.folders_route,
    folder.route,
    pathIn(lang, '/store'),
    pathIn(lang, `/store/${folder.store.translation.slug}`),
    pathIn(lang, '/login'),
    pathIn(lang, '/register'),
    `${pathIn(lang, '/search')}?q=koffie`,
  ];
}

/** next-intl reports a missing message on the console and renders its key instead. */
function watchMessages(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/MISSING_MESSAGE|INSUFFICIENT_PATH/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

test('every page finds the messages of its client components', async ({ page, request, lang }) => {
  test.setTimeout(90_000);
  const problems = watchMessages(page);
  for (const path of await pagesOf(request, lang)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('body').innerText(), path).not.toMatch(/\b(?:FeedCard|FeedList|Filters|MemberFlags|PromoEngagement|PromoDetail|FolderViewer|CategoryStrip|LeftBar|Header|AuthPage)\.[a-z]\w*/);
  }
  expect(problems).toEqual([]);
});
