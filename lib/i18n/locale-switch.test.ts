import { describe, expect, it } from 'vitest';
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
