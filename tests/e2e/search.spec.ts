import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

type WireStore = { translation: { title: string; route: string } };

async function aStore(request: APIRequestContext, lang: Lang): Promise<WireStore> {
  const response = await request.get('/api/stores?per_page=1&sort=popular', { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const store = ((await response.json()) as { data: WireStore[] }).data[0];
  if (!store) throw new Error('The demo seed has no store');
  return store;
}

test.describe('search', () => {
  test('results for a store name lead with the store and list its promos', async ({ page, request, lang, t }) => {
    const store = await aStore(request, lang);
    const response = await page.goto(`${pathIn(lang, '/search')}?q=${encodeURIComponent(store.translation.title)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(store.translation.title);
    await expect(page).toHaveTitle(new RegExp(t({ nl: 'Zoekresultaten voor', fr: 'Résultats de recherche pour' })));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const entity = page.getByRole('link', { name: t({ nl: `Alles van ${store.translation.title}`, fr: `Tout de ${store.translation.title}` }) });
    await expect(entity).toHaveAttribute('href', store.translation.route);
    await expect(page.getByRole('region', { name: t({ nl: /Gevonden promoties/, fr: /Promotions trouvées/ }) }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a query under 3 characters asks for more and offers categories', async ({ page, lang, t }) => {
    await page.goto(`${pathIn(lang, '/search')}?q=ko`);
    await expect(page.getByRole('status')).toHaveText(t({ nl: 'Typ minstens 3 tekens om te zoeken.', fr: 'Tapez au moins 3 caractères pour rechercher.' }));
    await expect(page.getByRole('region', { name: t({ nl: 'Populaire categorieën', fr: 'Catégories populaires' }) }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the search form submits the query to the results page', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/search'));
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('koffie');
    await page.getByRole('main').getByRole('button', { name: t({ nl: 'Zoeken', fr: 'Rechercher' }) }).click();
    await expect(page).toHaveURL(/\/search\?q=koffie$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('koffie');
  });
});
