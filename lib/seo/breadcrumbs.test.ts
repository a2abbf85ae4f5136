import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { pathnames, type AppPathname } from '@/lib/i18n/routing';
import { EMPTY_BREADCRUMB_ROUTES, cmsPageHasBreadcrumbs, routeHasBreadcrumbs } from './breadcrumb-routes';
import { SECTION_LABEL_KEYS, breadcrumbJsonLd, sectionCrumb, type SectionRoute } from './breadcrumbs';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'nl' | 'fr'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'fr' ? fr : nl, namespace: namespace as 'Breadcrumbs' }),
}));

describe('breadcrumb routes', () => {
  it.each([
    '/',
    '/webshop',
    '/brand',
    '/store',
    '/product',
    '/upload-post',
    '/notifications',
    '/verify',
    '/nieuws',
    '/nieuws/[categorySlug]',
    '/nieuws/[categorySlug]/[articleSlug]',
    '/password/reset',
    '/deal-alerts',
  ] as const)('%s has empty breadcrumbs (product list)', (route) => {
    expect(routeHasBreadcrumbs(route)).toBe(false);
  });

  it.each(['/folders', '/folders/[storeSlug]', '/store/[storeSlug]', '/[page]', '/nieuwsbrief-bijna', '/default-browser', '/posts/[id]'] as const)(
    '%s has breadcrumbs',
    (route) => {
      expect(routeHasBreadcrumbs(route)).toBe(true);
    },
  );

  it('only lists real routes', () => {
    for (const route of EMPTY_BREADCRUMB_ROUTES) expect(Object.keys(pathnames)).toContain(route);
  });

  it('gives terms and privacy-policy pages no breadcrumb, also through a translation', () => {
    expect(cmsPageHasBreadcrumbs({ slug: 'terms' })).toBe(false);
    expect(cmsPageHasBreadcrumbs({ slug: 'privacy-policy', alternates: [] })).toBe(false);
    expect(cmsPageHasBreadcrumbs({ slug: 'conditions', alternates: [{ slug: 'terms' }, { slug: 'conditions' }] })).toBe(false);
    expect(cmsPageHasBreadcrumbs({ slug: 'contact', alternates: [{ slug: 'contact' }] })).toBe(true);
    expect(cmsPageHasBreadcrumbs({ slug: 'mobiele-app', alternates: [{ slug: 'application-mobile' }] })).toBe(true);
  });
});

describe('breadcrumbJsonLd', () => {
  const toAbsolute = (path: string) => `https://www.example.be${path}`;

  it('lists position, name and absolute URL of every crumb', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', href: '/' },
          { name: 'Folders', href: '/folders' },
          { name: 'Prijsmarkt', href: '/folders/prijsmarkt' },
        ],
        toAbsolute,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.be/' },
        { '@type': 'ListItem', position: 2, name: 'Folders', item: 'https://www.example.be/folders' },
        { '@type': 'ListItem', position: 3, name: 'Prijsmarkt', item: 'https://www.example.be/folders/prijsmarkt' },
      ],
    });
  });

  it('leaves out the URL of a crumb without a path', () => {
    const data = breadcrumbJsonLd([{ name: 'Home', href: '/' }, { name: 'Huidige' }], toAbsolute);
    expect((data.itemListElement as unknown[])[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Huidige' });
  });
});

describe('sectionCrumb', () => {
  it.each(Object.keys(SECTION_LABEL_KEYS) as SectionRoute[])('%s has a label and a localized path in both languages', async (route) => {
    const nlCrumb = await sectionCrumb(route, 'nl');
    const frCrumb = await sectionCrumb(route, 'fr');
    expect(nlCrumb.name).toBe(nl.Breadcrumbs[SECTION_LABEL_KEYS[route]]);
    expect(frCrumb.name).toBe(fr.Breadcrumbs[SECTION_LABEL_KEYS[route]]);
    expect(nlCrumb.href).toBe(route as AppPathname);
    expect(frCrumb.href?.startsWith('/fr/')).toBe(true);
  });

  it('uses the French slug of the folders list', async () => {
    expect(await sectionCrumb('/folders', 'fr')).toEqual({ name: 'Dépliants', href: '/fr/depliants' });
  });
});
