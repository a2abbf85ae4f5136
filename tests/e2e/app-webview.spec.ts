import type { BrowserContext, Page } from '@playwright/test';
import { accountTexts, loginWithForm } from './account-helpers';
import { E2E_APP_MIN_VERSION } from './app-versions';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

// The site inside the apps' webviews (docs/app-shell.md, Environments and The native bridge): the
// user agent carries the apps' token and the app's message handler is injected before the page
// loads, capturing every message posted to it. The e2e server runs with E2E_APP_MIN_VERSION.

type Platform = 'ios' | 'android';
type Message = Record<string, unknown> & { type: string };

const DEVICE = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36',
};

function appUserAgent(platform: Platform, version: string): string {
  return `${DEVICE[platform]} DealwijzerApp/${version} (${platform === 'ios' ? 'iOS' : 'Android'})`;
}

const DEMO = { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' };

const TEXT = {
  welcome: { nl: 'Welkom bij Dealwijzer', fr: 'Bienvenue sur Dealwijzer' },
  next: { nl: 'Volgende', fr: 'Suivant' },
  skip: { nl: 'Overslaan', fr: 'Passer' },
  count: { nl: (n: number) => `${n} van 5`, fr: (n: number) => `${n} sur 5` },
  update: { nl: 'Tijd voor een update', fr: 'Une mise à jour s’impose' },
  appStore: { nl: 'Update in de App Store', fr: 'Mettre à jour sur l’App Store' },
  playStore: { nl: 'Update in Google Play', fr: 'Mettre à jour sur Google Play' },
  avatar: { nl: 'Menu van Demo', fr: 'Menu de Demo' },
} as const;

/**
 * The app's handler for `platform` (iOS: window.webkit.messageHandlers.native; Android: React
 * Native's window.ReactNativeWebView), injected before every page's scripts; what the site posts
 * lands in the returned list, across navigations.
 */
async function injectBridge(page: Page, platform: Platform): Promise<Message[]> {
  const messages: Message[] = [];
  await page.exposeFunction('e2eNativePost', (text: string) => {
    messages.push(JSON.parse(text) as Message);
  });
  await page.addInitScript((which) => {
    type Post = (text: string) => void;
    const target = window as unknown as { e2eNativePost: Post; webkit?: unknown; ReactNativeWebView?: unknown };
    const handler = { postMessage: (text: string) => void target.e2eNativePost(text) };
    if (which === 'ios') target.webkit = { messageHandlers: { native: handler } };
    else target.ReactNativeWebView = handler;
  }, platform);
  return messages;
}

const ofType = (messages: Message[], type: string) => messages.filter((message) => message.type === type);

async function setVisited(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'visited', value: 'true', url: baseURL ?? '' }]);
}

/** A guest page's shell has spoken (its beforeMount, the `loads`th) and the page is quiet: what it decided is on screen. */
async function shellSettled(page: Page, messages: Message[], loads = 1): Promise<void> {
  await expect.poll(() => ofType(messages, 'beforeMount').length).toBe(loads);
  await page.waitForLoadState('networkidle');
}

