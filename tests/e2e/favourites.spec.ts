import type { APIRequestContext, TestInfo } from '@playwright/test';
import { loginWithForm } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

// The favourites page (docs/product.md, Favourites): the demo member's saved promos and folders, remove
// with undo. The language changes its texts and tabs (articles only in Dutch), the viewport only its
// layout, so it runs in two projects. Promos are saved through the API first, each project in its own
// slot of ids, so projects running side by side as the demo member never touch each other's.

const DEMO = { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' };
const PROJECTS = ['nl-desktop', 'fr-phone'];
const inSlot = (id: number, testInfo: TestInfo) => id % PROJECTS.length === Math.max(0, PROJECTS.indexOf(testInfo.project.name));

const texts = {
  title: { nl: 'Mijn favorieten', fr: 'Mes favoris' },
  promos: { nl: 'Promoties', fr: 'Promotions' },
  folders: { nl: 'Folders', fr: 'Dépliants' },
  remove: { nl: (title: string) => `${title} verwijderen uit je favorieten`, fr: (title: string) => `Retirer ${title} de vos favoris` },
  undo: { nl: 'Ongedaan maken', fr: 'Annuler' },
} as const;

type Card = { morphable_type: string; morphable_id: number; data: { title: string } };

async function api<T>(request: APIRequestContext, method: 'GET' | 'PUT', path: string, lang: Lang, token: string): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, headers: { Language: lang, Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test.beforeEach(({}, testInfo) => {
  test.skip(!PROJECTS.includes(testInfo.project.name), `${PROJECTS.join(' and ')} only`);
});

test('the member sees what they saved, removes one with undo, and the removal survives a reload', async ({ page, request, lang, t }, testInfo) => {
  test.slow();
  await page.goto(`${pathIn(lang, '/login')}?redirect=${encodeURIComponent(pathIn(lang, '/favorieten'))}`);
  await loginWithForm(page, t, DEMO.email, DEMO.password);
  await page.waitForURL((url) => url.pathname === pathIn(lang, '/favorieten'));
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth-token')?.value ?? '';
  expect(token).toBeTruthy();

  // Two online promos of this project's slot saved now, so they are the newest favourites.
  const feed = await api<{ data: Card[] }>(request, 'GET', '/feed-items?per_page=40&filters[morphable_types][]=OnlinePromo', lang, token);
  const [first, second] = feed.data.filter((item) => inSlot(item.morphable_id, testInfo));
  if (!first || !second) throw new Error('the demo feed has too few online promos');
  for (const item of [second, first]) await api(request, 'PUT', `/online-promos/${item.morphable_id}/set-favorite`, lang, token);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t(texts.title) })).toBeVisible();
  const list = page.getByRole('list', { name: t(texts.promos) });
  await expect(list.getByRole('heading', { name: first.data.title, exact: true })).toBeVisible();
  await expect(list.getByRole('heading', { name: second.data.title, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Remove, undo: it is back in its place.
  await page.getByRole('button', { name: t(texts.remove)(first.data.title) }).click();
  await expect(list.getByRole('heading', { name: first.data.title, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: t(texts.undo) }).click();
  await expect(list.getByRole('heading', { name: first.data.title, exact: true })).toBeVisible();

  // Remove for good: gone after a reload, the other one still there.
  await page.getByRole('button', { name: t(texts.remove)(second.data.title) }).click();
  await expect(list.getByRole('heading', { name: second.data.title, exact: true })).toHaveCount(0);
  await expect.poll(async () => (await api<{ data: { is_favourite: boolean } }>(request, 'GET', `/online-promos/${second.morphable_id}`, lang, token)).data.is_favourite).toBe(false);
  await page.reload();
  await expect(list.getByRole('heading', { name: first.data.title, exact: true })).toBeVisible();
  await expect(list.getByRole('heading', { name: second.data.title, exact: true })).toHaveCount(0);

  // The folders tab, by keyboard; the address keeps it.
  await page.getByRole('tab', { name: t(texts.promos) }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: t(texts.folders) })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=folders/);
  await api(request, 'PUT', `/online-promos/${first.morphable_id}/remove-favorite`, lang, token);
});
