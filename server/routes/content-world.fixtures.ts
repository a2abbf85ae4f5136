import type { Db } from '../db/client';
import { useApiHarness } from '../test-support/api-harness';
import {
  DAY_MS,
  daysAgo,
  favouriteArticle,
  insertArticle,
  insertGoto,
  insertNewsCategory,
  insertPage,
  insertRedirect,
  insertUserWithToken,
} from './content.fixtures';

const HOUR_MS = 60 * 60 * 1000;

/** Article and page content with everything the sanitizer must remove or keep. */
export const HOSTILE_CONTENT = [
  '<h2>Voorwaarden</h2><p>Lees <strong>goed</strong> en <em>rustig</em>.<br>Dank.</p>',
  '<script>alert("xss")</script>',
  '<img src="/api/media/uploads/a.png" onerror="alert(1)" alt="Beeld">',
  '<a href="javascript:alert(1)">boos</a><a href="https://example.com/ok">goed</a>',
  '<p style="color:red" onclick="alert(1)">stijl</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<table><tr><td>cel</td></tr></table>',
].join('');

/** Ids by name (pages, news categories, articles `saving1`…`saving30` and by slug), and a member with favourites. */
export type ContentWorld = { ids: Record<string, number>; userToken: string; userId: number };

/**
 * The world of the content route tests: CMS pages in both languages, news categories, articles of
 * every age and state, a member's favourites, redirects and goto links.
 */
export async function seedContentWorld(db: Db): Promise<ContentWorld> {
  const ids: Record<string, number> = {};
  const termsNl = await insertPage(db, {
    slug: 'algemene-voorwaarden',
    locale: 'nl',
    groupKey: 'terms',
    title: 'Algemene voorwaarden',
    tagTitle: 'Voorwaarden | Deals',
    metaDescription: 'De voorwaarden',
    content: HOSTILE_CONTENT,
  });
  const termsFr = await insertPage(db, {
    slug: 'conditions-generales',
    locale: 'fr',
    groupKey: 'terms',
    title: 'Conditions générales',
    route: '/conditions-generales',
  });
  ids.termsNl = termsNl.id;
  ids.termsFr = termsFr.id;
  await insertPage(db, { slug: 'contact', locale: 'nl', groupKey: 'contact', title: 'Contact NL' });
  await insertPage(db, { slug: 'contact', locale: 'fr', groupKey: 'contact', title: 'Contact FR' });
  await insertPage(db, { slug: 'privacy-policy', locale: 'nl', groupKey: 'privacy', title: 'Privacy' });

  const saving = await insertNewsCategory(db, { slug: 'besparen', title: 'Besparen', position: 1 });
  const shops = await insertNewsCategory(db, { slug: 'winkels', title: 'Winkels', position: 2 });
  const empty = await insertNewsCategory(db, { slug: 'leeg', title: 'Leeg', position: 3 });
  ids.saving = saving.id;
  ids.shops = shops.id;
  ids.empty = empty.id;

  // 30 fresh articles (1..30 hours old, views = hours) in "besparen".
  for (let hours = 1; hours <= 30; hours += 1) {
    const article = await insertArticle(db, {
      newsCategoryId: saving.id,
      slug: `besparen-${hours}`,
      title: `Besparen ${hours}`,
      publishedAt: new Date(Date.now() - hours * HOUR_MS),
      views: hours,
      content: hours === 1 ? HOSTILE_CONTENT : `<p>Tekst ${hours}</p>`,
    });
    ids[`saving${hours}`] = article.id;
  }
  // Older, heavily read articles in "winkels" that only count for the longer periods.
  const periods = [
    { slug: 'week-hit', days: 3, views: 1000 },
    { slug: 'month-hit', days: 20, views: 5000 },
    { slug: 'year-hit', days: 200, views: 9000 },
    { slug: 'ancient-hit', days: 400, views: 99999 },
  ];
  for (const period of periods) {
    const article = await insertArticle(db, {
      newsCategoryId: shops.id,
      slug: period.slug,
      title: period.slug,
      publishedAt: daysAgo(period.days),
      views: period.views,
    });
    ids[period.slug] = article.id;
  }
  // Not public: unpublished, scheduled for tomorrow, without category.
  ids.draft = (await insertArticle(db, { newsCategoryId: saving.id, slug: 'concept', publishedAt: null })).id;
  ids.future = (await insertArticle(db, { newsCategoryId: saving.id, slug: 'morgen', publishedAt: new Date(Date.now() + DAY_MS) })).id;
  ids.orphan = (await insertArticle(db, { newsCategoryId: null, slug: 'wees', publishedAt: daysAgo(1) })).id;

  const { user, token } = await insertUserWithToken(db);
  await favouriteArticle(db, user.id, ids.saving2 ?? 0, new Date(Date.now() - 2 * HOUR_MS));
  await favouriteArticle(db, user.id, ids['month-hit'] ?? 0, new Date(Date.now() - HOUR_MS));
  await favouriteArticle(db, user.id, ids.draft, new Date());

  await insertRedirect(db, { fromPath: '/oude-pagina', toUrl: '/promos', statusCode: 301 });
  await insertRedirect(db, { fromPath: '/partner', toUrl: 'https://partner.example/landing?x=1', isExternal: true, statusCode: 302 });
  await insertRedirect(db, { fromPath: '/met-slash/', toUrl: '/store' });
  await insertRedirect(db, { fromPath: '/boos', toUrl: 'javascript:alert(1)', isExternal: true });
  await insertRedirect(db, { fromPath: '/lus', toUrl: '/lus' });
  await insertRedirect(db, { fromPath: '/café', toUrl: '/promos/eten' });

  await insertGoto(db, { key: 'shop-a', targetUrl: 'https://shop-a.example/?ref=deals' });
  await insertGoto(db, { key: 'evil', targetUrl: 'javascript:alert(1)' });
  await insertGoto(db, { key: 'ftp', targetUrl: 'ftp://files.example/' });
  return { ids, userToken: token, userId: user.id };
}

/** The API harness over a fresh database holding the content world (handed to `onSeeded`), and its GET helpers. */
export function useContentWorld(onSeeded: (world: ContentWorld) => void) {
  // No Language header unless a test gives one: the API's own default is part of what is tested.
  const api = useApiHarness({
    locale: null,
    seed: async (db) => onSeeded(await seedContentWorld(db)),
  });
  const get = (path: string, init: { locale?: 'nl' | 'fr'; token?: string } = {}) => api.request('GET', path, init);
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
  return { api, get, json };
}
