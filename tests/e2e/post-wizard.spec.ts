import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';
import { newMember, signInWithToken } from './members';

// The post wizard (docs/post-wizard.md) on its page and in the phone header's create-post dialog.
// Every walk runs in nl-desktop and fr-phone: each language and each viewport once (the wizard's
// layout follows the viewport, its texts the language; the two never change it together).

type T = <V>(values: Record<Lang, V>) => V;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

function onlyMainProjects(testInfo: TestInfo) {
  test.skip(!['nl-desktop', 'fr-phone'].includes(testInfo.project.name), 'untagged specs run in nl-desktop and fr-phone');
}

async function signIn(page: Page, lang: Lang, label: string) {
  const member = await newMember(page.request, lang, label);
  await signInWithToken(page, member.token);
  return member;
}

type Created = { id: number; status: 'approved' | 'pending'; url: string; bonus_impact: number };

/** Records what the wizard sends to POST /posts and what the API answers (the real API). */
function watchPosting(page: Page) {
  const sent: unknown[] = [];
  const created: Created[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/posts') sent.push(request.postDataJSON());
  });
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/posts' || response.status() !== 201) return;
    created.push(((await response.json()) as { data: Created }).data);
  });
  return { sent, created };
}

/** The success screen shows the coins the API answered, at most 12 (docs/post-wizard.md). */
const shownCoins = (created: Created | undefined) => Math.min(created?.bonus_impact ?? 0, 12);

function wizard(page: Page) {
  const heading = (name: string) => page.getByRole('heading', { name, exact: true });
  return {
    heading,
    next: (t: T) => page.getByRole('button', { name: t({ nl: 'Volgende', fr: 'Suivant' }) }).click(),
    confirm: (t: T) => page.getByRole('button', { name: t({ nl: 'Plaatsen', fr: 'Publier' }), exact: true }).click(),
    type: async (t: T, type: string, subtype?: string) => {
      await page.getByRole('group', { name: t({ nl: 'Soort bericht', fr: 'Type de message' }) }).getByRole('radio', { name: type, exact: true }).check();
      if (subtype) {
        await page.getByRole('group', { name: t({ nl: 'Welk soort precies?', fr: 'Quel type exactement ?' }) }).getByRole('radio', { name: subtype, exact: true }).check();
      }
    },
    content: async (t: T, title: string, content: string) => {
      await page.getByRole('textbox', { name: t({ nl: 'Titel', fr: 'Titre' }), exact: true }).fill(title);
      await page.getByRole('textbox', { name: t({ nl: 'Beschrijving', fr: 'Description' }), exact: true }).fill(content);
    },
    step: async (title: string) => {
      await expect(heading(title)).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    },
  };
}

