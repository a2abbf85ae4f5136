import { describe, expect, it } from 'vitest';
import { cmsTwinSlugs } from './cms-pages';
import { localeSwitchTarget } from './locale-switch';

describe('localeSwitchTarget', () => {
  it('keeps routes without params', () => {
    expect(localeSwitchTarget('/folders', {})).toBe('/folders');
    expect(localeSwitchTarget('/verwijs-een-vriend', {})).toBe('/verwijs-een-vriend');
  });

  it('sends detail routes to their list route', () => {
    expect(localeSwitchTarget('/folders/[storeSlug]/[folderDate]', { storeSlug: 'a', folderDate: '2026-11-18' })).toBe('/folders');
    expect(localeSwitchTarget('/posts/[id]', { id: '4' })).toBe('/promos');
    expect(localeSwitchTarget('/nieuws/[categorySlug]/[articleSlug]', { categorySlug: 'a', articleSlug: 'b' })).toBe('/nieuws');
    expect(localeSwitchTarget('/webshop/[webshopSlug]', { webshopSlug: 'x' })).toBe('/webshop');
  });

  it('keeps the slug of a CMS page and the id of a profile', () => {
    expect(localeSwitchTarget('/[page]', { page: 'contact' })).toEqual({ pathname: '/[page]', params: { page: 'contact' } });
    expect(localeSwitchTarget('/profiel/[userId]', { userId: '7' })).toEqual({ pathname: '/profiel/[userId]', params: { userId: '7' } });
  });

  it('falls back to home for anything unknown', () => {
    expect(localeSwitchTarget('/not-a-route', {})).toBe('/');
  });
});

describe('localeSwitchTarget on CMS pages', () => {
  const twins = { 'wie-of-wat': 'qui-ou-quoi', contact: 'contact' };

  it('goes to the translation of the page', () => {
    expect(localeSwitchTarget('/[page]', { page: 'wie-of-wat' }, twins)).toEqual({ pathname: '/[page]', params: { page: 'qui-ou-quoi' } });
    expect(localeSwitchTarget('/[page]', { page: 'contact' }, twins)).toEqual({ pathname: '/[page]', params: { page: 'contact' } });
  });

  it('goes home when the page has no translation', () => {
    expect(localeSwitchTarget('/[page]', { page: 'alleen-nederlands' }, twins)).toBe('/');
    for (const page of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(localeSwitchTarget('/[page]', { page }, twins), page).toBe('/');
    }
  });
});

describe('cmsTwinSlugs', () => {
  const pages = [
    { slug: 'wie-of-wat', group_key: 'who-or-what', locale: { slug: 'nl' as const } },
    { slug: 'qui-ou-quoi', group_key: 'who-or-what', locale: { slug: 'fr' as const } },
    { slug: 'contact', group_key: 'contact', locale: { slug: 'nl' as const } },
    { slug: 'contact', group_key: 'contact', locale: { slug: 'fr' as const } },
    { slug: 'alleen-nederlands', group_key: 'nl-only', locale: { slug: 'nl' as const } },
  ];

  it('maps each page of a locale to the slug of its twin in the other locale', () => {
    expect(cmsTwinSlugs(pages, 'nl')).toEqual({ 'wie-of-wat': 'qui-ou-quoi', contact: 'contact' });
    expect(cmsTwinSlugs(pages, 'fr')).toEqual({ 'qui-ou-quoi': 'wie-of-wat', contact: 'contact' });
  });
});
