import type { APIRequestContext, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

// A vote is reported by the API as the promo's cache tag (lib/api/cache-tags.ts); the site expires
// every entry carrying it, so the promo's cached page shows the new count at once in both languages.

const DEMO = { email: 'demo@dealwijzer.example', password: 'Demo-wachtwoord-2026' };
type Counts = { hits_count: number; dislikes_count: number; is_hit?: boolean; is_dislike?: boolean };

/** Posts only: the engagement spec votes on online promos, in the same per-project slots. */
const PROJECTS = ['nl-desktop', 'fr-desktop', 'nl-phone', 'fr-phone'];
const inSlot = (id: number, testInfo: TestInfo) => id % PROJECTS.length === Math.max(0, PROJECTS.indexOf(testInfo.project.name));

async function api<T>(request: APIRequestContext, method: 'GET' | 'PUT' | 'POST', path: string, token?: string, data?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', Language: 'nl' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.fetch(`/api${path}`, { method, headers, data });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The vote count line of a promo page's server HTML, e.g. `7 hits · 0 dislike` (plurals differ by language). */
async function shownVotes(playwright: PlaywrightWorkerArgs['playwright'], path: string): Promise<string | undefined> {
  // A fresh guest each time: a locale cookie from the other language's page would redirect.
  const guest = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await guest.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    return /(\d+ hits? · \d+ dislikes?)</.exec(await response.text())?.[1];
  } finally {
    await guest.dispose();
  }
}

const votesLine = ({ hits_count: hits, dislikes_count: dislikes }: Counts) =>
  new RegExp(`^${hits} hits? · ${dislikes} dislikes?$`);

test('a vote shows at once on the cached promo page in both languages', async ({ request, playwright }, testInfo) => {
  const { token } = await api<{ token: string }>(request, 'POST', '/token', undefined, DEMO);
  const me = await api<{ id: number }>(request, 'GET', '/me', token);
  // Not one of the demo member's own posts: nobody votes on their own post (403).
  const posts = (
    await api<Array<{ morphable_id: number; data: { user: { id: number } | null } }>>(request, 'GET', '/feed-items?per_page=40&filters[morphable_types][]=Post')
  ).filter((post) => post.data.user?.id !== me.id);
  // The member-flags spec votes on the posts of the newest page, whatever their slot: never one of those.
  const newest = new Set((await api<Array<{ morphable_id: number }>>(request, 'GET', '/feed-items?per_page=9')).map((item) => item.morphable_id));
  let id: number | undefined;
  for (const { morphable_id: candidate } of posts.filter((post) => inSlot(post.morphable_id, testInfo) && !newest.has(post.morphable_id))) {
    const flags = await api<Counts>(request, 'GET', `/posts/${candidate}`, token);
    if (!flags.is_hit && !flags.is_dislike) {
      id = candidate;
      break;
    }
  }
  if (id === undefined) throw new Error('No post without a demo vote in this project’s slot');
  const paths = [`/posts/${id}`, `/fr/posts/${id}`];

  const before = await api<Counts>(request, 'GET', `/posts/${id}`);
  // Twice: the first view renders and stores the page, the second is served from the page cache.
  for (const path of [...paths, ...paths]) expect(await shownVotes(playwright, path), path).toMatch(votesLine(before));

  await api(request, 'PUT', `/posts/${id}/set-dislike`, token, {});
  const after = { ...before, dislikes_count: before.dislikes_count + 1 };
  for (const path of paths) expect(await shownVotes(playwright, path), path).toMatch(votesLine(after));

  await api(request, 'PUT', `/posts/${id}/remove-dislike`, token, {});
  for (const path of paths) expect(await shownVotes(playwright, path), path).toMatch(votesLine(before));
});
