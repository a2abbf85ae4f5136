import type { APIRequestContext, Page } from '@playwright/test';
import { loginWithForm, mailLink, VERIFY_LINK } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';
import { apiToken, signInWithToken } from './members';
import { publishAsOperator } from './operator-helpers';

// The notifications flow (docs/notifications.md): member A follows member B, B's post is published, A's bell shows it within one
// poll (the e2e server polls every NOTIFICATIONS_POLL_SECONDS, see playwright.config.ts), the
// dropdown and the page work, and read and delete survive a reload. One project per language and
// layout is enough. A is a fresh member per run (a new account starts without notifications); B is
// the demo member, whose posts the seed has.

const PROJECTS = ['nl-desktop', 'fr-phone'];
const DEMO = { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' };

const texts = {
  bell: { nl: 'Meldingen', fr: 'Notifications' },
  bellOne: { nl: 'Meldingen, 1 ongelezen', fr: 'Notifications, 1 non lue' },
  showAll: { nl: 'Alle meldingen bekijken', fr: 'Voir toutes les notifications' },
  list: { nl: 'Je meldingen', fr: 'Vos notifications' },
  delete: { nl: 'Melding verwijderen', fr: 'Supprimer la notification' },
  empty: { nl: 'Je hebt nog geen meldingen.', fr: "Vous n'avez pas encore de notifications." },
  follow: { nl: 'Volgen', fr: 'Suivre' },
  followed: { nl: 'Gevolgd', fr: 'Suivi' },
} as const;

// Every project is its own visitor for the API's per-IP login and registration limits (the e2e
// server trusts one proxy hop, see playwright.config.ts); this range is apart from account.spec.ts's.
test.use({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': `203.0.113.${10 + testInfo.workerIndex * 4 + PROJECTS.indexOf(testInfo.project.name)}` });
  },
});

