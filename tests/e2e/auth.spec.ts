import type { Page } from '@playwright/test';
import { accountTexts, loginWithForm as fillLoginForm, verificationLink } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

const DEMO = { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' };

const texts = {
  ...accountTexts,
  avatar: { nl: 'Menu van Demo', fr: 'Menu de Demo' },
} as const;

function loginWithForm(page: Page, t: <T>(values: Record<Lang, T>) => T, password: string) {
  return fillLoginForm(page, t, DEMO.email, password);
}

test.describe('accounts', () => {
  test('the demo user logs in, sees the avatar and logs out', async ({ page, lang, t }) => {
    test.slow();
    await page.goto(pathIn(lang, '/login'));
    await expect(page.getByRole('heading', { level: 1, name: t(texts.login) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await loginWithForm(page, t, DEMO.password);
    await page.waitForURL((url) => url.pathname === pathIn(lang, '/'));
    const avatar = page.getByRole('button', { name: t(texts.avatar) });
    await expect(avatar).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: t(texts.login), exact: true })).toHaveCount(0);

    await avatar.click();
    const menu = page.getByRole('dialog', { name: t({ nl: 'Mijn account', fr: 'Mon compte' }) });
    await expect(menu.getByRole('link', { name: t({ nl: 'Instellingen', fr: 'Paramètres' }) })).toBeVisible();
    await expect(menu.getByText(t({ nl: /punten beschikbaar/, fr: /points disponibles/ }))).toBeVisible();
    await menu.getByRole('button', { name: t(texts.logout) }).click();
    await expect(page.getByRole('link', { name: t(texts.login), exact: true })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'auth-token')).toBeUndefined();
  });

  test('a wrong password shows the product message', async ({ page, lang, t }) => {
    await page.goto(pathIn(lang, '/login'));
    await loginWithForm(page, t, 'Niet-het-juiste-wachtwoord');
    await expect(page.getByText(t({ nl: 'Ongeldige inloggegevens', fr: 'Identifiants invalides' }))).toBeVisible();
    await expect(
      page.getByText(
        t({ nl: 'Onjuist e-mailadres of wachtwoord. Probeer het opnieuw.', fr: 'Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.' }),
      ),
    ).toBeVisible();
  });

  test('/login?redirect= returns to that page after login', async ({ page, lang, t }) => {
    test.slow();
    const folders = pathIn(lang, '/folders', '/depliants');
    await page.goto(`${pathIn(lang, '/login')}?redirect=${encodeURIComponent(folders)}`);
    await loginWithForm(page, t, DEMO.password);
    await page.waitForURL((url) => url.pathname === folders);
    await expect(page.getByRole('button', { name: t(texts.avatar) })).toBeVisible({ timeout: 15_000 });
  });

  test("the header's login link brings the visitor back to the page they were on", async ({ page, lang, t }) => {
    test.slow();
    // A page with a query (home's "Nieuw" tab): the query comes back too.
    const category = `${pathIn(lang, '/')}?sort=newest`;
    await page.goto(category);
    await page.getByRole('banner').getByRole('link', { name: t(texts.login), exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathIn(lang, '/login'));
    await loginWithForm(page, t, DEMO.password);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === category);
    await expect(page.getByRole('button', { name: t(texts.avatar) })).toBeVisible({ timeout: 15_000 });
  });

  test('a guest following a member gets the auth dialog on its default tab', async ({ page, lang, t, request }) => {
    const feed = (await (await request.get('/api/feed-items?per_page=1&filters[morphable_types][]=Post', { headers: { Language: lang } })).json()) as {
      data: Array<{ data: { user: { id: number } | null } }>;
    };
    const userId = feed.data[0]?.data.user?.id;
    expect(userId).toBeTruthy();
    await page.goto(pathIn(lang, `/profiel/${userId}`));
    await page.getByRole('button', { name: t({ nl: 'Volgen', fr: 'Suivre' }) }).click();
    const dialog = page.getByRole('dialog', { name: t({ nl: 'Log in om verder te gaan', fr: 'Connectez-vous pour continuer' }) });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: t(texts.login) }).click();
    await expect(page.getByRole('dialog', { name: t(texts.login) })).toBeVisible();
    await page.getByRole('button', { name: t({ nl: 'Terug', fr: 'Retour' }) }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('registers by e-mail through the steps, verifies through the mail and logs in', async ({ page, lang, t }) => {
    test.slow();
    const email = `e2e-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@dealwijzer.example`;
    const password = 'Een-heel-goed-wachtwoord-2026';
    await page.goto(pathIn(lang, '/register'));
    await expectNoSeriousA11yViolations(page);
    const next = page.getByRole('button', { name: t({ nl: 'Volgende', fr: 'Suivant' }) });

    await page.getByLabel(t(texts.email)).fill(email);
    await page.getByLabel(t({ nl: 'Voornaam', fr: 'Prénom' })).fill('Test');
    await page.getByLabel(t({ nl: 'Achternaam', fr: 'Nom' }), { exact: true }).fill('Gebruiker');
    await page.getByLabel(t(texts.password), { exact: true }).fill(password);
    await page.getByLabel(t({ nl: 'Herhaal je wachtwoord', fr: 'Répétez votre mot de passe' })).fill(password);
    await next.click();

    await expect(page.getByText(t({ nl: 'Stap 2 van 3', fr: 'Étape 2 sur 3' }))).toBeVisible();
    await next.click();
    await expect(page.getByText(t({ nl: 'Je moet de algemene voorwaarden aanvaarden.', fr: 'Vous devez accepter les conditions générales.' }))).toBeVisible();
    const terms = page.getByRole('link', { name: t({ nl: 'algemene voorwaarden', fr: 'conditions générales' }), exact: true });
    await expect(terms).toHaveAttribute('target', '_blank');
    await page.getByRole('checkbox', { name: /voorwaarden|conditions/ }).check();
    await next.click();

    await expect(page.getByText(t({ nl: 'Stap 3 van 3', fr: 'Étape 3 sur 3' }))).toBeVisible();
    await expect(page.getByLabel(t(texts.email))).toHaveAttribute('readonly', '');
    await page.getByRole('radio', { name: t({ nl: 'Vrouw', fr: 'Femme' }) }).check();
    await page.getByRole('button', { name: t({ nl: 'Account aanmaken', fr: 'Créer mon compte' }) }).click();

    await page.waitForURL((url) => url.pathname === pathIn(lang, '/login'));
    const registered = page.getByRole('dialog', { name: t({ nl: 'Bijna klaar!', fr: 'C’est presque fini !' }) });
    await expect(registered).toBeVisible();
    await expect(registered.getByText(email)).toBeVisible();

    let link: string | null = null;
    await expect.poll(() => (link = verificationLink(email)), { timeout: 15_000 }).not.toBeNull();
    const verifyUrl = new URL(link ?? '');
    await page.goto(`${verifyUrl.pathname}${verifyUrl.search}`);
    await expect(
      page.getByText(t({ nl: 'Je e-mailadres is bevestigd. Je kunt nu inloggen.', fr: 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.' })),
    ).toBeVisible({ timeout: 20_000 });
    // In French the header's login link has the same name.
    await page.getByRole('main').getByRole('link', { name: t({ nl: 'Naar inloggen', fr: 'Se connecter' }) }).click();
    const form = page.getByRole('form', { name: t({ nl: 'Inloggen met e-mail', fr: 'Connexion par e-mail' }) });
    await form.getByLabel(t(texts.email)).fill(email);
    await form.getByLabel(t(texts.password), { exact: true }).fill(password);
    await form.getByRole('button', { name: t(texts.login) }).click();
    await expect(page.getByRole('button', { name: t({ nl: 'Menu van Test', fr: 'Menu de Test' }) })).toBeVisible({ timeout: 15_000 });
  });
});
