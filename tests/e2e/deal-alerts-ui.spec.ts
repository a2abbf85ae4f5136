import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, screenshotFor, test, type Lang } from './fixtures';
import { newMember, signInWithToken } from './members';
import { mailLink, pathOf } from './account-helpers';

// The subscription box's states and /deal-alerts for guests and members (docs/deal-alerts.md,
// "Subscribing in the site"). The box behaves the same at every width (compact on a phone, expanded in
// a desktop's left bar): its behaviour runs in nl-desktop and fr-phone; the screenshots (@matrix) in all four.

const texts = {
  follow: { nl: 'Volgen', fr: 'Suivre' },
  followed: { nl: 'Gevolgd', fr: 'Suivi' },
  unfollow: { nl: 'Niet meer volgen', fr: 'Ne plus suivre' },
  edit: { nl: 'Wijzigen', fr: 'Modifier' },
  cancel: { nl: 'Annuleren', fr: 'Annuler' },
  save: { nl: 'Opslaan', fr: 'Enregistrer' },
  createAlert: { nl: 'Alert maken', fr: 'Créer l’alerte' },
  email: { nl: 'Je e-mailadres', fr: 'Votre adresse e-mail' },
  emailChannel: { nl: 'Per e-mail', fr: 'Par e-mail' },
  weekly: { nl: 'Wekelijks', fr: 'Chaque semaine' },
  siteOnly: { nl: 'Alleen op de site', fr: 'Uniquement sur le site' },
  emailRequired: { nl: 'Vul je e-mailadres in om alerts per e-mail te krijgen.', fr: 'Indiquez votre adresse e-mail pour recevoir les alertes par e-mail.' },
  typeError: { nl: 'Kies hoe je je alerts wilt krijgen: vink e-mail aan.', fr: 'Choisissez comment recevoir vos alertes : cochez e-mail.' },
  checkMailbox: { nl: 'Kijk in je mailbox', fr: 'Consultez votre boîte mail' },
  weeklyText: { nl: 'elke week per e-mail', fr: 'chaque semaine par e-mail' },
  guestTitle: { nl: 'Maak een deal alert met je e-mailadres', fr: 'Créez une alerte promo avec votre adresse e-mail' },
  target: { nl: 'Wat wil je volgen?', fr: 'Que voulez-vous suivre ?' },
  keyword: { nl: 'Zoekwoord', fr: 'Mot-clé' },
  mine: { nl: 'Jouw deal alerts', fr: 'Vos alertes promos' },
  promos: { nl: 'Promoties voor jouw alerts', fr: 'Les promos de vos alertes' },
  login: { nl: 'Log in om deal alerts te maken', fr: 'Connectez-vous pour créer des alertes promo' },
  chip: { nl: 'Deal alerts', fr: 'Alertes promo' },
  guestSent: { nl: 'Check je mailbox', fr: 'Consultez votre boîte mail' },
  strip: { nl: 'Categorieën', fr: 'Catégories' },
  deleteYes: { nl: 'Ja, verwijderen', fr: 'Oui, supprimer' },
} as const;

type WireStore = { id: number; translation: { title: string; route: string } };

const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/deal-alerts\/confirm\?token=[A-Za-z0-9]+/;

test.use({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    // Each test its own visitor: the guest subscribe call is limited per IP address.
    await use({ 'X-Forwarded-For': `198.51.100.${(Date.now() + testInfo.workerIndex * 13 + testInfo.testId.length) % 250}` });
  },
});

const BOX_PROJECTS = ['nl-desktop', 'fr-phone'];

async function storeFor(request: APIRequestContext, lang: Lang, testInfo: TestInfo): Promise<WireStore> {
  const response = await request.get('/api/stores?per_page=20', { headers: { Language: lang, Accept: 'application/json' } });
  const stores = ((await response.json()) as { data: WireStore[] }).data;
  const store = stores[(testInfo.workerIndex + testInfo.retry + Number(testInfo.project.name.length)) % stores.length];
  if (!store) throw new Error('The demo seed has no store');
  return store;
}

/** The box on screen (a page holds two, one hidden by CSS at each width). */
const visibleBox = (page: Page, title: string) => page.getByRole('region', { name: title }).locator('visible=true');

