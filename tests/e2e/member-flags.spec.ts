import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';
import { apiToken, newMember, PASSWORD, signInWithToken } from './members';

// The member's own flags on list cards (home), hide with undo, restoring from settings, and the
// expired report on a promo page. The demo user is shared by every project and spec running side by
// side: each project only touches items whose id falls in its own slot, in kinds the engagement spec
// does not vote on, and puts back what it changed.

const DEMO = { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' };
const PROJECTS = ['nl-desktop', 'fr-desktop', 'nl-phone', 'fr-phone'];
const MY_PROJECTS = ['nl-desktop', 'fr-phone'];
const inSlot = (id: number, testInfo: TestInfo) => id % PROJECTS.length === Math.max(0, PROJECTS.indexOf(testInfo.project.name));

const texts = {
  hit: { nl: (title: string) => `Stem voor ${title}`, fr: (title: string) => `Voter pour ${title}` },
  favourite: { nl: (title: string) => `${title} als favoriet`, fr: (title: string) => `${title} en favori` },
  hide: { nl: (title: string) => `Verberg ${title}`, fr: (title: string) => `Masquer ${title}` },
  restore: { nl: (title: string) => `${title} terugzetten`, fr: (title: string) => `Rétablir ${title}` },
  hidden: { nl: (title: string) => `Verborgen: ${title}`, fr: (title: string) => `Masqué : ${title}` },
  undo: { nl: 'Ongedaan maken', fr: 'Annuler' },
  hiddenSection: { nl: 'Verborgen deals', fr: 'Bons plans masqués' },
  controls: { nl: 'Jouw acties voor deze deal', fr: 'Vos actions pour ce bon plan' },
  report: { nl: 'Meld als verlopen', fr: 'Signaler comme expiré' },
  reported: { nl: 'Je meldde deze deal als verlopen', fr: 'Vous avez signalé ce bon plan comme expiré' },
  confirmReport: { nl: 'Ja, meld als verlopen', fr: 'Oui, signaler comme expiré' },
} as const;

type WireItem = { morphable_type: 'Post' | 'OnlinePromo' | 'FolderItem' | 'Folder'; morphable_id: number; data: { title: string; route: string } };
type Flags = { morphable_type: string; morphable_id: number; is_hit: boolean; is_dislike: boolean; is_favourite: boolean; is_hidden: boolean; is_reported_expired: boolean };

async function api<T>(request: APIRequestContext, path: string, lang: Lang, token?: string): Promise<T> {
  const headers: Record<string, string> = { Language: lang, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.get(`/api${path}`, { headers });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Signs the demo member in through the API (the login form is auth.spec.ts's); returns the token. */
async function logIn(page: Page, request: APIRequestContext, lang: Lang): Promise<string> {
  const token = await apiToken(request, lang, DEMO.email, DEMO.password);
  await signInWithToken(page, token);
  return token;
}

/**
 * Posts and folder promos of the first page of /promos (newest first: votes do not reorder it), two
 * per project (never an online promo: the engagement spec votes on those).
 */
async function candidates(request: APIRequestContext, lang: Lang, testInfo: TestInfo): Promise<{ vote?: WireItem; hide?: WireItem }> {
  const page = await api<{ data: WireItem[] }>(request, '/feed-items?per_page=9', lang);
  const mine = page.data.filter((item) => item.morphable_type === 'Post' || item.morphable_type === 'FolderItem');
  const slot = Math.max(0, MY_PROJECTS.indexOf(testInfo.project.name)) * 2;
  return { vote: mine[slot], hide: mine[slot + 1] };
}

/** The list of /promos (its cards, not the promoted ones above it). */
const feed = (page: Page, lang: Lang) => page.getByRole('list', { name: lang === 'nl' ? 'Nieuwste promoties' : 'Dernières promotions' });

test.describe('member flags on cards', () => {
  // One language per form factor is enough here: Dutch on a desktop, French on a phone.
  test.beforeEach(({}, testInfo) => {
    test.skip(!['nl-desktop', 'fr-phone'].includes(testInfo.project.name), 'Runs in nl-desktop and fr-phone');
  });

  test('a vote and a favourite on a list card persist after a reload, then are taken back', async ({ page, request, lang, t }, testInfo) => {
    test.slow();
    // A member of its own: the demo member's votes change under it while other specs act as the demo
    // member on the same first page (seen flaky on phones).
    const member = await newMember(request, lang, `flags-${testInfo.project.name}`);
    await signInWithToken(page, member.token);
    const { vote: item } = await candidates(request, lang, testInfo);
    if (!item) throw new Error('The first page of /promos has too few posts and folder promos');
    await page.goto(pathIn(lang, '/promos'));
    const title = item.data.title;
    const card = feed(page, lang).getByRole('article', { name: title });
    const hit = card.getByRole('button', { name: t(texts.hit)(title), exact: true });
    const favourite = card.getByRole('button', { name: t(texts.favourite)(title), exact: true });
    // The buttons answer at once; the reload must wait for the calls behind them, or it cuts them off.
    const stored = (action: string) => page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(`/${action}`));
    await expect(hit).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await Promise.all([stored('set-hit'), hit.click()]);
    await expect(hit).toHaveAttribute('aria-pressed', 'true');
    await expect(hit).toBeFocused();
    await Promise.all([stored('set-favorite'), favourite.click()]);
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(hit).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await hit.click();
    await expect(hit).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  });

  test('a guest who logs in by keyboard from a card keeps their place: the form gets the focus, then the member\'s button', async ({ page, request, lang, t }, testInfo) => {
    test.slow();
    const member = await newMember(request, lang, `keys-${testInfo.project.name}`);
    const { vote: item } = await candidates(request, lang, testInfo);
    if (!item) throw new Error('The first page of /promos has too few posts and folder promos');
    await page.goto(pathIn(lang, '/promos'));
    const title = item.data.title;
    const favourite = feed(page, lang).getByRole('article', { name: title }).getByRole('button', { name: t(texts.favourite)(title), exact: true });
    await favourite.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: t({ nl: 'Inloggen', fr: 'Se connecter' }), exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    // The prompt became the form: its first field has the focus, not the page.
    const email = dialog.getByLabel(t({ nl: 'E-mailadres', fr: 'Adresse e-mail' }));
    await expect(email).toBeFocused();
    await page.keyboard.type(member.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    // The member's button stands in for the guest's, with the favourite asked for set, and the focus on it.
    await expect(favourite).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(favourite).toBeFocused();
  });

  test('hide with undo, then hide and restore from settings', async ({ page, request, lang, t }, testInfo) => {
    test.slow();
    await logIn(page, request, lang);
    const { hide: item } = await candidates(request, lang, testInfo);
    if (!item) throw new Error('The first page of /promos has too few posts and folder promos');
    await page.goto(pathIn(lang, '/promos'));
    const title = item.data.title;
    const card = feed(page, lang).getByRole('article', { name: title });
    const hide = card.getByRole('button', { name: t(texts.hide)(title), exact: true });
    await expect(hide).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });

    await test.step('hide, then undo from the toast', async () => {
      await hide.click();
      await expect(card).toHaveCount(0);
      const toast = page.getByRole('status').filter({ hasText: t(texts.hidden)(title) });
      const undo = toast.getByRole('button', { name: t(texts.undo) });
      await expect(undo).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(card).toBeVisible();
      await expect(hide).toBeFocused();
    });

    await test.step('hide, and it stays hidden after a reload', async () => {
      await hide.click();
      await expect(card).toHaveCount(0);
      await page.reload();
      await expect(feed(page, lang).getByRole('article').first()).toBeVisible();
      await expect(card).toHaveCount(0, { timeout: 15_000 });
    });

    await test.step('restore it from settings', async () => {
      await page.goto(pathIn(lang, '/settings'));
      const section = page.getByRole('region', { name: t(texts.hiddenSection) });
      const restore = section.getByRole('button', { name: t(texts.restore)(title) });
      await expect(restore).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await restore.click();
      await expect(restore).toHaveCount(0);
      await page.goto(pathIn(lang, '/promos'));
      await expect(feed(page, lang).getByRole('article', { name: title }).getByRole('button', { name: t(texts.hide)(title), exact: true })).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
    });
  });

  test('reporting a promo expired shows it as reported', async ({ page, request, lang, t }, testInfo) => {
    test.slow();
    // POST /expired-promo-report comes from the notifications work: a guest gets 401 once it exists.
    const probe = await request.post('/api/expired-promo-report', { data: { type: 'Post', id: 1 } });
    test.skip(probe.status() === 404, 'POST /expired-promo-report is not on this build');
    const token = await logIn(page, request, lang);
    // A folder promo (no author: one report never expires it for everyone) of this slot, not reported yet.
    const items = (await api<{ data: WireItem[] }>(request, '/feed-items?per_page=40&filters[morphable_types][]=FolderItem', lang)).data.filter((item) => inSlot(item.morphable_id, testInfo));
    const refs = items.map((item) => `FolderItem:${item.morphable_id}`).join(',');
    const flags = (await api<{ data: Flags[] }>(request, `/me/promo-flags?items=${encodeURIComponent(refs)}`, lang, token)).data;
    const item = items.find((candidate) => flags.some((flag) => flag.morphable_id === candidate.morphable_id && !flag.is_reported_expired));
    test.skip(!item, 'No unreported folder promo of this slot');
    if (!item) return;

    await page.goto(item.data.route);
    const controls = page.getByRole('group', { name: t(texts.controls) });
    await controls.getByRole('button', { name: t(texts.report) }).click();
    // It cannot be taken back: the button asks once more, the answer has the focus.
    await expect(controls.getByRole('button', { name: t(texts.confirmReport) })).toBeFocused();
    await controls.getByRole('button', { name: t(texts.confirmReport) }).click();
    const reported = controls.getByRole('button', { name: t(texts.reported) });
    await expect(reported).toHaveAttribute('aria-disabled', 'true');
    await expect(reported).toBeFocused();
    await page.reload();
    await expect(controls.getByRole('button', { name: t(texts.reported) })).toBeVisible({ timeout: 15_000 });
    // The member's controls as a member sees them (hide, report, subscribe): no serious axe findings.
    await expectNoSeriousA11yViolations(page);
  });
});
