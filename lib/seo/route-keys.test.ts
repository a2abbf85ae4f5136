import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { pathnames, type AppPathname } from '@/lib/i18n/routing';
import { routeDescriptionKey, routeKeys, routeTitleKey } from './route-keys';

const catalogues = { nl: nl.Metadata as Record<string, string>, fr: fr.Metadata as Record<string, string> };

/** The ICU argument names of a simple message (`{store}` → store). */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1] ?? '').sort();
}

describe('route message keys', () => {
  const routes = Object.keys(pathnames) as AppPathname[];

  it('cover every route of the routing table, each with its own key', () => {
    expect(Object.keys(routeKeys).sort()).toEqual([...routes].sort());
    expect(new Set(Object.values(routeKeys)).size).toBe(routes.length);
  });

  it.each(routes)('%s has a title and a description in both languages with the same parameters', (route) => {
    for (const key of [routeTitleKey(route), routeDescriptionKey(route)]) {
      const nlMessage = catalogues.nl[key];
      const frMessage = catalogues.fr[key];
      expect(nlMessage, `nl Metadata.${key}`).toEqual(expect.any(String));
      expect(frMessage, `fr Metadata.${key}`).toEqual(expect.any(String));
      expect(argumentsOf(frMessage ?? ''), `parameters of Metadata.${key}`).toEqual(argumentsOf(nlMessage ?? ''));
    }
  });

  it('uses the names other pages rely on', () => {
    expect(routeTitleKey('/folders')).toBe('foldersTitle');
    expect(routeTitleKey('/store/[storeSlug]')).toBe('storeTitle');
    expect(argumentsOf(catalogues.nl.storeTitle ?? '')).toEqual(['store']);
    expect(argumentsOf(catalogues.nl.folderTitle ?? '')).toEqual(['from', 'store', 'to']);
  });
});
