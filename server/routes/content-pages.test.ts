import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CmsPage, CmsPageSummary } from '@/lib/api/content';
import * as schema from '../db/schema';
import { useContentWorld } from './content-world.fixtures';

/** CMS pages, redirect lookups, goto links and hostile input on the content routes. */

describe('content routes', () => {
  const ids: Record<string, number> = {};
  let userToken = '';
  const { api, get, json } = useContentWorld((world) => {
    Object.assign(ids, world.ids);
    userToken = world.userToken;
  });

  describe('CMS pages', () => {
    it('lists the pages of every locale with route, locale and group key', async () => {
      const response = await get('/pages', { locale: 'fr' });
      expect(response.status).toBe(200);
      const { data } = await json<{ data: CmsPageSummary[] }>(response);
      expect(data).toHaveLength(5);
      const terms = data.filter((page) => page.group_key === 'terms');
      expect(terms).toEqual([
        { id: ids.termsNl, slug: 'algemene-voorwaarden', title: 'Algemene voorwaarden', route: '/algemene-voorwaarden', locale: { slug: 'nl' }, group_key: 'terms' },
        { id: ids.termsFr, slug: 'conditions-generales', title: 'Conditions générales', route: '/fr/conditions-generales', locale: { slug: 'fr' }, group_key: 'terms' },
      ]);
      expect(data.find((page) => page.title === 'Contact FR')?.route).toBe('/fr/contact');
    });

    it('answers a slug in the request locale with its alternates', async () => {
      const response = await get('/pages/algemene-voorwaarden');
      expect(response.status).toBe(200);
      const { data } = await json<{ data: CmsPage }>(response);
      expect(data).toMatchObject({
        id: ids.termsNl,
        slug: 'algemene-voorwaarden',
        title: 'Algemene voorwaarden',
        tag_title: 'Voorwaarden | Deals',
        meta_description: 'De voorwaarden',
        route: '/algemene-voorwaarden',
        locale: { slug: 'nl' },
      });
      expect(data.alternates).toEqual([
        { locale: 'nl', slug: 'algemene-voorwaarden', route: '/algemene-voorwaarden' },
        { locale: 'fr', slug: 'conditions-generales', route: '/fr/conditions-generales' },
      ]);
    });

    it('sanitises page content', async () => {
      const { data } = await json<{ data: CmsPage }>(await get('/pages/algemene-voorwaarden'));
      expect(data.content).toBe(
        '<h2>Voorwaarden</h2><p>Lees <strong>goed</strong> en <em>rustig</em>.<br>Dank.</p>' +
          '<img src="/api/media/uploads/a.png" alt="Beeld" loading="lazy">' +
          '<a>boos</a><a href="https://example.com/ok" rel="noopener">goed</a>' +
          '<p>stijl</p>' +
          '<table><tr><td>cel</td></tr></table>',
      );
    });

    it('keeps a slug to its locale unless any_locale is set', async () => {
      expect((await get('/pages/conditions-generales', { locale: 'fr' })).status).toBe(200);
      const wrong = await get('/pages/conditions-generales', { locale: 'nl' });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({ message: 'Page not found.' });
      expect((await get('/pages/algemene-voorwaarden', { locale: 'fr' })).status).toBe(404);

      const any = await get('/pages/conditions-generales?any_locale=1', { locale: 'nl' });
      expect(any.status).toBe(200);
      const { data } = await json<{ data: CmsPage }>(any);
      expect(data.locale.slug).toBe('fr');
      expect(data.route).toBe('/fr/conditions-generales');
      expect(data.alternates.map((alternate) => alternate.locale)).toEqual(['nl', 'fr']);
    });

    it('prefers the request locale when both locales share a slug', async () => {
      const fr = await json<{ data: CmsPage }>(await get('/pages/contact', { locale: 'fr' }));
      expect(fr.data.title).toBe('Contact FR');
      const nl = await json<{ data: CmsPage }>(await get('/pages/contact?any_locale=1', { locale: 'nl' }));
      expect(nl.data.title).toBe('Contact NL');
    });

    it('resolves an id in any locale', async () => {
      const response = await get(`/pages/${ids.termsFr}`, { locale: 'nl' });
      expect(response.status).toBe(200);
      expect((await json<{ data: CmsPage }>(response)).data.slug).toBe('conditions-generales');
    });

    it('gives 404 for unknown pages and 422 for a bad flag', async () => {
      expect((await get('/pages/bestaat-niet')).status).toBe(404);
      expect((await get('/pages/999999')).status).toBe(404);
      const bad = await get('/pages/contact?any_locale=yes');
      expect(bad.status).toBe(422);
      expect(await bad.json()).toMatchObject({ errors: { any_locale: [expect.any(String)] } });
    });
  });

  describe('redirect lookup', () => {
    const lookup = (path: string) => get(`/redirects/lookup?path=${encodeURIComponent(path)}`);

    it('finds internal and external redirects', async () => {
      const internal = await lookup('/oude-pagina');
      expect(internal.status).toBe(200);
      expect(internal.headers.get('cache-control')).toContain('max-age');
      expect(await internal.json()).toEqual({ data: { to: '/promos', external: false, status: 301 } });
      expect(await (await lookup('/partner')).json()).toEqual({
        data: { to: 'https://partner.example/landing?x=1', external: true, status: 302 },
      });
    });

    it('matches with or without trailing slash, query string and percent-encoding', async () => {
      expect((await lookup('/oude-pagina/')).status).toBe(200);
      expect((await lookup('/met-slash')).status).toBe(200);
      expect((await lookup('/oude-pagina?utm=x')).status).toBe(200);
      expect(await (await lookup('/caf%C3%A9')).json()).toEqual({ data: { to: '/promos/eten', external: false, status: 301 } });
    });

    it('gives 404 when there is none, for unsafe targets and for loops', async () => {
      const none = await lookup('/niets-hier');
      expect(none.status).toBe(404);
      expect(await none.json()).toEqual({ message: 'No redirect.' });
      expect((await lookup('/boos')).status).toBe(404);
      expect((await lookup('/lus')).status).toBe(404);
      expect((await lookup('/a%00b')).status).toBe(404);
    });

    it('validates the path with 422', async () => {
      expect((await get('/redirects/lookup')).status).toBe(422);
      expect((await lookup('geen-slash')).status).toBe(422);
      expect((await lookup('')).status).toBe(422);
      expect((await lookup(`/${'a'.repeat(2048)}`)).status).toBe(422);
      expect((await lookup(`/${'a'.repeat(2047)}`)).status).toBe(404);
      expect((await get('/redirects/lookup?path[]=/oude-pagina')).status).toBe(422);
      // A NUL is refused with the query (lib/schemas/query.ts): it cannot be PostgreSQL text.
      expect((await lookup('/a\u0000b')).status).toBe(422);
    });
  });

  describe('goto links', () => {
    const clicks = async (key: string) => (await api.db.select().from(schema.gotoLinks).where(eq(schema.gotoLinks.key, key)))[0]?.clicks;

    it('answers the target URL and counts the click', async () => {
      const response = await api.request('GET', '/goto/shop-a', { ip: '198.51.100.1' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ data: { url: 'https://shop-a.example/?ref=deals' } });
      await api.request('GET', '/goto/shop-a', { ip: '198.51.100.2' });
      expect(await clicks('shop-a')).toBe(2);
    });

    it('counts a visitor’s click on a link once in half an hour, and still sends them on', async () => {
      const before = await clicks('shop-a');
      for (let repeat = 0; repeat < 5; repeat += 1) {
        const response = await api.request('GET', '/goto/shop-a', { ip: '198.51.100.9' });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ data: { url: 'https://shop-a.example/?ref=deals' } });
      }
      expect(await clicks('shop-a')).toBe((before ?? 0) + 1);
    });

    it('refuses unknown keys and non-http targets without counting', async () => {
      expect((await get('/goto/onbekend')).status).toBe(404);
      const evil = await get('/goto/evil');
      expect(evil.status).toBe(404);
      expect(await evil.json()).toEqual({ message: 'Link not found.' });
      expect((await get('/goto/ftp')).status).toBe(404);
      const [row] = await api.db.select().from(schema.gotoLinks).where(eq(schema.gotoLinks.key, 'evil'));
      expect(row?.clicks).toBe(0);
    });
  });

  describe('hostile input', () => {
    const values = [
      "' or 1=1 --",
      '%00',
      'a%00b',
      '%E2%80%AE%F0%9F%92%A5',
      '%ED%A0%80',
      '..%2F..%2Fetc%2Fpasswd',
      '<script>alert(1)</script>',
      '9'.repeat(40),
      '-1',
      '0',
      '1e309',
      'x'.repeat(5000),
      '%',
      '%25',
      '\\',
    ];

    it('never answers 5xx', async () => {
      const paths: string[] = [];
      for (const value of values) {
        paths.push(
          `/pages/${value}`,
          `/pages/contact?any_locale=${value}`,
          `/news-categories/${value}`,
          `/news?page=${value}&per_page=${value}`,
          `/news?category=${value}&load_top_articles=${value}`,
          `/news/show?slug=${value}&category=${value}`,
          `/news/show?id=${value}`,
          `/news/favorites?page=${value}`,
          `/redirects/lookup?path=${value}`,
          `/redirects/lookup?path=/${value}`,
          `/goto/${value}`,
        );
      }
      for (const path of paths) {
        for (const locale of ['nl', 'fr'] as const) {
          const response = await get(path, { locale, token: userToken });
          expect(response.status, `${path} (${locale})`).toBeLessThan(500);
        }
      }
    });
  });
});
