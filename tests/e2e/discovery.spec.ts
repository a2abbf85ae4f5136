import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

/** A list's order and the language of its posts, kept in the URL (docs/product.md, Behaviour). */

const NAVIGATION = { timeout: 20_000 };

// Four server-rendered lists and an axe scan per test: more than the default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

const cardTitles = (page: Page) =>
  // The list is named after its order ("Nieuwste promoties", "Promotions qui se terminent bientôt", …).
  page.getByRole('list', { name: /promoties|promotions/i }).getByTestId('feed-card').getByRole('heading').allTextContents();

/** The first page's titles the API gives for the same query: what the cards must show, in order. */
async function apiTitles(request: APIRequestContext, lang: Lang, query: string): Promise<string[]> {
  const response = await request.get(`/api/feed-items?per_page=9&${query}`, { headers: { language: lang } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ data: { title: string } }> };
  return body.data.map((item) => item.data.title);
}

async function expectOrder(page: Page, request: APIRequestContext, lang: Lang, query: string): Promise<void> {
  const expected = await apiTitles(request, lang, query);
  expect(expected.length).toBeGreaterThan(1);
  await expect.poll(() => cardTitles(page).then((titles) => titles.map((title) => title.trim())), NAVIGATION).toEqual(expected);
}

test('sorts a promo list by hot, ending soon and biggest discount, in the URL', async ({ page, request, lang, t }) => {
  await page.goto(pathIn(lang, '/promos'));
  const sorts = page.getByRole('navigation', { name: t({ nl: 'Sorteren', fr: 'Trier' }) });
  await expect(sorts.getByRole('link', { name: t({ nl: 'Nieuwste', fr: 'Plus récentes' }) })).toHaveAttribute('aria-current', 'true');
  const newest = await apiTitles(request, lang, '');
  await expectOrder(page, request, lang, '');

  for (const [sort, name, title] of [
    ['discount', t({ nl: 'Grootste korting', fr: 'Plus grosse remise' }), t({ nl: 'Promoties met de grootste korting', fr: 'Promotions aux plus fortes remises' })],
    ['ending', t({ nl: 'Eindigt binnenkort', fr: 'Bientôt terminées' }), t({ nl: 'Promoties die bijna aflopen', fr: 'Promotions qui se terminent bientôt' })],
    ['hot', t({ nl: 'Populairste', fr: 'Plus populaires' }), t({ nl: 'Populairste promoties', fr: 'Promotions les plus populaires' })],
  ] as const) {
    await sorts.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}(&|$)`), NAVIGATION);
    // The list's heading says which order it is in.
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) })).toBeVisible(NAVIGATION);
    await expect(sorts.getByRole('link', { name })).toHaveAttribute('aria-current', 'true', NAVIGATION);
    await expectOrder(page, request, lang, `sort=${sort}`);
    expect(await apiTitles(request, lang, `sort=${sort}`)).not.toEqual(newest);
  }
  await expectNoSeriousA11yViolations(page);

  // Back returns to the previous order.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=ending(&|$)/, NAVIGATION);
});

test('shows the posts of one language or both, keeping the order', async ({ page, request, lang, t }) => {
  await page.goto(`${pathIn(lang, '/promos')}?sort=hot`);
  const languages = page.getByRole('navigation', { name: t({ nl: 'Taal van de berichten', fr: 'Langue des publications' }) });
  await expect(languages.getByRole('link', { name: t({ nl: 'Beide talen', fr: 'Les deux langues' }) })).toHaveAttribute('aria-current', 'true');

  // The page's own language only: no post carries a language label.
  await languages.getByRole('link', { name: t({ nl: 'Nederlands', fr: 'Français' }) }).click();
  await expect(page).toHaveURL(new RegExp(`language=${lang}&sort=hot`), NAVIGATION);
  await expectOrder(page, request, lang, `filters[language]=${lang}&sort=hot`);
  await expect(page.getByTestId('post-language')).toHaveCount(0);

  // The other language only: every labelled post is in that language.
  const other = lang === 'nl' ? 'fr' : 'nl';
  await languages.getByRole('link', { name: t({ nl: 'Frans', fr: 'Néerlandais' }) }).click();
  await expect(page).toHaveURL(new RegExp(`language=${other}&sort=hot`), NAVIGATION);
  await expectOrder(page, request, lang, `filters[language]=${other}&sort=hot`);
  const labels = page.getByTestId('post-language');
  for (const label of await labels.all()) {
    await expect(label).toHaveText(`${other.toUpperCase()}${t({ nl: 'In het Frans', fr: 'En néerlandais' })}`);
  }
  await expectNoSeriousA11yViolations(page);
  // The chip of the choice (a link to the list without it) removes it and keeps the order.
  await page.getByRole('link', { name: new RegExp(t({ nl: 'Alleen Frans', fr: 'Néerlandais uniquement' })) }).click();
  await expect(page).toHaveURL(/\/promos\?sort=hot$/, NAVIGATION);
  await expect(languages.getByRole('link', { name: t({ nl: 'Beide talen', fr: 'Les deux langues' }) })).toHaveAttribute('aria-current', 'true');
});
