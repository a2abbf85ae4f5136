// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { navigation, router } from '@/tests/mocks/next-navigation';
import ActiveFilters from './active-filters';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
navigation.pathname = '/promos/dranken';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('ActiveFilters', () => {
  it('shows nothing without filters', () => {
    const { container } = renderWithIntl(<ActiveFilters facets={{}} filters={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each choice as a chip that removes it', () => {
    renderWithIntl(
      <ActiveFilters
        facets={{ webshops: [{ id: 7, title: 'Bestelbus', count: 3 }] }}
        filters={{ types: ['discount_code'], webshops: [7], categories: [2], price: [0, 5000 - 1], q: 'wijn' }}
        hidden={['categories']}
      />,
    );
    const list = screen.getByRole('list', { name: 'Gekozen filters' });
    expect(within(list).getAllByRole('button').map((button) => plain(button.textContent))).toEqual(['Kortingscodes', 'Bestelbus', '€ 0 – € 4.999', '“wijn”']);
    fireEvent.click(screen.getByRole('button', { name: 'Filter Bestelbus wissen' }));
    expect(router.push).toHaveBeenCalledWith('/promos/dranken?types[]=discount_code&categories[]=2&price[]=0&price[]=4999&q=wijn', { scroll: false });
  });

  it('writes an open-ended price range with a plus', () => {
    renderWithIntl(<ActiveFilters facets={{}} filters={{ price: [10, 5000] }} />, 'fr');
    expect(plain(screen.getByRole('button').textContent)).toBe('10 € – 5 000 €+');
  });

  it('quotes the search words as the language does', () => {
    renderWithIntl(<ActiveFilters facets={{}} filters={{ q: 'café' }} />, 'fr');
    expect(plain(screen.getByRole('button').textContent)).toBe('« café »');
  });
});
