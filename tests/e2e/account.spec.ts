import type { Page } from '@playwright/test';
import { accountTexts, loginWithForm, mailLink, pathOf, RESET_LINK, VERIFY_LINK } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

type T = <V>(values: Record<Lang, V>) => V;

const texts = {
  ...accountTexts,
  settings: { nl: 'Instellingen', fr: 'Paramètres' },
  fname: { nl: 'Voornaam', fr: 'Prénom' },
  lname: { nl: 'Achternaam', fr: 'Nom' },
  currentPassword: { nl: 'Huidig wachtwoord', fr: 'Mot de passe actuel' },
  newPassword: { nl: 'Nieuw wachtwoord', fr: 'Nouveau mot de passe' },
  repeatNewPassword: { nl: 'Herhaal je nieuwe wachtwoord', fr: 'Répétez votre nouveau mot de passe' },
  userMenu: { nl: 'Mijn account', fr: 'Mon compte' },
  deleteTitle: { nl: 'Account verwijderen', fr: 'Supprimer le compte' },
} as const;

const menuOf = (t: T, name: string) => t({ nl: `Menu van ${name}`, fr: `Menu de ${name}` });

/** Steps 1–3 of the e-mail registration (docs/product.md, Validation), ending on /login#verification. */
async function register(page: Page, lang: Lang, t: T, user: { email: string; password: string; fname: string; lname: string }) {
  await page.goto(pathIn(lang, '/register'));
  const next = page.getByRole('button', { name: t({ nl: 'Volgende', fr: 'Suivant' }) });
  await page.getByLabel(t(texts.email)).fill(user.email);
  await page.getByLabel(t(texts.fname)).fill(user.fname);
  await page.getByLabel(t(texts.lname), { exact: true }).fill(user.lname);
  await page.getByLabel(t(texts.password), { exact: true }).fill(user.password);
  await page.getByLabel(t({ nl: 'Herhaal je wachtwoord', fr: 'Répétez votre mot de passe' })).fill(user.password);
  await next.click();
  await expect(page.getByText(t({ nl: 'Stap 2 van 3', fr: 'Étape 2 sur 3' }))).toBeVisible();
  await page.getByRole('checkbox', { name: /voorwaarden|conditions/ }).check();
  await next.click();
  await expect(page.getByText(t({ nl: 'Stap 3 van 3', fr: 'Étape 3 sur 3' }))).toBeVisible();
  await page.getByRole('radio', { name: t({ nl: 'Man', fr: 'Homme' }) }).check();
  await page.getByRole('button', { name: t({ nl: 'Account aanmaken', fr: 'Créer mon compte' }) }).click();
  await page.waitForURL((url) => url.pathname === pathIn(lang, '/login'), { timeout: 20_000 });
}

async function linkFromMail(to: string, pattern: RegExp): Promise<string> {
  let link: string | null = null;
  await expect.poll(() => (link = mailLink(to, pattern)), { timeout: 20_000 }).not.toBeNull();
  return pathOf(link ?? '');
}

async function logout(page: Page, t: T, name: string) {
  await page.getByRole('button', { name: menuOf(t, name) }).click();
  await page.getByRole('dialog', { name: t(texts.userMenu) }).getByRole('button', { name: t(texts.logout) }).click();
  await expect(page.getByRole('link', { name: t(texts.login), exact: true })).toBeVisible({ timeout: 15_000 });
}

async function loginOnPage(page: Page, lang: Lang, t: T, email: string, password: string) {
  await page.goto(pathIn(lang, '/login'));
  await loginWithForm(page, t, email, password);
}

/** A successful login lands on the index with the avatar; wait for both before navigating on. */
async function expectLoggedIn(page: Page, lang: Lang, t: T, name: string) {
  await page.waitForURL((url) => url.pathname === pathIn(lang, '/'), { timeout: 20_000 });
  await expect(page.getByRole('button', { name: menuOf(t, name) })).toBeVisible({ timeout: 15_000 });
}

// Every project is its own visitor: the per-IP login and registration limits of the API must not add
// up over the four projects and the other account specs (the e2e server trusts one proxy hop, see playwright.config.ts).
test.use({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': `198.51.100.${10 + testInfo.workerIndex * 4 + ['nl-desktop', 'fr-desktop', 'nl-phone', 'fr-phone'].indexOf(testInfo.project.name)}` });
  },
});

