import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

type WireProfile = { id: number; fname: string; lname: string; followers: number; following: number; promos_count: number };
type WireFeed = { data: Array<{ data: { title: string; user: { id: number } | null } }>; meta: { total: number } };

async function api<T>(request: APIRequestContext, lang: Lang, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * A member of the demo seed who has current promos in the feed: the lowest user id among the newest
 * posts' authors, as the seed's members come first. The members other specs create and post with
 * (the wizard's, a followed author's) are no choice: their counts change while this spec reads them.
 */
async function memberWithPromos(request: APIRequestContext, lang: Lang): Promise<{ profile: WireProfile; total: number }> {
  const posts = await api<WireFeed>(request, lang, '/feed-items?per_page=50&filters[morphable_types][]=Post');
  const authors = posts.data.map((item) => item.data.user?.id).filter((id): id is number => typeof id === 'number');
  const userId = authors.length > 0 ? Math.min(...authors) : undefined;
  if (!userId) throw new Error('The demo seed has no member post');
  const { data: profile } = await api<{ data: WireProfile }>(request, lang, `/profile/${userId}`);
  const feed = await api<WireFeed>(request, lang, `/feed-items?per_page=1&filters[users][]=${userId}`);
  return { profile, total: feed.meta.total };
}

test.describe('profile', () => {
  test('shows the name, avatar, counts and the member\'s promos', async ({ page, lang, t, request }) => {
    test.slow();
    const { profile, total } = await memberWithPromos(request, lang);
    await page.goto(pathIn(lang, `/profiel/${profile.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${profile.fname} ${profile.lname}`);
    const counts = page.getByRole('definition');
    await expect(counts).toHaveText([String(profile.followers), String(profile.following), String(profile.promos_count)]);
    await expect(page.getByRole('term').nth(0)).toHaveText(
      t({ nl: profile.followers === 1 ? 'volger' : 'volgers', fr: profile.followers === 1 ? 'abonné' : 'abonnés' }),
    );

    const promos = page.getByRole('list', { name: t({ nl: `Promoties van ${profile.fname}`, fr: `Promos de ${profile.fname}` }) });
    await expect(promos.getByTestId('feed-card')).toHaveCount(Math.min(total, 9));
    // Every card is the member's own post.
    await expect(promos.getByTestId('feed-card').first().getByRole('link', { name: new RegExp(profile.fname) })).toHaveAttribute(
      'href',
      new RegExp(`/profiel/${profile.id}$`),
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('the follow button opens the auth dialog for a guest', async ({ page, lang, t, request }) => {
    test.slow();
    const { profile } = await memberWithPromos(request, lang);
    await page.goto(pathIn(lang, `/profiel/${profile.id}`));
    const follow = page.getByRole('button', { name: t({ nl: 'Volgen', fr: 'Suivre' }) });
    await expect(follow).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(follow).toHaveAttribute('aria-expanded', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('an id that is not a member is a 404', async ({ page, request, lang, t }) => {
    test.slow();
    const paths = ['/profiel/abc', '/profiel/0', '/profiel/987654', '/profiel/99999999999', '/profiel/1?page=9999'].map((path) => pathIn(lang, path));
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    await page.goto(paths[2]!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
    await expectNoSeriousA11yViolations(page);
  });
});
