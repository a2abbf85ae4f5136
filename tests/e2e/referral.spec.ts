import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, screenshotFor, test, type Lang } from './fixtures';
import { newMember, signInWithToken, type Member } from './members';

/**
 * Refer a friend (docs/referral.md): the member's page shows their link; a guest who arrived with a
 * campaign tag opens it and registers; the registration carries the invitation and the tag; the
 * member's page then counts the friend. Same behaviour in every language and width: nl-desktop and fr-phone.
 */

type T = <V>(values: Record<Lang, V>) => V;
type Referrals = { link: string; code: string; friends_joined: number; friends: { fname: string }[] };

const PROJECTS = ['nl-desktop', 'fr-phone'];
const FRIEND_PASSWORD = 'Een-goede-vriend-2026!';
const DEMO_ACCOUNTS = {
  nl: { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026', fname: 'Demo' },
  fr: { email: 'camille.dubois@dealwijzer.example', password: 'Demo-motdepasse-2026', fname: 'Camille' },
} as const;

const texts = {
  title: { nl: 'Verwijs een vriend', fr: 'Parrainez un ami' },
  link: { nl: 'Jouw uitnodigingslink', fr: "Votre lien d'invitation" },
  joined: { nl: 'Vrienden ingeschreven', fr: 'Amis inscrits' },
  next: { nl: 'Volgende', fr: 'Suivant' },
} as const;

// The registration limits count per visitor address: each project is a visitor of its own (account.spec.ts).
test.use({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': `198.51.100.${200 + testInfo.workerIndex * 4 + ['nl-desktop', 'fr-desktop', 'nl-phone', 'fr-phone'].indexOf(testInfo.project.name)}` });
  },
});

const referPath = (lang: Lang) => pathIn(lang, '/verwijs-een-vriend', '/parrainez-un-ami');

