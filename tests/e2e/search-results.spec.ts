import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';
import { newMember, signInWithToken } from './members';

// The results page's groups beside the promos, "did you mean", and the alert for a search
// (docs/search.md, "The results page"). One language per form factor: Dutch on a desktop, French on a phone.

const PROJECTS = ['nl-desktop', 'fr-phone'];

type Results = { data: Record<string, { title: string }[]>; meta: { did_you_mean: string[] } };

const texts = {
  groups: {
    folder: { nl: 'Folders', fr: 'Dépliants' },
    product: { nl: 'Producten', fr: 'Produits' },
    brand: { nl: 'Merken', fr: 'Marques' },
    store: { nl: 'Winkels', fr: 'Magasins' },
    webshop: { nl: 'Webshops', fr: 'Boutiques en ligne' },
    article: { nl: 'Nieuws', fr: 'Actualités' },
  },
  didYouMean: { nl: 'Bedoelde je', fr: 'Vouliez-vous dire' },
  alertMe: { nl: 'Alert me voor deze zoekopdracht', fr: 'M’alerter pour cette recherche' },
  alertActive: { nl: 'Alert actief.', fr: 'Alerte active.' },
  alertCreated: { nl: 'Deal alert ingesteld', fr: 'Alerte promo créée' },
  authDialog: { nl: /Log in|Inloggen|Welkom/i, fr: /Connect|Bienvenue/i },
  nothing: { nl: 'Niets gevonden voor', fr: 'Aucun résultat pour' },
  popular: { nl: 'Populaire categorieën', fr: 'Catégories populaires' },
  noWords: { nl: 'Zoek met letters of cijfers', fr: 'Cherchez avec des lettres ou des chiffres' },
} as const;

async function apiGet<T>(request: APIRequestContext, path: string, lang: Lang): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const results = (request: APIRequestContext, q: string, lang: Lang) => apiGet<Results>(request, `/search/results?q=${encodeURIComponent(q)}`, lang);

/** A word of a demo product's title, long enough to make a typo of. */
async function productWord(request: APIRequestContext, lang: Lang): Promise<string> {
  const { data } = await apiGet<{ data: { translation: { title: string } }[] }>(request, '/products?per_page=30', lang);
  for (const product of data) {
    const word = product.translation.title.split(/[^\p{L}]+/u).find((candidate) => candidate.length >= 7);
    if (word) return word.toLowerCase();
  }
  throw new Error('The demo catalogue has no product with a long word');
}

const searchPage = (page: Page, lang: Lang, q: string) => page.goto(`${pathIn(lang, '/search')}?q=${encodeURIComponent(q)}`);

test.beforeEach(({}, testInfo) => {
  test.skip(!PROJECTS.includes(testInfo.project.name), `${PROJECTS.join(' and ')} only`);
});

