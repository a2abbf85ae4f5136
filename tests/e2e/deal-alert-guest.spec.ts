import { mailLink, pathOf } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * A guest's deal alert from start to end (docs/deal-alerts.md, Guests): subscribe (through the API,
 * as the subscription box does), read the confirmation mail from the outbox, confirm on the page,
 * change the period on the manage page, unsubscribe on the unsubscribe page. Dutch on a desktop and
 * French on a phone.
 */

const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/deal-alerts\/confirm\?token=[A-Za-z0-9]+/;

test.use({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    // Each run and project its own caller: the subscribe call is limited per IP address.
    await use({ 'X-Forwarded-For': `203.0.113.${(Date.now() + testInfo.workerIndex * 7) % 250}` });
  },
});

test('a guest subscribes, confirms, manages and unsubscribes', async ({ page, lang, t }, testInfo) => {
  test.skip(!['nl-desktop', 'fr-phone'].includes(testInfo.project.name), 'one language per viewport is enough here');
  test.setTimeout(90_000);
  const email = `guest-${testInfo.project.name}-${Date.now()}@dealwijzer.example`;
  const query = t({ nl: 'koffiebonen', fr: 'grains de café' });

  const subscribed = await page.request.post('/api/deal-alerts/guest', {
    data: { email, locale: lang, query, daily_email_notification: true },
  });
  expect(subscribed.status()).toBe(202);
  expect(await subscribed.json()).toEqual({ data: { status: 'pending' } });

  let link: string | null = null;
  await expect.poll(() => (link = mailLink(email, CONFIRM_LINK)), { timeout: 30_000 }).not.toBeNull();
  const confirmPath = pathOf(link ?? '');
  expect(confirmPath.startsWith(lang === 'fr' ? '/fr/deal-alerts/confirm?' : '/deal-alerts/confirm?')).toBe(true);

  // Opening the link changes nothing; the button confirms.
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { name: t({ nl: 'Deal alert bevestigen', fr: 'Confirmer l’alerte promo' }) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t({ nl: 'Bevestig mijn deal alert', fr: 'Confirmer mon alerte promo' }) }).click();
  await expect(page.getByRole('status')).toContainText(t({ nl: 'Je deal alert is actief', fr: 'Votre alerte promo est active' }));

  // The manage page: the alert, its period changed.
  await page.getByRole('link', { name: t({ nl: 'Mijn deal alerts beheren', fr: 'Gérer mes alertes promo' }) }).click();
  await page.waitForURL((url) => url.pathname === (lang === 'fr' ? '/fr/deal-alerts/manage' : '/deal-alerts/manage'));
  const manageUrl = new URL(page.url());
  await expect(page.getByText(t({ nl: `Zoekopdracht ‘${query}’`, fr: `Recherche « ${query} »` }))).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(t({ nl: 'Hoe vaak?', fr: 'À quelle fréquence ?' })).selectOption('weekly');
  await expect(page.getByRole('status')).toHaveText(t({ nl: 'Opgeslagen.', fr: 'Enregistré.' }));
  await page.reload();
  await expect(page.getByLabel(t({ nl: 'Hoe vaak?', fr: 'À quelle fréquence ?' }))).toHaveValue('weekly');

  // The unsubscribe page asks first; the manage link's token covers every alert of the address.
  await page.goto(`${manageUrl.pathname.replace('/manage', '/unsubscribe')}${manageUrl.search}`);
  await expect(page.getByText(t({ nl: 'Wil je deze deal alert-e-mails niet meer ontvangen?', fr: 'Vous ne voulez plus recevoir ces e-mails d’alerte promo ?' }))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t({ nl: 'Ja, schrijf me uit', fr: 'Oui, me désabonner' }) }).click();
  await expect(page.getByRole('status')).toContainText(t({ nl: 'Je bent uitgeschreven.', fr: 'Vous êtes désabonné.' }));

  await page.goto(`${manageUrl.pathname}${manageUrl.search}`);
  await expect(page.getByText(t({ nl: 'Je hebt geen deal alerts.', fr: 'Vous n’avez aucune alerte promo.' }))).toBeVisible();
});