test.describe('subscription box', () => {
  test('a guest: the form checks the channel and the address, then Followed asks to confirm by mail', async ({ page, request, lang, t }, testInfo) => {
    test.skip(!BOX_PROJECTS.includes(testInfo.project.name), 'same behaviour at every width and language: nl-desktop and fr-phone');
    const store = await storeFor(request, lang, testInfo);
    await page.goto(store.translation.route);
    const box = visibleBox(page, t({ nl: `Deal alerts voor ${store.translation.title}`, fr: `Alertes promos pour ${store.translation.title}` }));
    await box.getByRole('button', { name: t(texts.follow), exact: true }).click();
    const email = box.getByRole('textbox', { name: t(texts.email) });
    await expect(box.getByRole('checkbox', { name: t(texts.emailChannel) })).toBeFocused();

    await box.getByRole('button', { name: t(texts.createAlert) }).click();
    await expect(box.getByText(t(texts.emailRequired))).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await box.getByRole('checkbox', { name: t(texts.emailChannel) }).uncheck();
    await box.getByRole('button', { name: t(texts.createAlert) }).click();
    await expect(box.getByText(t(texts.typeError))).toBeVisible();
    await box.getByText(t(texts.weekly), { exact: true }).click();
    const address = `gast-${testInfo.project.name}-${Date.now()}@dealwijzer.example`;
    await email.fill(address);
    await box.getByRole('button', { name: t(texts.createAlert) }).click();

    const followed = box.getByRole('button', { name: t(texts.followed), exact: true });
    await expect(followed).toHaveAttribute('aria-pressed', 'true');
    await expect(followed).toBeFocused();
    await expect(box.getByRole('status')).toContainText(t(texts.checkMailbox));
    await expectNoSeriousA11yViolations(page);
    // The confirmation mail is on its way, in the page's language.
    await expect.poll(() => mailLink(address, CONFIRM_LINK), { timeout: 30_000 }).not.toBeNull();
    expect(pathOf(mailLink(address, CONFIRM_LINK) ?? '').startsWith(pathIn(lang, '/deal-alerts/confirm?'))).toBe(true);
  });

  test('a member: follows weekly, sees it after a reload, edits, unfollows', async ({ page, request, lang, t }, testInfo) => {
    test.skip(!BOX_PROJECTS.includes(testInfo.project.name), 'same behaviour at every width and language: nl-desktop and fr-phone');
    test.slow();
    const member = await newMember(request, lang, 'box');
    await signInWithToken(page, member.token);
    const store = await storeFor(request, lang, testInfo);
    await page.goto(store.translation.route);
    const box = visibleBox(page, t({ nl: `Deal alerts voor ${store.translation.title}`, fr: `Alertes promos pour ${store.translation.title}` }));
    const follow = box.getByRole('button', { name: t(texts.follow), exact: true });
    await expect(follow).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
    await follow.click();
    await expect(box.getByText(t(texts.siteOnly), { exact: true })).toBeVisible();
    await expect(box.getByRole('textbox')).toHaveCount(0);
    await box.getByText(t(texts.weekly), { exact: true }).click();
    await box.getByRole('button', { name: t(texts.save), exact: true }).click();

    const followed = box.getByRole('button', { name: t(texts.followed), exact: true });
    await expect(followed).toHaveAttribute('aria-pressed', 'true');
    await expect(box).toContainText(t(texts.weeklyText));
    await page.reload();
    await expect(followed).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
    await expect(box).toContainText(t(texts.weeklyText));
    // Following made an alert: the category strip's deal-alerts chip is for members with alerts.
    await page.goto(pathIn(lang, '/deal-alerts'));
    await expect(page.getByRole('navigation', { name: t(texts.strip) }).getByRole('link', { name: t(texts.chip) })).toBeVisible({ timeout: 15_000 });
    await page.goto(store.translation.route);

    await box.getByRole('button', { name: t(texts.edit), exact: true }).click();
    await expect(box.getByRole('radio', { name: t(texts.weekly) })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await box.getByRole('button', { name: t(texts.cancel), exact: true }).click();
    await expect(followed).toBeFocused();

    await box.getByRole('button', { name: t(texts.unfollow), exact: true }).click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expect(follow).toBeFocused();
  });
});

test.describe('/deal-alerts', () => {
  test('a guest reads what alerts are and subscribes to a keyword by e-mail', async ({ page, lang, t }, testInfo) => {
    // `deal-alerts` as a promo category slug is this page too.
    await page.goto(pathIn(lang, '/promos/deal-alerts', '/promos/deal-alerts'));
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/deal-alerts')}$`));
    await expect(page.getByRole('link', { name: t(texts.login) }).first()).toBeVisible();
    const form = page.getByRole('form', { name: t(texts.guestTitle) });
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: t(texts.strip) }).getByRole('link', { name: t(texts.chip) })).toHaveCount(0);
    await form.getByRole('combobox', { name: t(texts.target) }).selectOption('query');
    await form.getByRole('textbox', { name: t(texts.keyword) }).fill('airfryer');
    await form.getByRole('textbox', { name: t(texts.email) }).fill(`gast-${testInfo.project.name}-${Date.now()}@dealwijzer.example`);
    await form.scrollIntoViewIfNeeded();
    await screenshotFor(page, testInfo, 'deal-alerts-guest-form');
    await form.getByRole('button', { name: t(texts.createAlert) }).click();
    await expect(page.getByRole('status').filter({ hasText: t(texts.guestSent) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a member manages their alerts: period, delete after confirming; matching promos', async ({ page, request, lang, t }, testInfo) => {
    test.skip(!BOX_PROJECTS.includes(testInfo.project.name), 'screenshots of the other two come from the screenshot test');
    test.slow();
    const member = await newMember(request, lang, 'dealalerts');
    const store = await storeFor(request, lang, testInfo);
    const headers = { Authorization: `Bearer ${member.token}`, Accept: 'application/json', Language: lang };
    expect((await request.put(`/api/stores/${store.id}/subscribe`, { headers, data: { daily_email_notification: true } })).status()).toBe(200);
    await signInWithToken(page, member.token);
    await page.goto(pathIn(lang, '/deal-alerts'));

    const mine = page.getByRole('region', { name: t(texts.mine) });
    await expect(mine.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
    await expect(mine.getByRole('link', { name: store.translation.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t(texts.login) })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t(texts.strip) }).getByRole('link', { name: t(texts.chip) })).toBeVisible();
    await expect(page.getByRole('region', { name: t(texts.promos) })).toBeVisible();

    const period = mine.getByRole('combobox');
    await period.selectOption('weekly');
    await expect(period).toHaveValue('weekly');
    await expect
      .poll(async () => ((await (await request.get('/api/subscriptions', { headers })).json()) as { data: { weekly_email_notification: boolean }[] }).data[0]?.weekly_email_notification)
      .toBe(true);
    await expectNoSeriousA11yViolations(page);

    await mine.getByRole('button', { name: t({ nl: `Alert voor ${store.translation.title} verwijderen`, fr: `Supprimer l’alerte pour ${store.translation.title}` }) }).click();
    await mine.getByRole('button', { name: t(texts.deleteYes) }).click();
    await expect(mine.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t(texts.strip) }).getByRole('link', { name: t(texts.chip) })).toHaveCount(0);

    // A keyword alert's filters: a price that is no price is refused beside its field, which gets the focus.
    expect((await request.put('/api/search/subscribe', { headers, data: { query: 'airfryer', daily_email_notification: true } })).status()).toBe(200);
    await page.reload();
    await mine.getByRole('button', { name: t({ nl: 'Filters', fr: 'Filtres' }), exact: true }).click();
    const price = mine.getByRole('textbox', { name: t({ nl: 'Maximumprijs (€)', fr: 'Prix maximum (€)' }) });
    await price.fill('abc');
    await mine.getByRole('button', { name: t({ nl: 'Filters opslaan', fr: 'Enregistrer les filtres' }) }).focus();
    await page.keyboard.press('Enter');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toBeFocused();
  });
});