test.describe('account life cycle', () => {
  test('register, verify, settings, password change, reset by mail and deletion', async ({ page, lang, t }, testInfo) => {
    test.setTimeout(240_000);
    const email = `acct-${testInfo.project.name}-${Date.now()}@dealwijzer.example`;
    const first = { password: 'Een-heel-goed-wachtwoord-2026' };
    const changed = 'Een-nieuw-sterk-wachtwoord-42';
    const reset = 'Weer-een-ander-wachtwoord-7';

    // Registration and verification through the mailed link.
    await register(page, lang, t, { email, password: first.password, fname: 'Test', lname: 'Gebruiker' });
    await page.goto(await linkFromMail(email, VERIFY_LINK));
    await expect(
      page.getByText(t({ nl: 'Je e-mailadres is bevestigd. Je kunt nu inloggen.', fr: 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.' })),
    ).toBeVisible({ timeout: 20_000 });
    await loginOnPage(page, lang, t, email, first.password);
    await expectLoggedIn(page, lang, t, 'Test');
    // The main menu offers login to guests only.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const mainMenu = page.getByRole('dialog', { name: 'Menu' });
    await expect(mainMenu.getByRole('link', { name: t({ nl: 'Folders', fr: 'Dépliants' }) })).toBeVisible();
    await expect(mainMenu.getByRole('link', { name: t({ nl: 'Inloggen of registreren', fr: "Se connecter ou s'inscrire" }) })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Settings: name and newsletter, kept after a reload.
    await page.goto(pathIn(lang, '/settings'));
    await expect(page.getByRole('heading', { level: 1, name: t(texts.settings) })).toBeVisible();
    const fname = page.getByLabel(t(texts.fname));
    await expect(fname).toHaveValue('Test', { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await fname.fill('Renée');
    await page.getByRole('button', { name: t({ nl: 'Profiel opslaan', fr: 'Enregistrer le profil' }) }).click();
    await expect(page.getByText(t({ nl: 'Je profiel is bijgewerkt.', fr: 'Votre profil a été mis à jour.' }))).toBeVisible();
    const newsletter = page.getByRole('checkbox', { name: /nieuwsbrief|newsletter/ });
    await expect(newsletter).not.toBeChecked();
    await newsletter.check();
    await page.getByRole('button', { name: t({ nl: 'Voorkeuren opslaan', fr: 'Enregistrer les préférences' }) }).click();
    await expect(page.getByText(t({ nl: 'Je voorkeuren zijn bijgewerkt.', fr: 'Vos préférences ont été mises à jour.' }))).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t(texts.fname))).toHaveValue('Renée', { timeout: 15_000 });
    await expect(page.getByRole('checkbox', { name: /nieuwsbrief|newsletter/ })).toBeChecked();
    await expect(page.getByRole('button', { name: menuOf(t, 'Renée') })).toBeVisible();

    // Password change: a wrong current password is a field error, then the change signs in with the new one.
    const submitPassword = page.getByRole('button', { name: t({ nl: 'Wachtwoord wijzigen', fr: 'Modifier le mot de passe' }) });
    await page.getByLabel(t(texts.currentPassword)).fill('Niet-mijn-wachtwoord-1');
    await page.getByLabel(t(texts.newPassword), { exact: true }).fill(changed);
    await page.getByLabel(t(texts.repeatNewPassword)).fill(changed);
    await submitPassword.click();
    await expect(page.getByText(t({ nl: 'Je huidige wachtwoord is niet juist.', fr: 'Votre mot de passe actuel est incorrect.' }))).toBeVisible();
    await expect(page.getByLabel(t(texts.newPassword), { exact: true })).toHaveValue(changed);
    await page.getByLabel(t(texts.currentPassword)).fill(first.password);
    await submitPassword.click();
    await expect(page.getByText(t({ nl: 'Wachtwoord gewijzigd', fr: 'Mot de passe modifié' }))).toBeVisible();
    await expect(page.getByLabel(t(texts.currentPassword))).toHaveValue('');
    await logout(page, t, 'Renée');
    await loginOnPage(page, lang, t, email, changed);
    await expectLoggedIn(page, lang, t, 'Renée');
    await logout(page, t, 'Renée');

    // Forgotten password: the mailed link sets a new one, which then logs in.
    await page.goto(pathIn(lang, '/login'));
    await page.getByRole('button', { name: t({ nl: 'Wachtwoord vergeten?', fr: 'Mot de passe oublié ?' }) }).click();
    await page.getByLabel(t(texts.email)).fill(email);
    await page.getByRole('button', { name: t({ nl: 'Stuur me een link', fr: 'Envoyez-moi un lien' }) }).click();
    await expect(page.getByText(t({ nl: 'Kijk in je mailbox', fr: 'Consultez votre boîte mail' }))).toBeVisible();
    await page.goto(await linkFromMail(email, RESET_LINK));
    await page.getByLabel(t(texts.newPassword), { exact: true }).fill(reset);
    await page.getByLabel(t(texts.repeatNewPassword)).fill(reset);
    await page.getByRole('button', { name: t({ nl: 'Wachtwoord opslaan', fr: 'Enregistrer le mot de passe' }) }).click();
    await expect(
      page.getByText(
        t({
          nl: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
          fr: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
        }),
      ),
    ).toBeVisible({ timeout: 15_000 });
    await page.getByRole('main').getByRole('link', { name: t({ nl: 'Naar inloggen', fr: 'Se connecter' }) }).click();
    await loginWithForm(page, t, email, reset);
    await expectLoggedIn(page, lang, t, 'Renée');

    // Deletion: confirmation required, then the index in the user's language as a guest.
    await page.goto(pathIn(lang, '/delete-account'));
    await expect(page.getByRole('heading', { level: 1, name: t(texts.deleteTitle) })).toBeVisible();
    const confirm = page.getByRole('checkbox', { name: t({ nl: /definitief verwijderd/, fr: /définitivement supprimés/ }) });
    await expect(confirm).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    const submitDelete = page.getByRole('button', { name: t({ nl: 'Account definitief verwijderen', fr: 'Supprimer définitivement mon compte' }) });
    await submitDelete.click();
    await expect(
      page.getByText(t({ nl: 'Vink dit aan om te bevestigen dat je je account wilt verwijderen.', fr: 'Cochez cette case pour confirmer que vous voulez supprimer votre compte.' })),
    ).toBeVisible();
    await confirm.check();
    await submitDelete.click();
    await page.waitForURL((url) => url.pathname === pathIn(lang, '/'), { timeout: 20_000 });
    await expect(page.getByText(t({ nl: 'Je account is verwijderd', fr: 'Votre compte a été supprimé' }))).toBeVisible();
    await expect(page.getByRole('link', { name: t(texts.login), exact: true })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'auth-token')).toBeUndefined();

    await loginOnPage(page, lang, t, email, reset);
    await expect(page.getByText(t({ nl: 'Ongeldige inloggegevens', fr: 'Identifiants invalides' }))).toBeVisible();
  });
});
