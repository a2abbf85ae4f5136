import { expect, expectNoSeriousA11yViolations, pathIn, test } from './fixtures';
import { api, currentFolder } from './folder-helpers';

test.describe('folders overview', () => {
  test('lists the current folders and loads more until all are shown', async ({ page, lang, t, request }) => {
    const list = await api<{ meta: { total: number } }>(request, lang, '/folders?per_page=1');
    await page.goto(pathIn(lang, '/folders', '/depliants'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Folders van deze week', fr: 'Les dépliants de la semaine' }));
    const section = page.getByRole('region', { name: t({ nl: /Huidige folders/, fr: /Dépliants en cours/ }) });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(9);
    const popular = page.getByRole('region', { name: t({ nl: 'Populaire winkels', fr: 'Magasins populaires' }) });
    await expect(popular).toBeVisible();
    // Nine popular stores, then "show more" (the demo has more paid stores with folders than that).
    const stores = popular.getByRole('listitem');
    await expect(stores).toHaveCount(9);
    const moreStores = popular.getByRole('button', { name: t({ nl: 'Toon meer winkels', fr: 'Afficher plus de magasins' }) });
    await moreStores.click();
    await expect(popular.getByRole('button', { name: t({ nl: 'Toon minder winkels', fr: 'Afficher moins de magasins' }) })).toHaveAttribute('aria-expanded', 'true');
    expect(await stores.count()).toBeGreaterThan(9);

    const more = section.getByRole('link', { name: t({ nl: 'Meer folders tonen', fr: 'Afficher plus de dépliants' }) });
    // Crawlers page through the same list.
    await expect(more).toHaveAttribute('href', /[?&]page=2\b/);
    await more.click();
    await expect(cards).toHaveCount(Math.min(18, list.meta.total));
    // The first new folder takes the focus, so keyboard users continue there.
    await expect(cards.nth(9).getByRole('link')).toBeFocused();
    await expect(page).toHaveURL((url) => !url.searchParams.has('page'));

    for (let shown = 18; shown < list.meta.total; shown += 9) {
      await more.click();
      await expect(cards).toHaveCount(Math.min(shown + 9, list.meta.total));
    }
    await expect(more).toBeHidden();
    await expect(section.getByText(t({ nl: `Je ziet alle ${list.meta.total} folders.`, fr: `Vous voyez les ${list.meta.total} dépliants.` }))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a next-page link renders that page on the server', async ({ page, lang, t }) => {
    await page.goto(`${pathIn(lang, '/folders', '/depliants')}?page=2`);
    const section = page.getByRole('region', { name: t({ nl: /Huidige folders/, fr: /Dépliants en cours/ }) });
    await expect(section.getByRole('article')).toHaveCount(9);
    await expect(section.getByRole('link', { name: t({ nl: 'Vorige folders bekijken', fr: 'Voir les dépliants précédents' }) })).toBeVisible();
  });

  test('filters by category, kept in the URL', async ({ page, lang, t, isMobile }) => {
    await page.goto(pathIn(lang, '/folders', '/depliants'));
    const section = page.getByRole('region', { name: t({ nl: /Huidige folders/, fr: /Dépliants en cours/ }) });
    const before = await section.getByRole('heading', { level: 2 }).innerText();
    if (isMobile) await page.getByRole('button', { name: t({ nl: /^Filters/, fr: /^Filtres/ }) }).click();
    const categories = page.getByRole('group', { name: t({ nl: 'Categorieën', fr: 'Catégories' }) }).filter({ visible: true });
    await categories.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/categories(%5B%5D|\[\])=\d+/, { timeout: 15_000 });
    await expect(section.getByRole('heading', { level: 2 })).not.toHaveText(before);
    await expect(section.getByRole('article').first()).toBeVisible();
  });
});

test.describe('a store\'s folders', () => {
  test('shows the store with its current, upcoming and recently expired folders', async ({ page, lang, t, request, isMobile }) => {
    const folder = await currentFolder(request, lang);
    const store = folder.store.translation;
    await page.goto(store.folders_route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: `Folders van ${store.title}`, fr: `Dépliants ${store.title}` }));
    const current = page.getByRole('region', { name: t({ nl: 'Huidige folders', fr: 'Dépliants en cours' }) });
    await expect(current.getByRole('article').first()).toBeVisible();
    await expect(current.getByRole('link', { name: new RegExp(folder.valid_from.slice(8, 10) + '/' + folder.valid_from.slice(5, 7)) }).first()).toHaveAttribute(
      'href',
      /\/\d{4}-\d{2}-\d{2}(-\d+)?$/,
    );
    if (!isMobile) {
      const crumbs = page.getByRole('navigation', { name: t({ nl: 'Kruimelpad', fr: "Fil d'Ariane" }) });
      await expect(crumbs.getByRole('link', { name: t({ nl: 'Folders', fr: 'Dépliants' }) })).toHaveAttribute('href', pathIn(lang, '/folders', '/depliants'));
    }
    await expectNoSeriousA11yViolations(page);
  });
});
