import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { loginWithForm } from './account-helpers';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

// Votes, favourites and deal alerts on promo and store pages (docs/product.md, Routes, Behaviour and API). The demo seed's
// promos and stores are found through the API, so the spec does not depend on ids.

const DEMO = { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' };

const texts = {
  defaultTab: { nl: 'Log in om verder te gaan', fr: 'Connectez-vous pour continuer' },
  voteGroup: { nl: 'Wat vind je van deze deal?', fr: 'Que pensez-vous de ce bon plan ?' },
  hit: { nl: 'Stem voor', fr: 'Voter pour' },
  dislike: { nl: 'Stem tegen', fr: 'Voter contre' },
  favourite: { nl: 'Favoriet', fr: 'Favori' },
  follow: { nl: 'Volgen', fr: 'Suivre' },
  followed: { nl: 'Gevolgd', fr: 'Suivi' },
  unfollow: { nl: 'Niet meer volgen', fr: 'Ne plus suivre' },
  save: { nl: 'Opslaan', fr: 'Enregistrer' },
  logInInstead: { nl: 'Heb je een account? Log in', fr: 'Vous avez un compte ? Connectez-vous' },
} as const;

type WirePromo = { morphable_id: number; data: { route: string } };
type WireStore = { id: number; translation: { title: string; slug: string; route: string } };
type Votes = { is_hit: boolean; is_dislike: boolean; rating_calculated: number };

/**
 * The four projects run side by side as the same demo user: each changes only promos and stores
 * whose id falls in its own slot, so one project never sees another's vote or subscription.
 */
const PROJECTS = ['nl-desktop', 'fr-desktop', 'nl-phone', 'fr-phone'];
const inSlot = (id: number, testInfo: TestInfo) => id % PROJECTS.length === Math.max(0, PROJECTS.indexOf(testInfo.project.name));

async function getJson<T>(request: APIRequestContext, path: string, lang: Lang, token?: string): Promise<T> {
  const headers: Record<string, string> = { Language: lang, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.get(`/api${path}`, { headers });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function onlinePromos(request: APIRequestContext, lang: Lang): Promise<WirePromo[]> {
  return (await getJson<{ data: WirePromo[] }>(request, '/feed-items?per_page=40&filters[morphable_types][]=OnlinePromo', lang)).data;
}

async function stores(request: APIRequestContext, lang: Lang): Promise<WireStore[]> {
  return (await getJson<{ data: WireStore[] }>(request, '/stores?per_page=40', lang)).data;
}

/** The temperature as the page shows it: "+12°", "0°", "-3°". */
const degrees = (rating: number) => `${rating > 0 ? `+${rating}` : rating}°`;

async function authDialogOpensAndCloses(page: Page, t: <T>(values: Record<Lang, T>) => T): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t(texts.defaultTab) });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('votes, favourites and deal alerts', () => {
  test('a guest voting, saving a favourite or logging in from a store’s alert form gets the auth dialog on its default tab', async ({ page, request, lang, t }) => {
    const [promo] = await onlinePromos(request, lang);
    const [store] = await stores(request, lang);
    if (!promo || !store) throw new Error('The demo seed has no online promo or store');

    await page.goto(promo.data.route);
    const group = page.getByRole('group', { name: t(texts.voteGroup) });
    await expect(group).toContainText('°');
    await expectNoSeriousA11yViolations(page);
    for (const name of [texts.hit, texts.dislike, texts.favourite]) {
      await page.getByRole('button', { name: t(name), exact: true }).click();
      await authDialogOpensAndCloses(page, t);
    }

    await page.goto(store.translation.route);
    await expect(page.getByRole('heading', { name: t({ nl: `Deal alerts voor ${store.translation.title}`, fr: `Alertes promos pour ${store.translation.title}` }) })).toBeVisible();
    // Guests subscribe by e-mail in the box (tests/e2e/deal-alerts-ui.spec.ts); the form offers a login too.
    await page.getByRole('button', { name: t(texts.follow), exact: true }).click();
    await page.getByRole('button', { name: t(texts.logInInstead), exact: true }).click();
    await authDialogOpensAndCloses(page, t);
  });

  test('the demo user hits a promo and follows a store; both survive a reload and are undone', async ({ page, request, lang, t }, testInfo) => {
    test.slow();
    await page.goto(`${pathIn(lang, '/login')}?redirect=${encodeURIComponent(pathIn(lang, '/'))}`);
    await loginWithForm(page, t, DEMO.email, DEMO.password);
    await page.waitForURL((url) => url.pathname === pathIn(lang, '/'));
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth-token')?.value;
    expect(token).toBeTruthy();

    // A promo the demo user has not voted on and a store they do not follow yet, in this project's slot.
    let promo: WirePromo | undefined;
    for (const candidate of (await onlinePromos(request, lang)).filter((item) => inSlot(item.morphable_id, testInfo))) {
      const { data } = await getJson<{ data: Votes }>(request, `/online-promos/${candidate.morphable_id}`, lang, token);
      if (!data.is_hit && !data.is_dislike) {
        promo = candidate;
        break;
      }
    }
    let store: WireStore | undefined;
    for (const candidate of (await stores(request, lang)).filter((item) => inSlot(item.id, testInfo))) {
      const { data } = await getJson<{ data: { is_subscribed: boolean } }>(request, `/store/${candidate.translation.slug}`, lang, token);
      if (!data.is_subscribed) {
        store = candidate;
        break;
      }
    }
    if (!promo || !store) throw new Error('No unvoted promo or unfollowed store in this project’s slot');
    const promoId = promo.morphable_id;
    const serverVotes = async () => (await getJson<{ data: Votes }>(request, `/online-promos/${promoId}`, lang, token)).data;

    await test.step('hit a promo', async () => {
      await page.goto(promo.data.route);
      const hit = page.getByRole('button', { name: t(texts.hit), exact: true });
      const dislike = page.getByRole('button', { name: t(texts.dislike), exact: true });
      await expect(hit).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
      const group = page.getByRole('group', { name: t(texts.voteGroup) });

      await hit.click();
      await expect(hit).toHaveAttribute('aria-pressed', 'true');
      await expect(dislike).toHaveAttribute('aria-pressed', 'false');
      const hitVotes = await serverVotes();
      expect(hitVotes.is_hit).toBe(true);
      await expect(group).toContainText(degrees(hitVotes.rating_calculated));
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await expect(hit).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
      await hit.click();
      await expect(hit).toHaveAttribute('aria-pressed', 'false');
      const restored = await serverVotes();
      expect(restored.is_hit).toBe(false);
      await expect(group).toContainText(degrees(restored.rating_calculated));
    });

    await test.step('follow a store', async () => {
      await page.goto(store.translation.route);
      const follow = page.getByRole('button', { name: t(texts.follow), exact: true });
      const followed = page.getByRole('button', { name: t(texts.followed), exact: true });
      await expect(follow).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });

      await follow.click();
      await page.getByRole('button', { name: t(texts.save), exact: true }).click();
      await expect(followed).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(followed).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });

      await page.getByRole('button', { name: t(texts.unfollow), exact: true }).click();
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await expect(follow).toBeFocused();
    });
  });
});
