import type { APIRequestContext } from '@playwright/test';
import { loginWithForm } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

// The prize pot (docs/points.md, Prize requests): the member's list with the balance, a prize's page,
// an address form whose errors show beside their fields, the request and the lower balance after it;
// a guest on a prize's page gets the login prompt. Language and viewport change texts and layout only,
// so it runs in nl-desktop and fr-phone, each as a seeded member of its own (the Dutch demo member,
// the French second login) so the two projects never spend each other's points.

const PROJECTS = ['nl-desktop', 'fr-phone'];
const MEMBERS = {
  nl: { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' },
  fr: { email: 'camille.dubois@dealwijzer.example', password: 'Demo-motdepasse-2026' },
} as const;

const texts = {
  title: { nl: 'Prijzenpot', fr: 'Cagnotte' },
  prizes: { nl: 'Prijzen', fr: 'Prix' },
  balance: { nl: (points: number) => `Je hebt ${points} punten`, fr: (points: number) => `Vous avez ${points} points` },
  request: { nl: 'Deze prijs aanvragen', fr: 'Demander ce prix' },
  street: { nl: 'Straat', fr: 'Rue' },
  houseNumber: { nl: 'Huisnummer', fr: 'Numéro' },
  postalCode: { nl: 'Postcode', fr: 'Code postal' },
  city: { nl: 'Gemeente', fr: 'Commune' },
  submit: { nl: (points: number) => `Aanvragen voor ${points} punten`, fr: (points: number) => `Demander pour ${points} points` },
  postalError: { nl: 'Vul een geldige postcode in voor het gekozen land.', fr: 'Indiquez un code postal valable pour le pays choisi.' },
  success: { nl: 'Je aanvraag is verstuurd', fr: 'Votre demande est envoyée' },
  newBalance: { nl: (points: number) => `Je nieuwe saldo: ${points} punten`, fr: (points: number) => `Votre nouveau solde : ${points} points` },
  back: { nl: 'Naar de prijzenpot', fr: 'Vers la cagnotte' },
  guestLogin: { nl: 'Inloggen om aan te vragen', fr: 'Se connecter pour demander' },
} as const;

type Prize = { id: number; title: string; points_cost: number; stock: number };

async function apiGet<T>(request: APIRequestContext, path: string, lang: Lang, token?: string): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { Language: lang, Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test.beforeEach(({}, testInfo) => {
  test.skip(!PROJECTS.includes(testInfo.project.name), `${PROJECTS.join(' and ')} only`);
});

test('a member goes from the list to a prize, requests it, and has fewer points', async ({ page, request, lang, t }) => {
  test.slow();
  const member = MEMBERS[lang];
  await page.goto(`${pathIn(lang, '/login')}?redirect=${encodeURIComponent(pathIn(lang, '/prijzenpot'))}`);
  await loginWithForm(page, t, member.email, member.password);
  await page.waitForURL((url) => url.pathname === pathIn(lang, '/prijzenpot'));
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth-token')?.value ?? '';
  expect(token).toBeTruthy();
  const balance = (await apiGet<{ account: { available: number } }>(request, '/me?include=account', lang, token)).account.available;
  const prizes = await apiGet<Prize[]>(request, '/prizes', lang, token);
  const prize = prizes.filter((candidate) => candidate.stock > 0 && candidate.points_cost <= balance).sort((a, b) => a.points_cost - b.points_cost)[0];
  if (!prize) throw new Error(`the seeded member ${member.email} has ${balance} points: too few for any prize`);

  // The list: every prize, and the balance.
  await expect(page.getByRole('heading', { level: 1, name: t(texts.title) })).toBeVisible();
  await expect(page.getByTestId('prize-balance')).toContainText(t(texts.balance)(balance));
  const list = page.getByRole('list', { name: t(texts.prizes) });
  await expect(list.getByRole('listitem')).toHaveCount(prizes.length);
  await expectNoSeriousA11yViolations(page);

  // The prize's page.
  await list.getByRole('link', { name: prize.title, exact: true }).click();
  await page.waitForURL((url) => url.pathname === pathIn(lang, `/prijzenpot/${prize.id}`));
  await expect(page.getByRole('heading', { level: 1, name: prize.title })).toBeVisible();
  const form = page.getByRole('form', { name: t(texts.request) });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A postal code that does not fit Belgium: the message beside the field, nothing sent.
  await form.getByLabel(t(texts.street)).fill('Veldstraat');
  await form.getByLabel(t(texts.houseNumber)).fill('12');
  await form.getByLabel(t(texts.postalCode)).fill('12');
  await form.getByLabel(t(texts.city)).fill('Gent');
  await form.getByRole('button', { name: t(texts.submit)(prize.points_cost) }).click();
  const postal = form.getByLabel(t(texts.postalCode));
  await expect(postal).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(t(texts.postalError))).toBeVisible();
  await expect(postal).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await postal.fill('9000');
  await form.getByRole('button', { name: t(texts.submit)(prize.points_cost) }).click();
  await expect(page.getByRole('heading', { name: t(texts.success) })).toBeVisible();
  const after = balance - prize.points_cost;
  await expect(page.getByTestId('prize-new-balance')).toHaveText(t(texts.newBalance)(after));
  await expectNoSeriousA11yViolations(page);
  expect((await apiGet<{ account: { available: number } }>(request, '/me?include=account', lang, token)).account.available).toBe(after);

  // Back on the list the balance is the lower one, also after a reload.
  await page.getByRole('link', { name: t(texts.back) }).click();
  await page.waitForURL((url) => url.pathname === pathIn(lang, '/prijzenpot'));
  await expect(page.getByTestId('prize-balance')).toContainText(t(texts.balance)(after));
  await page.reload();
  await expect(page.getByTestId('prize-balance')).toContainText(t(texts.balance)(after));
});

test('a guest sees a prize and is asked to log in to request it', async ({ page, request, lang, t }) => {
  const [prize] = await apiGet<Prize[]>(request, '/prizes', lang);
  if (!prize) throw new Error('the seed has no prizes');
  await page.goto(pathIn(lang, `/prijzenpot/${prize.id}`));
  await expect(page.getByRole('heading', { level: 1, name: prize.title })).toBeVisible();
  await expect(page.getByRole('button', { name: t(texts.guestLogin) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: t(texts.guestLogin) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
