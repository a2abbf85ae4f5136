import { describe, expect, it } from 'vitest';
import { disallowedPaths, robotsFile } from './robots';

/** Google's robots.txt matching: a rule is a prefix, `$` anchors the end, `*` matches anything. */
function blocked(path: string, rules: readonly string[]): boolean {
  return rules.some((rule) => {
    const anchored = rule.endsWith('$');
    const body = (anchored ? rule.slice(0, -1) : rule).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
  });
}

describe('robots', () => {
  it('disallows the API, logged-in-only routes in both locales, search and goto links', () => {
    const paths = disallowedPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/',
        '/settings$',
        '/fr/settings$',
        '/favorieten$',
        '/fr/favorieten$',
        '/verwijs-een-vriend$',
        '/fr/parrainez-un-ami$',
        '/upload-post$',
        '/notifications$',
        '/prijzenpot$',
        '/delete-account$',
        '/search$',
        '/fr/search$',
        '/goto/',
        '/fr/goto/',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('blocks the personal pages and their query variants', () => {
    const rules = disallowedPaths();
    for (const path of ['/api/pages', '/settings', '/settings/', '/fr/settings?tab=1', '/upload-post/step/2', '/prijzenpot', '/prijzenpot?x=1', '/fr/prijzenpot', '/search?q=koffie', '/goto/app-ios']) {
      expect(blocked(path, rules), path).toBe(true);
    }
  });

  it('keeps public routes crawlable, including the prize pages under the personal prize pot', () => {
    const rules = disallowedPaths();
    for (const path of ['/', '/fr', '/folders', '/fr/depliants', '/promos', '/prijzenpot/1', '/fr/prijzenpot/2', '/nieuws', '/searching-tips']) {
      expect(blocked(path, rules), path).toBe(false);
    }
  });

  it('allows everything else and points to the sitemap index', () => {
    const file = robotsFile('https://www.example.be/sitemap.xml');
    expect(file.sitemap).toBe('https://www.example.be/sitemap.xml');
    expect(file.rules).toEqual([expect.objectContaining({ userAgent: '*', allow: '/' })]);
  });
});