test('a product word lists every group the engine finds, each as a section with its heading', async ({ page, request, lang, t }) => {
  const word = await productWord(request, lang);
  const expected = await results(request, word, lang);
  // A word that names a brand, store or webshop ("Zeemeeuw") leads the page with it, and its group
  // below leaves it out: compare without the entry of that name.
  const groups = Object.entries(expected.data)
    .map(([group, items]) => [group, items.filter((item) => item.title.toLowerCase() !== word)] as const)
    .filter(([, items]) => items.length > 0);
  expect(groups.map(([group]) => group)).toContain('product');
  const response = await searchPage(page, lang, word);
  expect(response?.status()).toBe(200);
  for (const [group, items] of groups) {
    const section = page.getByRole('region', { name: t(texts.groups[group as keyof typeof texts.groups]), exact: true });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link').first()).toContainText(items[0]?.title.split(' · ').at(-1) ?? '');
  }
  // The jump list leads to a group below the promos.
  await page.getByRole('navigation', { name: t({ nl: 'In deze resultaten', fr: 'Dans ces résultats' }) }).getByRole('link', { name: t(texts.groups.product) }).click();
  await expect(page).toHaveURL(/#search-group-product$/);
  await expectNoSeriousA11yViolations(page);
});

test('a store name leads with the store and lists its current folders', async ({ page, request, lang, t }) => {
  const { data } = await apiGet<{ data: { translation: { title: string; route: string } }[] }>(request, '/stores?per_page=1&sort=popular', lang);
  const store = data[0];
  if (!store) throw new Error('The demo seed has no store');
  const expected = await results(request, store.translation.title, lang);
  await searchPage(page, lang, store.translation.title);
  await expect(page.getByRole('link', { name: t({ nl: `Alles van ${store.translation.title}`, fr: `Tout de ${store.translation.title}` }) })).toBeVisible();
  if ((expected.data.folder ?? []).length > 0) {
    await expect(page.getByRole('region', { name: t(texts.groups.folder), exact: true }).getByRole('link').first()).toBeVisible();
  }
});

test('a typo offers the corrected query, and a query that finds nothing offers popular categories', async ({ page, request, lang, t }) => {
  const word = await productWord(request, lang);
  // A letter typed twice in the middle: not the start of a known word, close enough to be corrected.
  const middle = Math.floor(word.length / 2);
  const typo = `${word.slice(0, middle)}${word.at(middle)}${word.slice(middle)}`;
  const expected = await results(request, typo, lang);
  expect(expected.meta.did_you_mean.length, `no correction for "${typo}"`).toBeGreaterThan(0);
  await searchPage(page, lang, typo);
  const suggestion = page.getByText(t(texts.didYouMean)).getByRole('link').first();
  await expect(suggestion).toHaveText(expected.meta.did_you_mean[0] ?? '');
  await suggestion.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(expected.meta.did_you_mean[0] ?? '');

  await searchPage(page, lang, 'qxzvbnwkj');
  await expect(page.getByRole('heading', { name: new RegExp(t(texts.nothing)) })).toBeVisible();
  await expect(page.getByRole('region', { name: t(texts.popular) }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('hostile queries render the page with a clear message, never an error', async ({ page, lang, t }) => {
  for (const q of ['!!! ??? ...', "koffie'; drop table stores; --", 'koffie'.repeat(250), 'kof\u0000fie\u0007', '%_\\:*&|']) {
    const response = await searchPage(page, lang, q);
    expect(response?.status(), q).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // An address longer than the front layer takes is refused there (414), never an error.
  expect((await searchPage(page, lang, 'koffie '.repeat(400)))?.status()).toBe(414);
  await searchPage(page, lang, '!!! ???');
  await expect(page.getByRole('status').filter({ hasText: t(texts.noWords) })).toBeVisible();
});

test('alert me: a guest gets the auth dialog; a member makes the alert and sees it active', async ({ page, request, lang, t }) => {
  test.slow();
  const q = `zoekalert ${Date.now()}`;
  await searchPage(page, lang, q);
  const button = page.getByRole('button', { name: t(texts.alertMe) });
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const member = await newMember(request, lang, 'zoekalert');
  await signInWithToken(page, member.token);
  await searchPage(page, lang, q);
  await page.getByRole('button', { name: t(texts.alertMe) }).click();
  await expect(page.getByRole('status').filter({ hasText: t(texts.alertCreated) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t(texts.alertActive) })).toBeVisible();
  const alerts = await request.get('/api/search/subscriptions', { headers: { Authorization: `Bearer ${member.token}`, Accept: 'application/json' } });
  expect(((await alerts.json()) as { data: { query: string; daily_email_notification: boolean }[] }).data).toEqual([
    expect.objectContaining({ query: q, daily_email_notification: true }),
  ]);
  // After a reload the page knows it.
  await searchPage(page, lang, q);
  await expect(page.getByRole('status').filter({ hasText: t(texts.alertActive) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
