// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import ActiveFilters from './active-filters';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('ActiveFilters', () => {
  it('shows nothing without filters', () => {
    const { container } = renderWithIntl(<ActiveFilters facets={{}} filters={{}} path="/promos" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each choice as a chip that removes it', () => {
    renderWithIntl(
      <ActiveFilters
        facets={{ webshops: [{ id: 7, title: 'Bestelbus', count: 3 }] }}
        filters={{ types: ['discount_code'], webshops: [7], categories: [2], price: [0, 5000 - 1], q: 'wijn' }}
        path="/promos/dranken"
        hidden={['categories']}
      />,
    );
    const list = screen.getByRole('list', { name: 'Gekozen filters' });
    expect(within(list).getAllByRole('link').map((link) => plain(link.textContent))).toEqual(['Kortingscodes', 'Bestelbus', '€ 0 – € 4.999', '“wijn”']);
    const chip = screen.getByRole('link', { name: 'Filter Bestelbus wissen' });
    expect(chip).toHaveAttribute('href', '/promos/dranken?types[]=discount_code&categories[]=2&price[]=0&price[]=4999&q=wijn');
    expect(chip).toHaveAttribute('rel', 'nofollow');
  });

  it('writes an open-ended price range with a plus', () => {
    renderWithIntl(<ActiveFilters facets={{}} filters={{ price: [10, 5000] }} path="/fr/promos" />, 'fr');
    expect(plain(screen.getByRole('link').textContent)).toBe('10 € – 5 000 €+');
  });

  it('quotes the search words as the language does', () => {
    renderWithIntl(<ActiveFilters facets={{}} filters={{ q: 'café' }} path="/fr/promos" />, 'fr');
    expect(plain(screen.getByRole('link').textContent)).toBe('« café »');
  });
});
