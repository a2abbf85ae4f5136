import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';
import { newMember, signInWithToken } from './members';

/**
 * The header autocomplete (desktop) and the search dialog (phones), docs/search.md "The web": by
 * mouse and by keyboard, in both languages and on both viewports (the viewport changes where the
 * field is), axe clean with the list open; a member's pick comes back as a deletable recent search.
 */

const NAVIGATION = { timeout: 20_000 };
const LIST = { timeout: 15_000 };
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

type WireStore = { translation: { title: string; route: string } };

async function aStore(request: APIRequestContext, lang: Lang): Promise<WireStore> {
  const response = await request.get('/api/stores?per_page=1&sort=popular', { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const store = ((await response.json()) as { data: WireStore[] }).data[0];
  if (!store) throw new Error('The demo seed has no store');
  return store;
}

const texts = {
  search: { nl: 'Zoeken', fr: 'Rechercher' },
  list: { nl: 'Zoeksuggesties', fr: 'Suggestions de recherche' },
  stores: { nl: 'Winkels', fr: 'Magasins' },
  recent: { nl: 'Recente zoekopdrachten', fr: 'Recherches récentes' },
  remove: { nl: (title: string) => `${title} verwijderen uit recente zoekopdrachten`, fr: (title: string) => `Supprimer ${title} des recherches récentes` },
};

/** Opens the search field the viewport offers: the header's on desktop, the dialog's on phones. */
async function openSearch(page: Page, lang: Lang): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('navigation', { name: lang === 'nl' ? 'Hoofdnavigatie' : 'Navigation principale' }).getByRole('link', { name: texts.search[lang] }).click();
    const dialog = page.getByRole('dialog', { name: texts.search[lang] });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('combobox', { name: texts.search[lang] });
    await expect(field).toBeFocused();
    return field;
  }
  await page.getByRole('banner').getByLabel(texts.search[lang], { exact: true }).click();
  const field = page.getByRole('banner').getByRole('combobox', { name: texts.search[lang] });
  await expect(field).toBeFocused();
  return field;
}

test.describe('search autocomplete', () => {
  // The first suggestion on a fresh server reads the catalogue names and the typo lexicon (seconds on a
  // loaded machine, docs/search.md "Typos"): more time than the default for whichever test comes first.
  test.beforeEach(() => test.slow());

  test('by mouse: typing a store shows it in its group, axe clean, a click opens it', async ({ page, request, lang, t }) => {
    const store = await aStore(request, lang);
    await page.goto(pathIn(lang, '/'));
    const field = await openSearch(page, lang);
    await field.pressSequentially(store.translation.title.slice(0, 4), { delay: 30 });
    const listbox = page.getByRole('listbox', { name: t(texts.list) });
    const option = listbox.getByRole('group', { name: t(texts.stores) }).getByRole('option', { name: store.translation.title, exact: true });
    await expect(option).toBeVisible(LIST);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await option.click();
    await expect(page).toHaveURL((url) => url.pathname === store.translation.route, NAVIGATION);
    if (isPhone(page)) await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('by keyboard: arrows move through the options, Enter opens one, Escape closes, under 3 characters does not submit', async ({ page, request, lang, t }) => {
    const store = await aStore(request, lang);
    await page.goto(pathIn(lang, '/'));
    const field = await openSearch(page, lang);
    await field.pressSequentially('ko');
    await field.press('Enter');
    await expect(page.getByText(t({ nl: 'Typ minstens 3 tekens om te zoeken.', fr: 'Tapez au moins 3 caractères pour chercher.' }))).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === pathIn(lang, '/'));

    await field.fill('');
    await field.pressSequentially(store.translation.title, { delay: 30 });
    const first = page.getByRole('listbox', { name: t(texts.list) }).getByRole('option').first();
    await expect(first).toHaveText(store.translation.title, LIST);
    await field.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === store.translation.route, NAVIGATION);
  });

  test('phones: the dialog traps focus, Escape closes it and focus returns to the menu item', async ({ page, lang, t }) => {
    test.skip(!isPhone(page), 'the dialog is the phone layout');
    await page.goto(pathIn(lang, '/'));
    await openSearch(page, lang);
    const dialog = page.getByRole('dialog', { name: t(texts.search) });
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t({ nl: 'Hoofdnavigatie', fr: 'Navigation principale' }) }).getByRole('link', { name: t(texts.search) })).toBeFocused();
  });

  test("a member's pick is saved, shows under recent searches and can be deleted there", async ({ page, request, lang, t }, testInfo) => {
    test.slow();
    const member = await newMember(request, lang, `ac-${testInfo.project.name}`);
    await signInWithToken(page, member.token);
    const store = await aStore(request, lang);
    await page.goto(pathIn(lang, '/'));
    let field = await openSearch(page, lang);
    await field.pressSequentially(store.translation.title, { delay: 30 });
    await page
      .getByRole('group', { name: t(texts.stores) })
      .getByRole('option', { name: store.translation.title, exact: true })
      .click({ timeout: LIST.timeout });
    await expect(page).toHaveURL((url) => url.pathname === store.translation.route, NAVIGATION);

    field = await openSearch(page, lang);
    const recent = page.getByRole('group', { name: t(texts.recent) });
    // The field is empty again after a pick: focus shows the pre-suggestions.
    await expect(field).toHaveValue('');
    await expect(recent.getByRole('option', { name: store.translation.title, exact: true })).toBeVisible(LIST);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t(texts.remove)(store.translation.title) }).click();
    await expect(recent).toHaveCount(0);
    await expect(field).toBeFocused();
    const after = await request.get('/api/search/before-search', { headers: { Authorization: `Bearer ${member.token}`, Language: lang, Accept: 'application/json' } });
    expect(((await after.json()) as { data: { recent: unknown[] } }).data.recent).toEqual([]);
  });
});