test('screenshots of the box and /deal-alerts', { tag: '@matrix' }, async ({ page, request, lang, t }, testInfo) => {
  test.slow();
  const store = await storeFor(request, lang, testInfo);
  await page.goto(store.translation.route);
  const box = visibleBox(page, t({ nl: `Deal alerts voor ${store.translation.title}`, fr: `Alertes promos pour ${store.translation.title}` }));
  await box.scrollIntoViewIfNeeded();
  await screenshotFor(page, testInfo, 'box-guest');
  await box.getByRole('button', { name: t(texts.follow), exact: true }).click();
  await box.getByRole('button', { name: t(texts.createAlert) }).click();
  await expect(box.getByText(t(texts.emailRequired))).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await screenshotFor(page, testInfo, 'box-guest-form-errors');

  const member = await newMember(request, lang, 'shots');
  const headers = { Authorization: `Bearer ${member.token}`, Accept: 'application/json', Language: lang };
  await request.put(`/api/stores/${store.id}/subscribe`, { headers, data: { weekly_email_notification: true } });
  await request.put('/api/search/subscribe', { headers, data: { query: 'airfryer', daily_email_notification: true, max_price: 80 } });
  await signInWithToken(page, member.token);
  await page.goto(store.translation.route);
  await expect(box.getByRole('button', { name: t(texts.followed), exact: true })).toBeVisible({ timeout: 15_000 });
  await box.scrollIntoViewIfNeeded();
  await screenshotFor(page, testInfo, 'box-member-followed');
  await page.goto(pathIn(lang, '/deal-alerts'));
  await expect(page.getByRole('region', { name: t(texts.mine) }).getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole('region', { name: t(texts.mine) }).scrollIntoViewIfNeeded();
  await screenshotFor(page, testInfo, 'deal-alerts-member');
  await screenshotFor(page, testInfo, 'deal-alerts-member-full', true);
});