test.describe('the iOS app', () => {
  test.use({ userAgent: appUserAgent('ios', '3.4.1') });

  test('a guest gets the welcome once: five slides ending at the login; visited is set and sent', async ({ page, lang, t }) => {
    test.slow(); // axe runs twice
    const messages = await injectBridge(page, 'ios');
    await page.goto(pathIn(lang, '/'));
    const welcome = page.getByRole('dialog', { name: t(TEXT.welcome) });
    // The shell, the dialog and its messages are three lazy chunks: allow a loaded machine its time.
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    expect(ofType(messages, 'beforeMount')).toHaveLength(1);
    expect(ofType(messages, 'update-locale')).toEqual([{ type: 'update-locale', locale: lang }]);
    expect(ofType(messages, 'update-token')).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    const slide = welcome.getByTestId('app-welcome-slide');
    for (let n = 1; n <= 5; n += 1) {
      await expect(slide).toContainText(t(TEXT.count)(n));
      if (n < 5) await welcome.getByRole('button', { name: t(TEXT.next) }).click();
    }
    await expect(welcome.getByRole('button', { name: t(TEXT.skip) })).toHaveCount(0);
    await welcome.getByRole('button', { name: t(accountTexts.login) }).click();
    await expect(welcome).toBeHidden();
    const login = page.getByRole('dialog', { name: t(accountTexts.login) });
    await expect(login.getByRole('form', { name: t(accountTexts.loginForm) })).toBeVisible();

    const visited = (await page.context().cookies()).find((cookie) => cookie.name === 'visited');
    expect(visited?.value).toBe('true');
    const days = ((visited?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    await expect.poll(() => messages.filter((message) => message.type === 'cookie' || message.type === 'update-token')).toEqual([
      { type: 'cookie', name: 'visited', value: 'true' },
      { type: 'update-token', token: null, visited: true },
    ]);

    await page.reload();
    await shellSettled(page, messages, 2);
    await expect(page.getByRole('dialog', { name: t(TEXT.welcome) })).toHaveCount(0);
  });

  test('a member gets no welcome; the app hears the token and the visited flag at start', async ({ page, lang, t, request, baseURL }) => {
    const answer = await request.post('/api/token', {
      headers: { 'X-Forwarded-For': `198.51.100.${200 + (lang === 'nl' ? 1 : 2)}`, Accept: 'application/json' },
      data: DEMO,
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const token = ((await answer.json()) as { data: { token: string } }).data.token;
    await page.context().addCookies([{ name: 'auth-token', value: encodeURIComponent(token), url: baseURL ?? '' }]);
    const messages = await injectBridge(page, 'ios');
    await page.goto(pathIn(lang, '/'));
    await expect(page.getByRole('button', { name: t(TEXT.avatar) })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => ofType(messages, 'update-token')).toEqual([{ type: 'update-token', token, visited: false }]);
    // The session is a member's now, so the welcome can no longer be decided (the bell's polling
    // keeps the network busy: no waiting for it to be idle).
    await expect(page.getByRole('dialog', { name: t(TEXT.welcome) })).toHaveCount(0);
  });
});

test.describe('the Android app', () => {
  test.use({ userAgent: appUserAgent('android', '2.6') });

  test('login and logout post their messages; the welcome is skippable', async ({ page, lang, t }) => {
    test.slow();
    const messages = await injectBridge(page, 'android');
    await page.goto(pathIn(lang, '/login'));
    const welcome = page.getByRole('dialog', { name: t(TEXT.welcome) });
    await welcome.getByRole('button', { name: t(TEXT.skip) }).click({ timeout: 15_000 });
    await expect(welcome).toBeHidden();
    expect(ofType(messages, 'beforeMount')).toHaveLength(1);
    expect(ofType(messages, 'update-locale')).toEqual([{ type: 'update-locale', locale: lang }]);
    await expect.poll(() => ofType(messages, 'update-token')).toEqual([{ type: 'update-token', token: null, visited: true }]);

    await loginWithForm(page, t, DEMO.email, DEMO.password);
    const avatar = page.getByRole('button', { name: t(TEXT.avatar) });
    await expect(avatar).toBeVisible({ timeout: 15_000 });
    const token = decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'auth-token')?.value ?? '');
    expect(token).not.toBe('');
    await expect.poll(() => ofType(messages, 'update-token').at(-1)).toEqual({ type: 'update-token', token, visited: true });
    expect(ofType(messages, 'cookie')).toContainEqual({ type: 'cookie', name: 'auth-token', value: expect.any(String) });

    await avatar.click();
    await page.getByRole('button', { name: t(accountTexts.logout) }).click();
    await expect(page.getByRole('link', { name: t(accountTexts.login), exact: true })).toBeVisible();
    await expect.poll(() => ofType(messages, 'logout')).toEqual([{ type: 'logout' }]);
    expect(ofType(messages, 'cookie').at(-1)).toEqual({ type: 'cookie', name: 'auth-token', value: null });
  });
});

for (const platform of ['ios', 'android'] as const) {
  const below = { ios: '3.1.9', android: '2.4.9' }[platform];
  const store = {
    ios: { text: TEXT.appStore, url: (lang: Lang) => `https://apps.apple.com/be/search?term=Dealwijzer&l=${lang}` },
    android: { text: TEXT.playStore, url: (lang: Lang) => `https://play.google.com/store/search?q=Dealwijzer&c=apps&hl=${lang}` },
  }[platform];

  test.describe(`the ${platform} app below the minimum version (${E2E_APP_MIN_VERSION[platform]})`, () => {
    test.use({ userAgent: appUserAgent(platform, below) });

    test('gets the fullscreen update dialog, with no way to close it, linking to its store in the language', async ({ page, lang, t }) => {
      test.slow(); // axe
      const messages = await injectBridge(page, platform);
      await page.goto(pathIn(lang, '/'));
      const dialog = page.getByRole('dialog', { name: t(TEXT.update) });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByRole('link', { name: t(store.text) })).toHaveAttribute('href', store.url(lang));
      const box = await dialog.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport ? [box.width, box.height] : null).toEqual(viewport ? [viewport.width, viewport.height] : null);
      await expect(dialog.getByRole('button')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog', { name: t(TEXT.welcome) })).toHaveCount(0);
      expect(ofType(messages, 'beforeMount')).toHaveLength(1);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe(`the ${platform} app at the minimum version`, () => {
    test.use({ userAgent: appUserAgent(platform, E2E_APP_MIN_VERSION[platform]) });

    test('gets no update dialog', async ({ page, lang, t, baseURL }) => {
      await setVisited(page.context(), baseURL);
      const messages = await injectBridge(page, platform);
      await page.goto(pathIn(lang, '/'));
      await shellSettled(page, messages);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(t(TEXT.update))).toHaveCount(0);
    });
  });
}

test('an ordinary browser gets neither the welcome nor the update dialog', async ({ page, lang, t }) => {
  await page.goto(pathIn(lang, '/'));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: t(TEXT.welcome) })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: t(TEXT.update) })).toHaveCount(0);
  expect(await page.evaluate(() => document.cookie)).not.toContain('visited=');
});
