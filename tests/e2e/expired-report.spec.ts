import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, test, type Lang } from './fixtures';
import { newMember, type Member } from './members';

// A promo reported expired by three different members shows as expired everywhere (docs/notifications.md,
// "Reported expired"): its page says so and it leaves the lists. Behaviour does not
// change with the viewport, so the spec runs in two projects, each on a promo of its own slot.

const PROJECTS = ['nl-desktop', 'fr-phone'];
/** The engagement spec's slots of online promos (it votes on the first of its slot; this takes the last). */
const SLOTS = ['nl-desktop', 'fr-desktop', 'nl-phone', 'fr-phone'];
const inSlot = (id: number, testInfo: TestInfo) => id % SLOTS.length === Math.max(0, SLOTS.indexOf(testInfo.project.name));

const texts = {
  expiredNotice: { nl: 'Deze promotie is verlopen.', fr: 'Cette promotion a expiré.' },
} as const;

type Card = { morphable_id: number; data: { route: string; is_expired: boolean } };

async function currentOnlinePromos(request: APIRequestContext, lang: Lang): Promise<Card[]> {
  const response = await request.get('/api/feed-items?per_page=40&filters[morphable_types][]=OnlinePromo', { headers: { Language: lang } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Card[] }).data;
}

async function report(request: APIRequestContext, member: Member, id: number): Promise<{ is_reported_expired: boolean; is_expired: boolean }> {
  const response = await request.post('/api/expired-promo-report', {
    headers: { Authorization: `Bearer ${member.token}`, Accept: 'application/json' },
    data: { type: 'OnlinePromo', id },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { is_reported_expired: boolean; is_expired: boolean } }).data;
}

test.beforeEach(({}, testInfo) => {
  test.skip(!PROJECTS.includes(testInfo.project.name), `${PROJECTS.join(' and ')} only`);
});

test('a promo reported expired by three members shows as expired and leaves the lists', async ({ page, request, lang, t }, testInfo) => {
  test.slow();
  const promo = (await currentOnlinePromos(request, lang)).filter((item) => inSlot(item.morphable_id, testInfo)).at(-1);
  if (!promo) throw new Error('the demo feed has no online promo in this slot');
  const members = [await newMember(request, lang, 'melder-a'), await newMember(request, lang, 'melder-b'), await newMember(request, lang, 'melder-c')];

  expect(await report(request, members[0]!, promo.morphable_id)).toMatchObject({ is_reported_expired: true, is_expired: false });
  // The same member twice still counts once.
  expect(await report(request, members[0]!, promo.morphable_id)).toMatchObject({ is_expired: false });
  expect(await report(request, members[1]!, promo.morphable_id)).toMatchObject({ is_expired: false });
  await page.goto(promo.data.route);
  await expect(page.getByRole('status').filter({ hasText: t(texts.expiredNotice) })).toHaveCount(0);

  expect(await report(request, members[2]!, promo.morphable_id)).toMatchObject({ is_expired: true });
  // The promo page (cached for guests) shows it at once: the report expires its cache tag.
  await expect(async () => {
    await page.goto(promo.data.route);
    await expect(page.getByRole('status').filter({ hasText: t(texts.expiredNotice) })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The lists' API leaves it out at once (the cached list pages follow within their lifetime).
  expect((await currentOnlinePromos(request, lang)).map((item) => item.morphable_id)).not.toContain(promo.morphable_id);
});