async function openWizard(page: Page, lang: Lang, t: T) {
  await page.goto(pathIn(lang, '/upload-post'));
  await expect(page.getByRole('heading', { level: 1, name: t({ nl: 'Promo plaatsen', fr: 'Publier une promo' }) })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

async function expectSuccess(page: Page, t: T, coins: number) {
  await expect(page.getByRole('heading', { name: t({ nl: 'Bedankt, je bericht staat online!', fr: 'Merci, votre message est en ligne !' }) })).toBeFocused();
  await expect(page.getByTestId('bonus-coins')).toHaveText(t({ nl: `+${coins} bonuspunten`, fr: `+${coins} points bonus` }));
  await expect(page.getByRole('progressbar')).toHaveAttribute('data-state', 'success');
  await expectNoSeriousA11yViolations(page);
}

test.describe('post wizard', () => {
  // Each walk checks every step with axe: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('a report: six steps with images and optional content; a reload keeps the draft', async ({ page, request, lang, t }, testInfo) => {
    onlyMainProjects(testInfo);
    // A guest reads home's newest view first, so its list is in the server's cache when the post is published.
    expect((await request.get(pathIn(lang, '/?sort=newest'))).status()).toBe(200);
    const member = await signIn(page, lang, 'wizard-report');
    const { sent, created } = watchPosting(page);
    const w = wizard(page);
    await openWizard(page, lang, t);

    await w.type(t, t({ nl: 'Promo melden', fr: 'Signaler une promo' }), t({ nl: 'Promo online', fr: 'Promo en ligne' }));
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '6');
    await w.next(t);
    await w.step(t({ nl: 'Categorieën', fr: 'Catégories' }));
    await w.next(t);
    await expect(page.getByText(t({ nl: 'Kies minstens één categorie (maximaal twee).', fr: 'Choisissez au moins une catégorie (deux au maximum).' }))).toBeVisible();
    const boxes = page.getByRole('checkbox');
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await expect(boxes.nth(0)).not.toBeChecked();
    await w.next(t);
    await w.step(t({ nl: 'Je bericht', fr: 'Votre message' }));
    await w.content(t, t({ nl: 'Koffiebonen aan halve prijs', fr: 'Café en grains à moitié prix' }), t({ nl: 'Alle merken, deze week.', fr: 'Toutes les marques, cette semaine.' }));

    // A reload mid-way: the draft brings the step and what was typed back.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('post-form-draft') ?? '')).toContain(t({ nl: 'Koffiebonen', fr: 'Café' }));
    await page.reload();
    await expect(page.getByRole('textbox', { name: t({ nl: 'Titel', fr: 'Titre' }), exact: true })).toHaveValue(t({ nl: 'Koffiebonen aan halve prijs', fr: 'Café en grains à moitié prix' }));
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    await w.next(t);

    await w.step(t({ nl: 'Afbeeldingen', fr: 'Images' }));
    await page.getByLabel(t({ nl: 'Afbeeldingen toevoegen', fr: 'Ajouter des images' })).setInputFiles({ name: 'bonen.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: t({ nl: 'Draai rechts', fr: 'Tourner à droite' }) }).click();
    await expect(page.getByRole('img', { name: t({ nl: 'Voorbeeld van afbeelding 1', fr: "Aperçu de l'image 1" }) })).toHaveAttribute('style', /rotate\(90deg\)/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t({ nl: 'Toevoegen', fr: 'Ajouter' }), exact: true }).click();
    await expect(page.getByRole('img', { name: t({ nl: 'Afbeelding 1', fr: 'Image 1' }) })).toBeVisible();
    await w.next(t);

    await w.step(t({ nl: 'Extra info (optioneel)', fr: 'Infos en plus (facultatif)' }));
    // One of three (or none): a radio group.
    await page.getByRole('radio', { name: t({ nl: 'Een prijs', fr: 'Un prix' }) }).check();
    await page.getByLabel(t({ nl: 'Nieuwe prijs (€)', fr: 'Nouveau prix (€)' })).fill('4,99');
    await page.getByRole('radio', { name: t({ nl: 'Iets anders', fr: 'Autre chose' }) }).check();
    await expect(page.getByRole('radio', { name: t({ nl: 'Een prijs', fr: 'Un prix' }) })).not.toBeChecked();
    await page.getByLabel(t({ nl: 'Welk voordeel?', fr: 'Quel avantage ?' })).fill('2+1 gratis op alle koffiebonen vandaag');
    await expect(page.getByLabel(t({ nl: 'Welk voordeel?', fr: 'Quel avantage ?' }))).toHaveValue('2+1 gratis op alle kof');
    await w.next(t);

    await w.step(t({ nl: 'Jouw mening', fr: 'Votre avis' }));
    await w.confirm(t);
    await expect.poll(() => created.length).toBe(1);
    expect(created[0]).toMatchObject({ status: 'approved' });
    await expectSuccess(page, t, shownCoins(created[0]));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ only_another_type: true, another_type: '2+1 gratis op alle kof', only_price: false, images: [{ name: 'bonen.png' }] });
    expect(await page.evaluate(() => localStorage.getItem('post-form-draft'))).toBeNull();

    // Live at once: on home's newest view (for a guest too: publishing expired the cached list), in the
    // promos feed and on the author's profile.
    const title = t({ nl: 'Koffiebonen aan halve prijs', fr: 'Café en grains à moitié prix' });
    expect(await (await request.get(pathIn(lang, '/?sort=newest'))).text()).toContain(title);
    await page.goto(pathIn(lang, '/'));
    const views = page.getByRole('navigation', { name: t({ nl: 'Volgorde van de promoties', fr: 'Ordre des promotions' }) });
    await expect(views.getByRole('link', { name: 'Top 100' })).toHaveAttribute('aria-current', 'page');
    await views.getByRole('link', { name: t({ nl: 'Nieuw', fr: 'Nouveau' }) }).click();
    // Rendered per request (not from the page cache): give a loaded machine time.
    await expect(page).toHaveURL(/\?sort=newest$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: t({ nl: 'Nieuwe promoties', fr: 'Nouvelles promotions' }) })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const feed = await page.request.get('/api/feed-items?per_page=50', { headers: { Language: lang, Accept: 'application/json' } });
    const items = ((await feed.json()) as { data: { morphable_type: string; morphable_id: number }[] }).data;
    expect(items).toContainEqual(expect.objectContaining({ morphable_type: 'Post', morphable_id: created[0]?.id }));
    await page.goto(pathIn(lang, `/profiel/${member.id}`));
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  });

  test('a question in four steps; a 422 comes back beside its field with a toast', async ({ page, lang, t }, testInfo) => {
    onlyMainProjects(testInfo);
    await signIn(page, lang, 'wizard-question');
    const w = wizard(page);
    await openWizard(page, lang, t);
    await w.next(t);
    await expect(page.getByText(t({ nl: 'Kies het soort bericht.', fr: 'Choisissez le type de message.' }))).toBeVisible();
    await w.type(t, t({ nl: 'Vraag', fr: 'Question' }));
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');
    await w.next(t);
    await w.step(t({ nl: 'Categorieën', fr: 'Catégories' }));
    await w.next(t);
    await w.step(t({ nl: 'Je bericht', fr: 'Votre message' }));
    await w.next(t);
    await expect(page.getByText(t({ nl: 'Geef je bericht een titel van hoogstens 255 tekens.', fr: 'Donnez à votre message un titre de 255 caractères au plus.' }))).toBeVisible();
    await w.content(t, t({ nl: 'Waar koffie?', fr: 'Où du café ?' }), t({ nl: 'In bonen graag.', fr: 'En grains svp.' }));
    await w.next(t);
    await w.step(t({ nl: 'Afbeeldingen', fr: 'Images' }));

    // A refusal only the server can make (the form checks every rule of the schema itself): the draft's
    // picture is no upload of this member's, as when a draft outlives the nightly sweep of unused
    // uploads (docs/storage.md). The real POST /posts answers 422 for `images`.
    await page.evaluate(() => {
      const draft = JSON.parse(localStorage.getItem('post-form-draft') ?? '{}') as { values: { images: unknown[] } };
      const path = 'uploads/posts/2020/01/0123456789abcdef0123456789abcdef.png';
      draft.values.images = [{ name: 'oud.png', url: `/api/media/${path}`, path, disk: 'local' }];
      localStorage.setItem('post-form-draft', JSON.stringify(draft));
    });
    await page.reload();
    await expect(w.heading(t({ nl: 'Afbeeldingen', fr: 'Images' }))).toBeVisible();
    const refused = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/posts');
    await w.confirm(t);
    expect((await refused).status()).toBe(422);
    // The message beside the images field, and a "Validation Error" toast.
    const message = t({ nl: 'Gebruik alleen afbeeldingen die je zelf uploadde.', fr: 'Utilisez uniquement des images que vous avez vous-même envoyées.' });
    await expect(w.heading(t({ nl: 'Afbeeldingen', fr: 'Images' }))).toBeVisible();
    await expect(page.getByLabel(t({ nl: 'Afbeeldingen toevoegen', fr: 'Ajouter des images' }))).toHaveAccessibleDescription(new RegExp(message));
    await expect(page.getByRole('alert').filter({ hasText: t({ nl: 'Validatiefout', fr: 'Erreur de validation' }) })).toContainText(message);
    await expectNoSeriousA11yViolations(page);
  });

  test('a bargain: type with subtype, categories, content, images, quote', async ({ page, lang, t }) => {
    await signIn(page, lang, 'wizard-bargain');
    const { sent, created } = watchPosting(page);
    const w = wizard(page);
    await openWizard(page, lang, t);
    await w.type(t, t({ nl: 'Koopje', fr: 'Bonne affaire' }), t({ nl: 'Koopje online', fr: 'Bonne affaire en ligne' }));
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '5');
    await w.next(t);
    await w.step(t({ nl: 'Categorieën', fr: 'Catégories' }));
    await page.getByRole('checkbox').first().check();
    await w.next(t);
    await w.step(t({ nl: 'Je bericht', fr: 'Votre message' }));
    await w.content(t, t({ nl: 'Stofzuiger -40%', fr: 'Aspirateur -40 %' }), t({ nl: 'Alleen online.', fr: 'Uniquement en ligne.' }));
    await page.getByLabel(t({ nl: 'Link naar de promo (optioneel)', fr: 'Lien vers la promo (facultatif)' })).fill('snelbezorgd.be/stofzuiger');
    await w.next(t);
    await w.step(t({ nl: 'Afbeeldingen', fr: 'Images' }));
    await w.next(t);
    await w.step(t({ nl: 'Jouw mening', fr: 'Votre avis' }));
    await page.getByLabel(t({ nl: 'Jouw mening (optioneel)', fr: 'Votre avis (facultatif)' })).fill(t({ nl: 'Top prijs.', fr: 'Super prix.' }));
    await w.confirm(t);
    // A new member's first post with a link to another site is held for a check: its own title, and the
    // coins its approval will pay.
    await expect(page.getByRole('heading', { name: t({ nl: 'Bedankt, we bekijken je bericht', fr: 'Merci, nous vérifions votre message' }) })).toBeFocused();
    await expect.poll(() => created.length).toBe(1);
    expect(created[0]).toMatchObject({ status: 'pending' });
    const coins = shownCoins(created[0]);
    await expect(page.getByTestId('bonus-coins')).toHaveText(t({ nl: `+${coins} bonuspunten`, fr: `+${coins} points bonus` }));
    await expectNoSeriousA11yViolations(page);
    expect(sent[0]).toMatchObject({ origin_url: 'snelbezorgd.be/stofzuiger', categories: [expect.any(Number)] });
  });

  test('a discount: code, webshop search and dates; a future start turns on "not started"', async ({ page, lang, t }) => {
    await signIn(page, lang, 'wizard-discount');
    const { sent, created } = watchPosting(page);
    const w = wizard(page);
    await openWizard(page, lang, t);
    await w.type(t, t({ nl: 'Kortingscode', fr: 'Code promo' }), t({ nl: 'Welkomstkorting', fr: 'Réduction de bienvenue' }));
    await w.next(t);
    await w.step(t({ nl: 'Categorieën', fr: 'Catégories' }));
    await w.next(t);
    await w.step(t({ nl: 'Je bericht', fr: 'Votre message' }));
    await w.content(t, 'WELKOM10', t({ nl: '10% op je eerste bestelling.', fr: '10 % sur votre première commande.' }));
    await w.next(t);
    await w.step(t({ nl: 'Kortingscode', fr: 'Code de réduction' }));
    await w.next(t);
    await expect(page.getByText(t({ nl: 'Kies de webshop.', fr: 'Choisissez la boutique en ligne.' }))).toBeVisible();
    await page.getByRole('textbox', { name: t({ nl: 'Kortingscode', fr: 'Code de réduction' }), exact: true }).fill('WELKOM10');
    await page.getByRole('searchbox', { name: t({ nl: 'Webshop', fr: 'Boutique en ligne' }) }).fill('Gadget');
    await page.getByRole('button', { name: 'Gadgetgrot' }).click();
    const notStarted = page.getByRole('checkbox', { name: t({ nl: 'De promo is nog niet begonnen', fr: "La promo n'a pas encore commencé" }) });
    await expect(notStarted).not.toBeChecked();
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(t({ nl: 'Begindatum (optioneel)', fr: 'Date de début (facultatif)' })).fill(inDays(5));
    await expect(notStarted).toBeChecked();
    await page.getByLabel(t({ nl: 'Einddatum', fr: 'Date de fin' })).fill(inDays(30));
    await expectNoSeriousA11yViolations(page);
    await w.next(t);
    await w.step(t({ nl: 'Afbeeldingen', fr: 'Images' }));
    await w.confirm(t);
    await expect.poll(() => created.length).toBe(1);
    await expectSuccess(page, t, shownCoins(created[0]));
    expect(sent[0]).toMatchObject({ discount_code: 'WELKOM10', not_started: true, started_at: inDays(5), expired_at: inDays(30), webshop_id: expect.any(Number) });
  });

  test('the phone header: a guest gets the login prompt, a member the create-post dialog, reset when closed after asking', async ({ page, lang, t, isMobile }, testInfo) => {
    onlyMainProjects(testInfo);
    test.skip(!isMobile, 'the create-post button is in the phone header');
    const button = page.getByRole('banner').getByRole('link', { name: t({ nl: 'Promo plaatsen', fr: 'Publier une promo' }) });
    await page.goto(pathIn(lang, '/'));
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('create-post-dialog')).toHaveCount(0);

    await signIn(page, lang, 'wizard-dialog');
    await page.goto(pathIn(lang, '/'));
    await button.click();
    const dialog = page.getByTestId('create-post-dialog');
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await wizard(page).type(t, t({ nl: 'Vraag', fr: 'Question' }));
    await wizard(page).next(t);
    await expect(dialog.getByRole('heading', { name: t({ nl: 'Categorieën', fr: 'Catégories' }) })).toBeFocused();
    // Closing with a draft asks first; keeping on writing loses nothing.
    await dialog.getByRole('button', { name: t({ nl: 'Sluiten', fr: 'Fermer' }) }).click();
    await expect(dialog.getByRole('button', { name: t({ nl: 'Verder schrijven', fr: 'Continuer à écrire' }) })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('heading', { name: t({ nl: 'Categorieën', fr: 'Catégories' }) })).toBeFocused();
    await dialog.getByRole('button', { name: t({ nl: 'Sluiten', fr: 'Fermer' }) }).click();
    await dialog.getByRole('button', { name: t({ nl: 'Weggooien en sluiten', fr: 'Abandonner et fermer' }) }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('post-form-draft'))).toBeNull();
    await button.click();
    await expect(dialog.getByRole('radio', { name: t({ nl: 'Vraag', fr: 'Question' }), exact: true })).not.toBeChecked();
  });
});
