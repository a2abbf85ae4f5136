// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { feedItem } from '@/components/feed/feed-test-items';
import type { PostDetail } from '@/lib/api/feed';
import type { Locale } from '@/lib/i18n/routing';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import PromoDetail from './promo-detail';

/** The page's locale, as next-intl's request config would give it. */
let pageLocale: Locale = 'nl';

vi.mock('next-intl/server', () => ({
  getLocale: async () => pageLocale,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: pageLocale, messages: pageLocale === 'fr' ? fr : nl, namespace: namespace as 'PromoDetail' }),
}));
vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
// The member controls and share buttons have tests of their own; here they would need the session and the API.
vi.mock('@/components/engagement/promo-controls', () => ({ default: () => null }));
vi.mock('./share-buttons', () => ({ default: () => null }));

const now = new Date('2026-11-21T10:00:00.000Z');

function frenchPost(): PostDetail {
  const { data } = feedItem('Post', 8, {
    title: 'Café en grains 1 kg',
    discount_text: '2+1 gratuit',
    language: 'fr',
  });
  return {
    ...data,
    webshop: null,
    store: null,
    morphable_type: 'Post',
    content: '<p>Un café corsé à petit prix.</p>',
    deal_url: null,
    related: [],
    origin_url: null,
    images: [],
    discount_type: 'percent',
    discount_value: null,
    another_type: null,
    free_shipping: false,
    shipping_number: null,
    quote: 'Le meilleur prix du mois.',
    not_started: false,
    locale: 'fr',
    status: 'approved',
  };
}

async function renderPage(locale: Locale) {
  pageLocale = locale;
  renderWithIntl(await PromoDetail({ promo: frenchPost(), url: 'https://example.test/posts/8', shareTitle: 'Café', now }), locale);
}

describe('PromoDetail: a member post in the other language', () => {
  it('marks the post’s own words as French on the Dutch page, and leaves the page’s labels alone', async () => {
    await renderPage('nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Café en grains 1 kg' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('img', { name: 'Café en grains 1 kg' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('2+1 gratuit')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Le meilleur prix du mois.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Un café corsé à petit prix.').closest('[lang]')).toHaveAttribute('lang', 'fr');
    const about = screen.getByRole('region', { name: 'Over deze deal' });
    expect(within(about).getByRole('heading', { name: 'Over deze deal' }).closest('[lang]')).toBeNull();
  });

  it('adds nothing on a page in the post’s own language', async () => {
    await renderPage('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Café en grains 1 kg' })).not.toHaveAttribute('lang');
    expect(document.querySelector('[lang]')).toBeNull();
  });
});