async function referrals(request: APIRequestContext, lang: Lang, member: Member): Promise<Referrals> {
  const response = await request.get('/api/me/referrals', { headers: { Language: lang, Accept: 'application/json', Authorization: `Bearer ${member.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Referrals }).data;
}

/** Steps 1–3 of the e-mail registration form on screen (the page the invitation link opens). */
async function registerOnForm(page: Page, t: T, user: { email: string; fname: string }) {
  const next = page.getByRole('button', { name: t(texts.next) });
  await page.getByLabel(t({ nl: 'E-mailadres', fr: 'Adresse e-mail' })).fill(user.email);
  await page.getByLabel(t({ nl: 'Voornaam', fr: 'Prénom' })).fill(user.fname);
  await page.getByLabel(t({ nl: 'Achternaam', fr: 'Nom' }), { exact: true }).fill('Vriend');
  await page.getByLabel(t({ nl: 'Wachtwoord', fr: 'Mot de passe' }), { exact: true }).fill(FRIEND_PASSWORD);
  await page.getByLabel(t({ nl: 'Herhaal je wachtwoord', fr: 'Répétez votre mot de passe' })).fill(FRIEND_PASSWORD);
  await next.click();
  await expect(page.getByText(t({ nl: 'Stap 2 van 3', fr: 'Étape 2 sur 3' }))).toBeVisible();
  await page.getByRole('checkbox', { name: /voorwaarden|conditions/ }).check();
  await next.click();
  await expect(page.getByText(t({ nl: 'Stap 3 van 3', fr: 'Étape 3 sur 3' }))).toBeVisible();
  await page.getByRole('radio', { name: t({ nl: 'Vrouw', fr: 'Femme' }) }).check();
  await page.getByRole('button', { name: t({ nl: 'Account aanmaken', fr: 'Créer mon compte' }) }).click();
}

test.describe('refer a friend', () => {
  test('the link of a member brings a friend who registers; the tag and the invitation ride along, and the member sees the friend', async ({ page, request, lang, t }, testInfo) => {
    test.skip(!PROJECTS.includes(testInfo.project.name), 'same behaviour in every language and width: nl-desktop and fr-phone');
    test.setTimeout(120_000);
    const member = await newMember(request, lang, 'referrer');

    // The member's page: the link, the share buttons, nobody yet.
    await signInWithToken(page, member.token);
    await page.goto(referPath(lang));
    await expect(page.getByRole('heading', { level: 1, name: t(texts.title) })).toBeVisible();
    const linkField = page.getByLabel(t(texts.link));
    await expect(linkField).toHaveValue(/\/register\?invited_by=[A-Z0-9]{10}$/, { timeout: 15_000 });
    const link = await linkField.inputValue();
    expect(new URL(link).pathname).toBe(pathIn(lang, '/register'));
    await expect(page.getByRole('button', { name: t({ nl: 'Kopieer link', fr: 'Copier le lien' }) })).toBeVisible();
    await expect(page.getByTestId('friends-joined')).toHaveText('0');
    await expectNoSeriousA11yViolations(page);
    await screenshotFor(page, testInfo, 'refer-empty', true);

    // A guest arrives from a campaign (on a members-only address, which sends them to login), then opens the link.
    await page.context().clearCookies();
    await page.goto(`${referPath(lang)}?campaign_tag=e2e-lente`);
    await page.waitForURL((url) => url.pathname === pathIn(lang, '/login'));
    const invitation = new URL(link);
    await page.goto(`${invitation.pathname}${invitation.search}`);
    const email = `friend-${testInfo.project.name}-${Date.now()}@dealwijzer.example`;
    const sent = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/register');
    await registerOnForm(page, t, { email, fname: 'Fien' });
    expect((await sent).postDataJSON()).toMatchObject({ email, invited_by: invitation.searchParams.get('invited_by'), campaign_tag: 'e2e-lente' });
    await page.waitForURL((url) => url.pathname === pathIn(lang, '/login'), { timeout: 20_000 });

    // invited_by is set: the member's figures count the friend, and so does their page.
    await expect.poll(async () => (await referrals(request, lang, member)).friends.map((friend) => friend.fname)).toEqual(['Fien']);
    await page.context().clearCookies();
    await signInWithToken(page, member.token);
    await page.goto(referPath(lang));
    await expect(page.getByTestId('friends-joined')).toHaveText('1', { timeout: 15_000 });
    await expect(page.getByText('Fien', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotFor(page, testInfo, 'refer-friend', true);

    // The points history in settings.
    await page.goto(pathIn(lang, '/settings'));
    const points = page.getByRole('region', { name: t({ nl: 'Je punten', fr: 'Vos points' }) });
    await expect(points.getByTestId('points-available')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await points.getByRole('heading').evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await screenshotFor(page, testInfo, 'settings-points');
  });

  test("a demo member's points history in settings, and the bonus per friend in the user menu", async ({ page, request, lang, t }, testInfo) => {
    test.skip(!PROJECTS.includes(testInfo.project.name), 'same behaviour in every language and width: nl-desktop and fr-phone');
    // Each language its own demo member, whose profile language the site keeps (a member's locale follows the pages they open).
    const account = DEMO_ACCOUNTS[lang];
    const login = await request.post('/api/token', { headers: { Accept: 'application/json', Language: lang }, data: { email: account.email, password: account.password, g_recaptcha: null } });
    expect(login.status(), await login.text()).toBe(200);
    await signInWithToken(page, ((await login.json()) as { data: { token: string } }).data.token);

    await page.goto(pathIn(lang, '/settings'));
    const points = page.getByRole('region', { name: t({ nl: 'Je punten', fr: 'Vos points' }) });
    const history = points.getByRole('list', { name: t({ nl: 'Geschiedenis van je punten', fr: 'Historique de vos points' }) });
    await expect(history.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await points.getByRole('heading').evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await screenshotFor(page, testInfo, 'settings-history');

    await page.getByRole('button', { name: t({ nl: `Menu van ${account.fname}`, fr: `Menu de ${account.fname}` }) }).click();
    const menu = page.getByRole('dialog', { name: t({ nl: 'Mijn account', fr: 'Mon compte' }) });
    await expect(menu.getByRole('link', { name: t({ nl: /Verwijs een vriend\s*\+\d+ punten per vriend/, fr: /Parrainez un ami\s*\+\d+ points par ami/ }) })).toBeVisible();
    await screenshotFor(page, testInfo, 'user-menu');
  });
});
