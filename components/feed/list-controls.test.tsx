// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { readFeedFilters } from '@/lib/filters/url';
import FeedCard from './feed-card';
import { feedItem } from './feed-test-items';
import ListControls from './list-controls';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

describe('ListControls', () => {
  it('links every order with the other filters kept, the current one marked', () => {
    const filters = readFeedFilters(new URLSearchParams('types[]=promos&q=koffie&sort=ending&page=3'));
    renderWithIntl(<ListControls basePath="/promos" filters={filters} />);
    // Searched words: the best match is the default (no sort in the URL), the newest an explicit order.
    expect(hrefs(screen.getByRole('navigation', { name: 'Sorteren' }))).toEqual([
      ['Beste match', '/promos?types[]=promos&q=koffie', null],
      ['Nieuwste', '/promos?types[]=promos&q=koffie&sort=newest', null],
      ['Populairste', '/promos?types[]=promos&q=koffie&sort=hot', null],
      ['Eindigt binnenkort', '/promos?types[]=promos&q=koffie&sort=ending', 'true'],
      ['Grootste korting', '/promos?types[]=promos&q=koffie&sort=discount', null],
    ]);
  });

  it('offers the best match only for searched words, where it is the default', () => {
    renderWithIntl(<ListControls basePath="/promos" filters={readFeedFilters(new URLSearchParams('types[]=promos&sort=relevance'))} />);
    expect(hrefs(screen.getByRole('navigation', { name: 'Sorteren' }))).toEqual([
      ['Nieuwste', '/promos?types[]=promos', 'true'],
      ['Populairste', '/promos?types[]=promos&sort=hot', null],
      ['Eindigt binnenkort', '/promos?types[]=promos&sort=ending', null],
      ['Grootste korting', '/promos?types[]=promos&sort=discount', null],
    ]);
  });

  it('marks the best match current for searched words without an order', () => {
    renderWithIntl(<ListControls basePath="/search" filters={readFeedFilters(new URLSearchParams('q=koffie'))} />);
    const sorts = hrefs(screen.getByRole('navigation', { name: 'Sorteren' }));
    expect(sorts[0]).toEqual(['Beste match', '/search?q=koffie', 'true']);
    expect(sorts[1]).toEqual(['Nieuwste', '/search?q=koffie&sort=newest', null]);
  });

  it('links both languages or one, keeping the order; a query on the base path is left out', () => {
    const filters = readFeedFilters(new URLSearchParams('q=café&sort=top&language=fr'));
    expect(filters.sort).toBe('hot');
    renderWithIntl(<ListControls basePath="/fr/recherche?q=caf%C3%A9" filters={filters} />, 'fr');
    expect(hrefs(screen.getByRole('navigation', { name: 'Langue des publications' }))).toEqual([
      ['Les deux langues', '/fr/recherche?q=caf%C3%A9&sort=hot', null],
      ['Néerlandais', '/fr/recherche?q=caf%C3%A9&language=nl&sort=hot', null],
      ['Français', '/fr/recherche?q=caf%C3%A9&language=fr&sort=hot', 'true'],
    ]);
  });
});

describe('the language label of a post', () => {
  it('marks a post in the other language with its code and an accessible name', () => {
    renderWithIntl(<FeedCard item={feedItem('Post', 8, { language: 'fr' })} />);
    const label = screen.getByTestId('post-language');
    expect(label).toHaveTextContent('FR');
    expect(within(label).getByText('In het Frans')).toHaveClass('visually-hidden');
  });

  it('says nothing for a post in the page language or the bilingual kinds', () => {
    renderWithIntl(
      <>
        <FeedCard item={feedItem('Post', 8, { language: 'nl' })} />
        <FeedCard item={feedItem('OnlinePromo', 9)} />
      </>,
    );
    expect(screen.queryByTestId('post-language')).toBeNull();
  });

  it('names Dutch in French', () => {
    renderWithIntl(<FeedCard item={feedItem('Post', 8, { language: 'nl' })} />, 'fr');
    expect(screen.getByTestId('post-language')).toHaveTextContent('NLEn néerlandais');
  });
});
