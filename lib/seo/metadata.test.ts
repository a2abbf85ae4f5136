import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/env';
import { MAX_DESCRIPTION_LENGTH, absoluteUrl, canonicalUrl, metaDescription, pageMetadata, withoutSiteName } from './metadata';

const site = siteUrl();

describe('pageMetadata', () => {
  it('gives a canonical URL and nl, fr and x-default alternates for a route with the same params', () => {
    const metadata = pageMetadata({ locale: 'fr', route: '/folders', title: 'Dépliants', description: 'Tous les dépliants' });
    expect(metadata.alternates).toEqual({
      canonical: `${site}/fr/depliants`,
      languages: { nl: `${site}/folders`, fr: `${site}/fr/depliants`, 'x-default': `${site}/folders` },
    });
    expect(metadata.title).toBe('Dépliants');
    expect(metadata.description).toBe('Tous les dépliants');
  });

  it('uses the params of each locale when slugs differ and leaves out a missing translation', () => {
    const both = pageMetadata({
      locale: 'nl',
      route: '/[page]',
      paramsByLocale: { nl: { page: 'mobiele-app' }, fr: { page: 'application-mobile' } },
      title: 'App',
    });
    expect(both.alternates?.canonical).toBe(`${site}/mobiele-app`);
    expect(both.alternates?.languages).toEqual({
      nl: `${site}/mobiele-app`,
      fr: `${site}/fr/application-mobile`,
      'x-default': `${site}/mobiele-app`,
    });
    const frOnly = pageMetadata({ locale: 'fr', route: '/[page]', paramsByLocale: { fr: { page: 'seulement' } }, title: 'x' });
    expect(frOnly.alternates?.languages).toEqual({ fr: `${site}/fr/seulement`, 'x-default': `${site}/fr/seulement` });
  });

  it('encodes params and keeps the given query in canonical and alternates', () => {
    const metadata = pageMetadata({
      locale: 'nl',
      route: '/promos/[categorySlug]',
      params: { categorySlug: 'eten & drinken' },
      query: { page: 2, empty: '', missing: undefined },
      title: 'x',
    });
    expect(metadata.alternates?.canonical).toBe(`${site}/promos/eten%20%26%20drinken?page=2`);
    expect((metadata.alternates?.languages as Record<string, string>).fr).toBe(`${site}/fr/promos/eten%20%26%20drinken?page=2`);
  });

  it('fills Open Graph and the Twitter card, with an absolute image', () => {
    const metadata = pageMetadata({
      locale: 'fr',
      route: '/posts/[id]',
      params: { id: 12 },
      title: 'Deal',
      description: 'Un bon plan',
      image: '/api/media/generated/promo/12.svg',
      type: 'article',
      siteName: 'Dealwijzer',
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: `${site}/fr/posts/12`,
      title: 'Deal',
      description: 'Un bon plan',
      locale: 'fr_BE',
      alternateLocale: ['nl_BE'],
      siteName: 'Dealwijzer',
      // Networks show no SVG: the generated drawing's PNG twin, in the page's language.
      images: [{ url: `${site}/api/media/generated/promo/12.png?locale=fr` }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [`${site}/api/media/generated/promo/12.png?locale=fr`] });
  });

  it('gives every route a PNG preview, never an SVG', () => {
    const store = pageMetadata({ locale: 'nl', route: '/store/[storeSlug]', params: { storeSlug: 'bouwhuis' }, title: 'x', image: '/api/media/generated/store/5.svg' });
    expect(store.openGraph?.images).toEqual([{ url: `${site}/api/media/generated/store/5.png` }]);
    const other = pageMetadata({ locale: 'nl', route: '/brand/[brandSlug]', params: { brandSlug: 'x' }, title: 'x', image: '/some/logo.svg' });
    expect(other.openGraph).not.toHaveProperty('images');
    expect(other.twitter).toMatchObject({ card: 'summary' });
  });

  it('makes the French address of Dutch-only news canonical to the Dutch page, with no French alternate', () => {
    const params = { categorySlug: 'besparen', articleSlug: 'tien-tips' };
    for (const locale of ['nl', 'fr'] as const) {
      const article = pageMetadata({ locale, route: '/nieuws/[categorySlug]/[articleSlug]', params, title: 'Tien tips', type: 'article' });
      const dutch = `${site}/nieuws/besparen/tien-tips`;
      expect(article.alternates, locale).toEqual({ canonical: dutch, languages: { nl: dutch, 'x-default': dutch } });
      expect(article.openGraph, locale).toMatchObject({ url: dutch, locale: 'nl_BE', alternateLocale: [] });
    }
    const category = pageMetadata({ locale: 'fr', route: '/nieuws/[categorySlug]', params: { categorySlug: 'besparen' }, query: { page: 2 }, title: 'x' });
    expect(category.alternates?.canonical).toBe(`${site}/nieuws/besparen?page=2`);
    expect(Object.keys(category.alternates?.languages ?? {})).toEqual(['nl', 'x-default']);
    // The news home has a French version of its own.
    expect(pageMetadata({ locale: 'fr', route: '/nieuws', title: 'x' }).alternates?.canonical).toBe(`${site}/fr/actua`);
  });

  it('gives structured data the same canonical URL as the head, Dutch for Dutch-only news', () => {
    const inputs = [
      { locale: 'fr', route: '/nieuws/[categorySlug]/[articleSlug]', params: { categorySlug: 'besparen', articleSlug: 'tien-tips' } },
      { locale: 'fr', route: '/nieuws/[categorySlug]', params: { categorySlug: 'besparen' }, query: { page: 2 } },
      { locale: 'fr', route: '/folders/[storeSlug]', paramsByLocale: { nl: { storeSlug: 'aldi' }, fr: { storeSlug: 'aldi-fr' } } },
      { locale: 'nl', route: '/promos', query: { page: 3 } },
    ] as const;
    for (const input of inputs) expect(canonicalUrl(input), input.route).toBe(pageMetadata({ ...input, title: 'x' }).alternates?.canonical);
    expect(canonicalUrl(inputs[0])).toBe(`${site}/nieuws/besparen/tien-tips`);
    expect(canonicalUrl(inputs[2])).toBe(`${site}/fr/depliants/aldi-fr`);
  });

  it('marks no-index pages and honours an absolute title', () => {
    const metadata = pageMetadata({ locale: 'nl', route: '/search', title: 'Zoeken', noIndex: true, absoluteTitle: true });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.title).toEqual({ absolute: 'Zoeken' });
    expect(pageMetadata({ locale: 'nl', route: '/promos', title: 'x' }).robots).toBeUndefined();
  });

  it('throws when a param of the route is missing rather than output a broken URL', () => {
    expect(() => pageMetadata({ locale: 'nl', route: '/store/[storeSlug]', title: 'x' })).toThrow(/storeSlug/);
  });
});

