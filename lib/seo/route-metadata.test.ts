import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { siteUrl } from '@/lib/env';
import { loggedInOnlyRoutes } from '@/lib/i18n/routing';
import { noIndexRoutes, routeMetadata } from './route-metadata';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'nl' | 'fr'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'fr' ? fr : nl, namespace: namespace as 'Metadata' }),
}));

const site = siteUrl();

describe('routeMetadata', () => {
  it('takes the title and description of the route from the messages', async () => {
    const metadata = await routeMetadata({ locale: 'fr', route: '/folders' });
    expect(metadata.title).toBe(fr.Metadata.foldersTitle);
    expect(metadata.description).toBe(fr.Metadata.foldersDescription);
    expect(metadata.alternates?.canonical).toBe(`${site}/fr/depliants`);
    expect(metadata.openGraph).toMatchObject({ siteName: 'Dealwijzer' });
    expect(metadata.robots).toBeUndefined();
  });

  it('fills the ICU values', async () => {
    const metadata = await routeMetadata({
      locale: 'nl',
      route: '/store/[storeSlug]',
      params: { storeSlug: 'prijsmarkt' },
      values: { store: 'Prijsmarkt' },
    });
    expect(metadata.title).toBe('Prijsmarkt: promoties en folders');
    expect(metadata.description).toContain('Prijsmarkt');
  });

  it('lets a page replace the texts, an empty description falling back to the message', async () => {
    const own = await routeMetadata({ locale: 'nl', route: '/promos', title: 'Eigen titel', description: 'Eigen beschrijving' });
    expect(own.title).toBe('Eigen titel');
    expect(own.description).toBe('Eigen beschrijving');
    const empty = await routeMetadata({ locale: 'nl', route: '/promos', description: '' });
    expect(empty.description).toBe(nl.Metadata.promosDescription);
  });

  it('keeps personal and utility pages out of search engines', async () => {
    for (const route of loggedInOnlyRoutes) expect(noIndexRoutes.has(route)).toBe(true);
    expect((await routeMetadata({ locale: 'nl', route: '/default-browser' })).robots).toEqual({ index: false, follow: true });
    expect((await routeMetadata({ locale: 'nl', route: '/search' })).robots).toEqual({ index: false, follow: true });
    expect((await routeMetadata({ locale: 'nl', route: '/search', noIndex: false })).robots).toBeUndefined();
  });
});
