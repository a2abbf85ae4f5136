import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

// Stores, webshops, brands and products: the index pages (/store, /webshop, /brand, /product) and
// their detail pages. The specs ask the API which entities the demo seed has.

type Kind = 'store' | 'webshop' | 'brand' | 'product';
const KINDS: readonly Kind[] = ['store', 'webshop', 'brand', 'product'];
const LIST_PATH: Record<Kind, string> = { store: '/stores', webshop: '/webshops', brand: '/brands', product: '/products' };

type WireEntity = { id: number; translation: { title: string; slug: string; route: string } };
type WireWebshop = WireEntity & { goto_url: string | null; translation: { affiliate_url: string | null } };

const INDEX_HEADING: Record<Kind, Record<Lang, string>> = {
  store: { nl: 'Alle winkels', fr: 'Tous les magasins' },
  webshop: { nl: 'Alle webshops', fr: 'Tous les webshops' },
  brand: { nl: 'Alle merken', fr: 'Toutes les marques' },
  product: { nl: 'Alle producten', fr: 'Tous les produits' },
};
const INDEX_TITLE: Record<Kind, Record<Lang, RegExp>> = {
  store: { nl: /^Alle winkels met promoties en folders/, fr: /^Tous les magasins avec promotions et dépliants/ },
  webshop: { nl: /^Alle webshops met kortingscodes/, fr: /^Tous les webshops avec codes promo/ },
  brand: { nl: /^Alle merken in promotie/, fr: /^Toutes les marques en promotion/ },
  product: { nl: /^Alle producten in promotie/, fr: /^Tous les produits en promotion/ },
};
const SECTION: Record<Kind, Record<Lang, string>> = {
  store: { nl: 'Winkels', fr: 'Magasins' },
  webshop: { nl: 'Webshops', fr: 'Webshops' },
  brand: { nl: 'Merken', fr: 'Marques' },
  product: { nl: 'Producten', fr: 'Produits' },
};

async function api<T>(request: APIRequestContext, lang: Lang, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function firstEntity(request: APIRequestContext, lang: Lang, kind: Kind): Promise<WireEntity> {
  const { data } = await api<{ data: WireEntity[] }>(request, lang, `${LIST_PATH[kind]}?sort=popular&per_page=1`);
  const first = data[0];
  if (!first) throw new Error(`The demo seed has no ${kind}`);
  return first;
}

function breadcrumbs(page: Page, lang: Lang): Locator {
  return page.getByRole('navigation', { name: lang === 'nl' ? 'Kruimelpad' : "Fil d'Ariane" });
}

/** The A–Z list's letter groups (each list is named by its letter). */
function letterGroups(all: Locator): Locator {
  return all.getByRole('list', { name: /^([A-Z]|0–9)$/ });
}

/** The filter panel: in the left bar on a desktop, in the sheet behind the "Filters" button on a phone. */
async function openFilters(page: Page, isMobile: boolean, lang: Lang): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary').getByTestId('filter-panel');
  await page.getByRole('button', { name: lang === 'nl' ? /^Filters/ : /^Filtres/ }).click();
  const sheet = page.getByRole('dialog', { name: lang === 'nl' ? 'Filters' : 'Filtres' });
  await expect(sheet).toBeVisible();
  return sheet.getByTestId('filter-panel');
}

const NAVIGATION = { timeout: 20_000 };

