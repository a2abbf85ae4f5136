// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import type { FeedFacets } from '@/lib/api/feed';
import { navigation, router } from '@/tests/mocks/next-navigation';
import FilterPanel from './filter-panel';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
navigation.pathname = '/promos';

const facets: Partial<FeedFacets> = {
  types: [
    { value: 'folder_promos', title: "Folderpromo's", count: 300 },
    { value: 'discount_code', title: 'Kortingscodes', count: 40 },
    { value: 'promos', title: "Promo's", count: 30 },
    { value: 'day_deals', title: 'Dagdeals', count: 20 },
    { value: 'post_sale', title: 'Solden', count: 5 },
  ],
  categories: [
    { id: 1, title: 'Voeding', count: 100 },
    { id: 2, title: 'Dranken', count: 50 },
  ],
  webshops: [{ id: 7, title: 'Bestelbus', count: 12 }],
  stores: [],
  brands: [{ id: 9, title: 'Hopveld', count: 3 }],
  prices: { min: 0.5, max: 899 },
};

beforeEach(() => router.push.mockClear());

describe('FilterPanel', () => {
  it('opens types and categories, and closes webshops, brands and price by default', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{}} />);
    expect(screen.getByRole('button', { name: 'Soort promo' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Categorieën' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Webshops' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Merken' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Prijs' })).toHaveAttribute('aria-expanded', 'false');
    // A group without options (stores here) is left out.
    expect(screen.queryByRole('button', { name: 'Winkels' })).not.toBeInTheDocument();
  });

  it('shows 4 post types before "show more"', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{}} />);
    expect(within(screen.getByRole('group', { name: 'Soort promo' })).getAllByRole('checkbox')).toHaveLength(4);
  });

  it('opens and closes a group', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{}} />);
    const toggle = screen.getByRole('button', { name: 'Webshops' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: /^Bestelbus/ })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.queryByRole('checkbox', { name: /^Bestelbus/ })).not.toBeInTheDocument();
  });

  it('puts a choice in the URL', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{ q: 'bier' }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Dranken/ }));
    expect(router.push).toHaveBeenCalledWith('/promos?categories[]=2&q=bier', { scroll: false });
  });

  it('has an inactive reset without filters', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{}} />);
    expect(screen.getByRole('button', { name: 'Alles wissen' })).toBeDisabled();
    expect(screen.getByText('Geen filters actief')).toBeInTheDocument();
  });

  it('resets every filter at once', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{ types: ['promos'], brands: [9], price: [10, 5000] }} />);
    expect(screen.getByText('3 filters actief')).toBeInTheDocument();
    // Groups with a choice open even when they start closed.
    expect(screen.getByRole('button', { name: /^Merken/ })).toHaveAttribute('aria-expanded', 'true');
    const reset = screen.getByRole('button', { name: 'Alles wissen' });
    expect(reset).toBeEnabled();
    fireEvent.click(reset);
    expect(router.push).toHaveBeenCalledWith('/promos', { scroll: false });
  });

  it('searches with q', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{ types: ['promos'] }} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek in promoties' }), { target: { value: '  koffie  ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos&q=koffie', { scroll: false });
  });

  it('leaves out the groups it is not given', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{}} groups={['types', 'price']} search={false} />);
    expect(screen.queryByRole('button', { name: 'Categorieën' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('passes only-one-choice to a group', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{ types: ['promos'] }} groupOptions={{ types: { single: true } }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Kortingscodes/ }));
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=discount_code', { scroll: false });
  });

  it('loads the price slider when the price group opens, and applies a price typed there', async () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{}} />);
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Prijs' }));
    expect(await screen.findAllByRole('slider')).toHaveLength(2);
    const max = screen.getByRole('textbox', { name: 'Maximum in euro' });
    fireEvent.change(max, { target: { value: '20' } });
    fireEvent.blur(max);
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/promos\?price\[\]=0&price\[\]=20/), { scroll: false });
  });
});
