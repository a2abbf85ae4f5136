import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

// The demo seed's promos are found through the API, so the spec does not depend on ids.

type Kind = 'Post' | 'OnlinePromo' | 'FolderItem';
type WireItem = { morphable_type: Kind; morphable_id: number; data: { title: string; route: string; discount_code: string | null; image_url: string | null } };

const ROUTES: Record<Kind, string> = { Post: '/posts/', OnlinePromo: '/online-promos/', FolderItem: '/folder-promos/' };

async function firstOf(request: APIRequestContext, lang: Lang, query: string, accept: (item: WireItem) => boolean = () => true): Promise<WireItem> {
  const response = await request.get(`/api/feed-items?per_page=20&${query}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const item = ((await response.json()) as { data: WireItem[] }).data.find(accept);
  if (!item) throw new Error(`The demo seed has no feed item for ${query}`);
  return item;
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

test.describe('promo detail pages', () => {
  for (const kind of ['Post', 'OnlinePromo', 'FolderItem'] as const) {
    test(`a ${kind} renders its promo, share links and related promos`, async ({ page, request, lang, t }) => {
      // One with a picture: the moderation spec posts one without any (a post without photos has no
      // image to preview), and it is the newest post whenever that spec ran first.
      const item = await firstOf(request, lang, `filters[morphable_types][]=${kind}`, (candidate) => candidate.data.image_url !== null);
      expect(item.data.route).toBe(pathIn(lang, `${ROUTES[kind]}${item.morphable_id}`));

      const response = await page.goto(item.data.route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.data.title);
      await expect(page).toHaveTitle(new RegExp(`^${item.data.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').slice(0, 30)}`));

      // Open Graph for social sites: a raster image (they take no SVG): the generated PNG, or the first
      // image a member uploaded with a post (the wizard's specs post some), and the article type.
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/api\/media\/(generated\/[a-z-]+\/\d+\.png(\?locale=fr)?|uploads\/posts\/[\w/]+\.(png|jpe?g|webp))$/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${item.data.route}$`));
      expect(await jsonLdTypes(page)).toContain('BreadcrumbList');

      // Share targets carry their product codes.
      const share = page.getByRole('list', { name: t({ nl: 'Delen', fr: 'Partager' }) });
      await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /share_source%3Dfb/);
      await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /share_source%3Dwa/);
      await expect(share.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', /^mailto:.*share_source%3Dem/);

      const related = page.getByRole('region', { name: t({ nl: 'Vergelijkbare promoties', fr: 'Promotions similaires' }) });
      const firstRelated = related.getByRole('article').first().getByRole('heading').getByRole('link');
      await expect(firstRelated).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const href = await firstRelated.getAttribute('href');
      await firstRelated.click();
      await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('copy link copies the address with share_source=cp and says so', async ({ page, context, request, lang, t }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const item = await firstOf(request, lang, 'filters[morphable_types][]=OnlinePromo');
    await page.goto(item.data.route);
    await page.getByRole('button', { name: t({ nl: 'Kopieer link', fr: 'Copier le lien' }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t({ nl: 'Link gekopieerd', fr: 'Lien copié' }) })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(item.data.route);
    expect(new URL(copied).searchParams.get('share_source')).toBe('cp');
  });

  test('a discount code can be copied', async ({ page, context, request, lang, t }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const item = await firstOf(request, lang, 'filters[types][]=discount_code');
    const code = item.data.discount_code ?? '';
    expect(code).not.toBe('');
    await page.goto(item.data.route);
    await expect(page.locator('main code').first()).toHaveText(code);
    await page.getByRole('button', { name: t({ nl: 'Kopieer code', fr: 'Copier le code' }) }).click();
    await expect(page.getByRole('button', { name: t({ nl: 'Gekopieerd', fr: 'Copié' }) })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('a folder promo leads back to its page in the folder', async ({ page, request, lang, t }) => {
    const item = await firstOf(request, lang, 'filters[morphable_types][]=FolderItem');
    await page.goto(item.data.route);
    await page.getByRole('link', { name: t({ nl: /Bekijk in de folder/, fr: /Voir dans le dépliant/ }) }).click();
    await expect(page).toHaveURL(new RegExp(pathIn(lang, '/folders/', '/depliants/')), { timeout: 20_000 });
  });

  test('bad and unknown ids answer 404', async ({ page, lang, t }) => {
    for (const path of ['/posts/abc', '/posts/0', '/online-promos/99999999', '/folder-promos/1e3', '/posts/99999999999']) {
      const response = await page.goto(pathIn(lang, path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
    }
  });
});