describe('metaDescription', () => {
  it('collapses whitespace and strips markup', () => {
    expect(metaDescription('  Een <strong>mooie</strong>\n\n deal  ')).toBe('Een mooie deal');
  });

  it('is undefined for empty values', () => {
    expect(metaDescription(null)).toBeUndefined();
    expect(metaDescription('   ')).toBeUndefined();
    expect(metaDescription('<p></p>')).toBeUndefined();
  });

  it('cuts long text at a word with an ellipsis, within the limit', () => {
    const long = 'Promoties en folders van Belgische winkels, '.repeat(10);
    const result = metaDescription(long) ?? '';
    expect(result.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(result.endsWith('…')).toBe(true);
    expect(result).not.toMatch(/[ ,]…$/);
    expect(long.startsWith(result.slice(0, -1))).toBe(true);
  });

  it('keeps text of exactly the limit', () => {
    const exact = 'a'.repeat(MAX_DESCRIPTION_LENGTH);
    expect(metaDescription(exact)).toBe(exact);
  });
});

describe('withoutSiteName', () => {
  it.each([
    ['Algemene voorwaarden | Dealwijzer', 'Algemene voorwaarden'],
    ['Contacteer ons - Dealwijzer', 'Contacteer ons'],
    ['Contact – dealwijzer ', 'Contact'],
    ['Download de gratis Dealwijzer-app', 'Download de gratis Dealwijzer-app'],
    ['Dealwijzer', 'Dealwijzer'],
  ])('%s → %s', (input, expected) => {
    expect(withoutSiteName(input, 'Dealwijzer')).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it('resolves a site path against the site URL', () => {
    expect(absoluteUrl('/fr/depliants')).toBe(`${site}/fr/depliants`);
  });
});
