import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, screenshotFor, test, type Lang } from './fixtures';
import { newMember, signInWithToken, type Member } from './members';
import { E2E_OPERATOR_TOKEN } from './operator-token';

/**
 * A new member's first post with an outside link is held for review (docs/posting.md, Moderation):
 * its author sees it with the pending badge on its page and on their profile, nobody else does; once
 * an operator approves it, it is public.
 */

const PROJECTS = ['nl-desktop', 'fr-phone'];

type TypeRow = { id: number; children: { id: number }[] };

async function heldPost(request: APIRequestContext, lang: Lang, member: Member, title: string): Promise<number> {
  const headers = { Language: lang, Accept: 'application/json', Authorization: `Bearer ${member.token}` };
  const types = ((await (await request.get('/api/types', { headers })).json()) as { data: TypeRow[] }).data;
  const report = types.find((type) => type.id === 1);
  const categories = ((await (await request.get('/api/categories', { headers })).json()) as { data: { id: number }[] }).data;
  const answer = await request.post('/api/posts', {
    headers,
    data: {
      type_id: report?.children[0]?.id ?? 1,
      categories: [categories[0]?.id],
      title,
      content: 'Alle zomerbanden voor de helft van de prijs, montage inbegrepen, tot het einde van de maand.',
      origin_url: 'https://bandenwinkel.example.be/actie',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: number; status: string } };
  expect(data.status).toBe('pending');
  return data.id;
}

test.describe('held posts', () => {
  test('the author sees the pending badge on the post and the profile; others a 404 until approval', async ({ page, browser, request, lang, t }, testInfo) => {
    test.skip(!PROJECTS.includes(testInfo.project.name), 'nl-desktop and fr-phone only');
    const shot = (name: string) => screenshotFor(page, testInfo, name, true);
    test.setTimeout(120_000);
    const member = await newMember(request, lang, `held-${testInfo.project.name}`);
    const title = `Zomerbanden halve prijs ${Date.now()}`;
    const id = await heldPost(request, lang, member, title);
    const postPath = pathIn(lang, `/posts/${id}`);
    const badge = t({ nl: 'Wacht op controle', fr: 'En attente de validation' });

    await test.step('a guest gets the 404 view', async () => {
      const guest = await browser.newContext({ locale: lang === 'fr' ? 'fr-BE' : 'nl-BE' });
      const guestPage = await guest.newPage();
      const response = await guestPage.goto(postPath);
      expect(response?.status()).toBe(404);
      await expect(guestPage.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
      await expect(guestPage.getByText(badge, { exact: true })).toHaveCount(0);
      await guest.close();
    });

    await signInWithToken(page, member.token);

    await test.step('its author sees it with the badge', async () => {
      await page.goto(postPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('held-post');
    });

    await test.step('and on their own profile, above the published posts', async () => {
      await page.goto(pathIn(lang, `/profiel/${member.id}`));
      const held = page.getByRole('region', { name: t({ nl: 'Je promo wacht op controle', fr: 'Votre promo est en attente de validation' }) });
      await expect(held.getByRole('link', { name: title })).toHaveAttribute('href', postPath, { timeout: 15_000 });
      await expect(held.getByText(badge, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('profile-held');
    });

    await test.step('an operator approves it: public for everyone', async () => {
      const approved = await request.post(`/api/operator/posts/${id}/approve`, {
        headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, Accept: 'application/json' },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      const guest = await browser.newContext();
      const guestPage = await guest.newPage();
      await expect(async () => {
        const response = await guestPage.goto(postPath);
        expect(response?.status()).toBe(200);
      }).toPass({ timeout: 20_000 });
      await expect(guestPage.getByRole('heading', { level: 1 })).toContainText('Zomerbanden');
      await guest.close();
    });
  });
});