test.describe('catalogue index pages', () => {
  for (const kind of KINDS) {
    test(`/${kind}: popular first, then A–Z, without breadcrumbs; a name leads to its page`, async ({ page, lang, t }) => {
      await page.goto(pathIn(lang, `/${kind}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(INDEX_HEADING[kind]));
      await expect(page).toHaveTitle(t(INDEX_TITLE[kind]));
      await expect(breadcrumbs(page, lang)).toHaveCount(0);

      const popular = page.getByRole('region', { name: new RegExp(t({ nl: '^Populaire', fr: 'populaires$' })) });
      const popularCount = await popular.getByRole('link').count();
      expect(popularCount).toBeGreaterThan(0);
      expect(popularCount).toBeLessThanOrEqual(13);

      const all = page.getByRole('region', { name: t({ nl: /van A tot Z/, fr: /de A à Z/ }) });
      const letters = all.getByRole('navigation', { name: t({ nl: 'Naar letter', fr: 'Aller à la lettre' }) });
      await expect(letters.getByRole('link').first()).toBeVisible();
      const first = letterGroups(all).first().getByRole('link').first();
      const name = (await first.innerText()).trim();
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, `/${kind}`)}/[a-z0-9-]+$`), NAVIGATION);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test(`/${kind} has no serious accessibility violations`, async ({ page, lang }) => {
      await page.goto(pathIn(lang, `/${kind}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the product A–Z list shows more and filters by name', async ({ page, lang, t, request }) => {
    const { meta } = await api<{ meta: { total: number } }>(request, lang, '/products?per_page=1');
    await page.goto(pathIn(lang, '/product'));
    const all = page.getByRole('region', { name: t({ nl: /van A tot Z/, fr: /de A à Z/ }) });
    const entries = letterGroups(all).getByRole('listitem');
    await expect(entries).toHaveCount(Math.min(100, meta.total));
    if (meta.total > 100) {
      await all.getByRole('button', { name: t({ nl: 'Meer producten tonen', fr: 'Afficher plus de produits' }) }).click();
      await expect(entries).toHaveCount(Math.min(200, meta.total), NAVIGATION);
    }
    const product = await firstEntity(request, lang, 'product');
    await all.getByRole('searchbox').fill(product.translation.title);
    await expect(all.getByRole('link', { name: product.translation.title, exact: true })).toBeVisible(NAVIGATION);
    await expect.poll(() => entries.count(), NAVIGATION).toBeLessThan(20);
  });
});

test.describe('catalogue detail pages', () => {
  for (const kind of KINDS) {
    test(`a ${kind} page shows the ${kind}, breadcrumbs and its promos`, async ({ page, lang, t, request, isMobile }) => {
      const entity = await firstEntity(request, lang, kind);
      const response = await page.goto(entity.translation.route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entity.translation.title);
      await expect(page).toHaveTitle(new RegExp(entity.translation.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      // Breadcrumbs are hidden on small screens; the JSON-LD is always there.
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const trail = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; itemListElement?: Array<{ name: string }> }).find((data) => data['@type'] === 'BreadcrumbList');
      expect(trail?.itemListElement?.map((item) => item.name)).toEqual([t({ nl: 'Home', fr: 'Accueil' }), t(SECTION[kind]), entity.translation.title]);
      if (!isMobile) {
        const crumbs = breadcrumbs(page, lang);
        await expect(crumbs).toBeVisible();
        await expect(crumbs.getByRole('link', { name: t(SECTION[kind]) })).toHaveAttribute('href', pathIn(lang, `/${kind}`));
      }
      const promos = page.getByRole('region', { name: new RegExp(t({ nl: 'Alle promoties van', fr: 'Toutes les promos' })) });
      await expect(promos.getByRole('article').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a store page shows its current folders and links to its folders page', async ({ page, lang, t, request }) => {
    const store = await firstEntity(request, lang, 'store');
    await page.goto(store.translation.route);
    const folders = page.getByRole('region', { name: t({ nl: `Folders van ${store.translation.title}`, fr: `Dépliants ${store.translation.title}` }) });
    await expect(folders.getByRole('article').first()).toBeVisible();
    // The first cover sits above the promos, on phones and desktops: the page's LCP candidate, loaded at
    // once with high priority and announced in the head (it was lazy, and waited for the scripts).
    const cover = folders.getByRole('article').first().locator('img[width="1000"]');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('loading', 'eager');
    const coverUrl = await cover.getAttribute('src');
    await expect(page.locator(`head link[rel="preload"][as="image"][href="${coverUrl}"]`)).toHaveCount(1);
    await folders.getByRole('link', { name: t({ nl: `Alle folders van ${store.translation.title}`, fr: `Tous les dépliants ${store.translation.title}` }) }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/folders', '/depliants')}/${store.translation.slug}$`), NAVIGATION);
  });

  test('a webshop page links to the shop through /goto as a sponsored link', async ({ page, lang, t, request }) => {
    const listed = await firstEntity(request, lang, 'webshop');
    const { data: webshop } = await api<{ data: WireWebshop }>(request, lang, `/webshop/${listed.translation.slug}`);
    expect(webshop.goto_url).not.toBeNull();
    await page.goto(webshop.translation.route);
    const link = page.getByRole('link', { name: new RegExp(t({ nl: `^Naar ${webshop.translation.title}`, fr: `^Aller sur ${webshop.translation.title}` })) });
    await expect(link).toHaveAttribute('href', webshop.goto_url!);
    await expect(link).toHaveAttribute('href', new RegExp(`^${pathIn(lang, '/goto')}/`));
    await expect(link).toHaveAttribute('rel', 'nofollow sponsored noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    const goto = await request.get(webshop.goto_url!, { maxRedirects: 0 });
    expect(goto.status()).toBe(307);
    expect(goto.headers()['location']).toBe(webshop.translation.affiliate_url);
  });

  test('a filter on a detail page is kept in the URL and survives a reload', async ({ page, lang, t, request, isMobile }) => {
    const store = await firstEntity(request, lang, 'store');
    await page.goto(store.translation.route);
    const panel = await openFilters(page, isMobile, lang);
    const types = panel.getByRole('group', { name: t({ nl: 'Soort promo', fr: 'Type de promo' }) });
    const option = types.getByRole('checkbox').first();
    await option.check();
    await expect(page).toHaveURL(/\?types\[\]=[a-z_]+$/, NAVIGATION);
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.translation.title);
    const chips = page.getByRole('list', { name: t({ nl: 'Gekozen filters', fr: 'Filtres choisis' }) });
    await expect(chips.getByRole('link')).toHaveCount(1);
    if (isMobile) await expect(page.getByRole('button', { name: t({ nl: 'Filters (1)', fr: 'Filtres (1)' }) })).toBeVisible();
    else await expect(page.getByRole('complementary').getByTestId('filter-panel').getByRole('checkbox', { checked: true })).toHaveCount(1);

    // The chip takes the choice away again.
    await chips.getByRole('link').click();
    await expect(page).toHaveURL((address) => address.pathname === store.translation.route && address.search === '', NAVIGATION);
    await expect(chips).toHaveCount(0);
  });
});

test.describe('catalogue route checks', () => {
  test('a slug of the other language moves to this language\'s address', async ({ page, lang, request }) => {
    const other: Lang = lang === 'nl' ? 'fr' : 'nl';
    const { data } = await api<{ data: WireEntity[] }>(request, lang, '/products?per_page=50');
    const { data: others } = await api<{ data: WireEntity[] }>(request, other, '/products?per_page=50');
    const pair = data
      .map((product) => ({ own: product, other: others.find((candidate) => candidate.id === product.id) }))
      .find(({ own, other: twin }) => twin !== undefined && twin.translation.slug !== own.translation.slug);
    expect(pair, 'the seed has a product whose slug differs per language').toBeDefined();
    const response = await request.get(pathIn(lang, `/product/${pair!.other!.translation.slug}`), { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    await page.goto(pathIn(lang, `/product/${pair!.other!.translation.slug}`));
    await expect(page).toHaveURL((url) => url.pathname === pair!.own.translation.route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pair!.own.translation.title);
  });

  test('unknown or malformed slugs answer 404 with the not-found view', async ({ page, request, lang, t }) => {
    const paths = KINDS.flatMap((kind) => [pathIn(lang, `/${kind}/bestaat-niet-zo`), pathIn(lang, `/${kind}/%20%2F`)]);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    await page.goto(pathIn(lang, '/webshop/bestaat-niet-zo'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
  });
});