async function api<R>(request: APIRequestContext, method: 'GET' | 'POST', path: string, lang: Lang, options: { token?: string; data?: unknown } = {}): Promise<R> {
  const headers: Record<string, string> = { Language: lang, Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await request.fetch(`/api${path}`, { method, headers, data: options.data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as R;
}

/** B: the demo member's id and one of their posts. */
async function demoAuthor(request: APIRequestContext, lang: Lang): Promise<{ userId: number; postId: number }> {
  const { data: session } = await api<{ data: { token: string } }>(request, 'POST', '/token', lang, { data: DEMO });
  const { data: me } = await api<{ data: { id: number } }>(request, 'GET', '/me', lang, { token: session.token });
  const { data: posts } = await api<{ data: Array<{ morphable_id: number }> }>(request, 'GET', `/feed-items?per_page=1&filters[users][]=${me.id}`, lang);
  const post = posts[0];
  if (!post) throw new Error('The demo member has no published post in the seed');
  return { userId: me.id, postId: post.morphable_id };
}

/** A: a new member in the language under test, registered and verified through the API and the mailed link. */
async function newMember(request: APIRequestContext, lang: Lang, project: string): Promise<{ email: string; password: string }> {
  const member = { email: `bell-${project}-${Date.now()}@dealwijzer.example`, password: 'Een-heel-goed-wachtwoord-2026' };
  await api(request, 'POST', '/register', lang, {
    data: { ...member, password_confirmation: member.password, fname: 'Anna', lname: 'Volger', terms: true, gender: 0 },
  });
  let link: string | null = null;
  await expect.poll(() => (link = mailLink(member.email, VERIFY_LINK)), { timeout: 20_000 }).not.toBeNull();
  const token = new URL(link ?? '').searchParams.get('token');
  await api(request, 'POST', '/email/verify', lang, { data: { token } });
  return member;
}

const bellButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name, exact: true });

test.describe('notifications', () => {
  test('a followed member publishes: the bell, its dropdown and the page, read and delete kept after reload', async ({ page, request, lang, t }, testInfo) => {
    test.skip(!PROJECTS.includes(testInfo.project.name), 'nl-desktop and fr-phone only');
    test.setTimeout(180_000);
    const author = await demoAuthor(request, lang);
    const member = await newMember(request, lang, testInfo.project.name);

    await test.step('A signs in and follows B; nothing to read yet', async () => {
      const profile = pathIn(lang, `/profiel/${author.userId}`);
      await page.goto(`${pathIn(lang, '/login')}?redirect=${encodeURIComponent(profile)}`);
      await loginWithForm(page, t, member.email, member.password);
      await page.waitForURL((url) => url.pathname === profile, { timeout: 20_000 });
      await expect(bellButton(page, t(texts.bell))).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
      const follow = page.getByRole('button', { name: t(texts.follow), exact: true });
      await expect(follow).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
      await follow.click();
      await expect(page.getByRole('button', { name: t(texts.followed), exact: true })).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('B publishes: the bell shows 1 within one poll', async () => {
      await publishAsOperator(request, author.postId);
      await expect(bellButton(page, t(texts.bellOne))).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('notifications-badge')).toHaveText('1');
    });

    await test.step('opening the dropdown checks it: the badge clears, the list shows it', async () => {
      await bellButton(page, t(texts.bellOne)).click();
      // The name loses its count once the badge clears: from here on the bell is found by its test id.
      const panel = page.locator(`#${await page.getByTestId('notifications-bell').getAttribute('aria-controls')}`);
      await expect(panel.getByRole('list', { name: t(texts.bell) }).getByRole('listitem')).toHaveCount(1);
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
      await expect(bellButton(page, t(texts.bell))).toHaveAttribute('aria-expanded', 'true');
      const box = await panel.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBeTruthy();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bellButton(page, t(texts.bell))).toBeFocused();
    });

    await test.step('checked survives a reload; "show all" opens the page', async () => {
      await page.reload();
      const bell = bellButton(page, t(texts.bell));
      await expect(bell).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
      await bell.click();
      await page.getByRole('link', { name: t(texts.showAll) }).click();
      await page.waitForURL((url) => url.pathname === pathIn(lang, '/notifications'));
      await expect(page.getByRole('heading', { level: 1, name: t(texts.bell) })).toBeVisible();
      const list = page.getByRole('list', { name: t(texts.list) });
      await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
      // Checked in the dropdown, not opened yet: still marked unread on the page.
      await expect(list.getByRole('listitem').first()).toHaveAttribute('data-unread', 'true');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a click reads it and opens the post; read survives a reload', async () => {
      const list = page.getByRole('list', { name: t(texts.list) });
      const read = page.waitForResponse((response) => /\/api\/notifications\/\d+\/read$/.test(new URL(response.url()).pathname) && response.ok());
      await list.getByRole('listitem').first().getByRole('button').first().click();
      await read;
      await page.waitForURL((url) => url.pathname.endsWith(`/posts/${author.postId}`), { timeout: 20_000 });
      await page.goto(pathIn(lang, '/notifications'));
      await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
      await expect(list.getByRole('listitem').first()).not.toHaveAttribute('data-unread');
    });

    await test.step('deleting it empties the page, also after a reload', async () => {
      const list = page.getByRole('list', { name: t(texts.list) });
      await list.getByRole('button', { name: t(texts.delete) }).click();
      await expect(page.getByText(t(texts.empty))).toBeVisible();
      await page.reload();
      await expect(page.getByText(t(texts.empty))).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('the narrowest phones keep the bell in the header; the favourites are in the user menu', async ({ page, request, lang, t, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await signInWithToken(page, await apiToken(request, lang, DEMO.email, DEMO.password));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(pathIn(lang, '/'));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: new RegExp(`^${t(texts.bell)}`) })).toBeVisible({ timeout: 15_000 });
    await expect(banner.getByRole('link', { name: t({ nl: 'Favorieten', fr: 'Favoris' }) })).toBeHidden();
    // Nothing of the header leaves the screen.
    expect(await banner.evaluate((header) => header.scrollWidth)).toBeLessThanOrEqual(320);
    await banner.getByTestId('header-avatar').click();
    await expect(page.getByRole('dialog').getByRole('link', { name: t({ nl: 'Favorieten', fr: 'Favoris' }) })).toBeVisible();
  });
});
