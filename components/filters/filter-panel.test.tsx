// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import type { FeedFacets } from '@/lib/api/feed';
import { finishHeldNavigations, holdNavigations, router } from '@/tests/mocks/next-navigation';
import FilterControls, { loadFilterActions } from './filter-controls';
import FilterPanel, { type FilterPanelProps } from './filter-panel';
import styles from './filters.module.css';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// The filter actions load when the page is idle or at the first touch (filter-actions.ts); here, at once.
beforeAll(() => loadFilterActions());

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

/** The panel as a page renders it: server markup plus the page's one filter controls listener. */
function renderPanel(props: Partial<FilterPanelProps> = {}) {
  return renderWithIntl(
    <>
      <FilterControls current="" />
      <FilterPanel facets={facets} filters={{}} action="/promos" {...props} />
    </>,
  );
}

const contentOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');

beforeEach(() => {
  router.push.mockReset();
  // Under way until the server's page lands, which would rerender the panel (not here).
  holdNavigations();
  window.history.replaceState(null, '', '/promos');
});

afterEach(async () => {
  await act(async () => finishHeldNavigations());
});

describe('FilterPanel', () => {
  it('opens types and categories, and closes webshops, brands and price by default', () => {
    renderPanel();
    for (const name of ['Soort promo', 'Categorieën']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
      expect(contentOf(screen.getByRole('button', { name }))).toBeVisible();
    }
    for (const name of ['Webshops', 'Merken', 'Prijs']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
      expect(contentOf(screen.getByRole('button', { name }))).not.toBeVisible();
    }
    // A group without options (stores here) is left out.
    expect(screen.queryByRole('button', { name: 'Winkels' })).not.toBeInTheDocument();
  });

  it('is a form of its own that works without JavaScript: the URL names, the page as action, an apply button', () => {
    renderPanel({ filters: { types: ['promos'], sort: 'hot', language: 'fr' } });
    const form = screen.getByRole('search', { name: 'Filters' });
    expect(form).toHaveAttribute('action', '/promos');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('checkbox', { name: /^Promo's/ })).toHaveAttribute('name', 'types[]');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({ q: '', 'types[]': 'promos', sort: 'hot', language: 'fr' });
    expect(within(form).getByRole('button', { name: 'Filters toepassen' })).toHaveAttribute('type', 'submit');
  });

  it('shows 4 post types before "show more", and all of them after', () => {
    renderPanel();
    const boxes = within(screen.getByRole('group', { name: 'Soort promo' })).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('li')?.className ?? '')).toEqual(['', '', '', '', styles.extra]);
    const more = screen.getByRole('button', { name: /Toon meer \(1\)/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(boxes[0]?.closest('ul')).toHaveAttribute('data-expanded');
    fireEvent.click(more);
    expect(boxes[0]?.closest('ul')).not.toHaveAttribute('data-expanded');
  });

  it('gives categories a shorter list on small screens, with its own count', () => {
    const categories = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, title: `Categorie ${index + 1}`, count: 50 - index }));
    renderPanel({ facets: { ...facets, categories }, filters: { categories: [8] } });
    const items = within(screen.getByRole('group', { name: 'Categorieën' })).getAllByRole('listitem');
    // Six on a desktop, four below 996 px; a chosen option always shows.
    expect(items.map((item) => item.className)).toEqual(['', '', '', '', styles.extraSmall, styles.extraSmall, styles.extra, '']);
    const more = within(screen.getByRole('group', { name: 'Categorieën' })).getByRole('button');
    expect(more.querySelector(`.${styles.moreLabel}`)).toHaveTextContent('Toon meer (1)');
    expect(more.querySelector(`.${styles.moreLabelSmall}`)).toHaveTextContent('Toon meer (3)');
  });

  it('reads out what each option counts: promos, or folders on the folders page', () => {
    const { unmount } = renderPanel({ groups: ['brands'], groupOptions: { brands: { defaultOpen: true } } });
    expect(screen.getByRole('checkbox', { name: /Hopveld/ })).toHaveAccessibleName('Hopveld (3 promoties)');
    unmount();
    renderPanel({ groups: ['brands'], groupOptions: { brands: { defaultOpen: true } }, countUnit: 'folders' });
    expect(screen.getByRole('checkbox', { name: /Hopveld/ })).toHaveAccessibleName('Hopveld (3 folders)');
  });

  it('counts the words as a filter where they are one, not on the search page (no words field: they are its subject)', () => {
    const { unmount } = renderPanel({ filters: { q: 'koffie' } });
    expect(screen.getByText('1 filter actief')).toBeInTheDocument();
    unmount();
    renderPanel({ filters: { q: 'koffie' }, search: false });
    expect(screen.getByText('Geen filters actief')).toBeInTheDocument();
  });

  it('opens and closes a group', () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Webshops' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: /^Bestelbus/ })).toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('checkbox', { name: /^Bestelbus/, hidden: true })).not.toBeVisible();
  });

  it('puts a choice in the URL, with the applied words and order', () => {
    renderPanel({ filters: { q: 'bier', sort: 'hot' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Dranken/ }));
    expect(router.push).toHaveBeenCalledWith('/promos?categories[]=2&q=bier&sort=hot', { scroll: false });
  });

  it('has an inactive reset without filters', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Alles wissen' })).toBeDisabled();
    expect(screen.getByText('Geen filters actief')).toBeInTheDocument();
  });

  it('resets every filter at once, keeping the order', () => {
    renderPanel({ filters: { types: ['promos'], brands: [9], price: [10, 5000], sort: 'hot' } });
    expect(screen.getByText('3 filters actief')).toBeInTheDocument();
    // Groups with a choice open even when they start closed.
    expect(screen.getByRole('button', { name: /^Merken/ })).toHaveAttribute('aria-expanded', 'true');
    const reset = screen.getByRole('button', { name: 'Alles wissen' });
    expect(reset).toBeEnabled();
    fireEvent.click(reset);
    expect(router.push).toHaveBeenCalledWith('/promos?sort=hot', { scroll: false });
  });

  it('searches with q', () => {
    renderPanel({ filters: { types: ['promos'] } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek in promoties' }), { target: { value: '  koffie  ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos&q=koffie', { scroll: false });
  });

  it('writes the canonical address: tidy words, and no order that the words make the default', () => {
    renderPanel({ filters: { q: 'bier', sort: 'newest', categories: [2] } });
    const field = screen.getByRole('searchbox', { name: 'Zoek in promoties' });
    fireEvent.change(field, { target: { value: '  rode \n wijn ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.push).toHaveBeenLastCalledWith('/promos?categories[]=2&q=rode%20wijn&sort=newest', { scroll: false });
    // Without words the newest is the default order: the URL leaves it out.
    fireEvent.change(field, { target: { value: ' ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.push).toHaveBeenLastCalledWith('/promos?categories[]=2', { scroll: false });
  });

  it('leaves out the groups it is not given, and keeps the words of a list without a search field', () => {
    renderPanel({ groups: ['types', 'price'], search: false, filters: { q: 'wijn' } });
    expect(screen.queryByRole('button', { name: 'Categorieën' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Dagdeals/ }));
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=day_deals&q=wijn', { scroll: false });
  });

  it('keeps only one choice in a single-choice group', () => {
    renderPanel({ filters: { types: ['promos'] }, groupOptions: { types: { single: true } } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Kortingscodes/ }));
    expect(screen.getByRole('checkbox', { name: /^Promo's/ })).not.toBeChecked();
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=discount_code', { scroll: false });
  });

  it('disables the other options once a group has its maximum, and frees them again', () => {
    renderPanel({ filters: { types: ['promos'] }, groupOptions: { types: { max: 2 } } });
    expect(screen.getByRole('checkbox', { name: /^Kortingscodes/ })).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Kortingscodes/ }));
    expect(screen.getByRole('checkbox', { name: /^Dagdeals/ })).toBeDisabled();
    expect(screen.getByText('Je kunt er maximaal 2 kiezen.')).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Promo's/ }));
    expect(screen.getByRole('checkbox', { name: /^Dagdeals/ })).toBeEnabled();
    expect(router.push).toHaveBeenLastCalledWith('/promos?types[]=discount_code', { scroll: false });
  });

  it('loads the price slider and applies a price typed there, keeping the other filters', async () => {
    renderPanel({ filters: { types: ['promos'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Prijs' }));
    // No IntersectionObserver here: the slider loads at once (in a browser, when its place is on screen).
    expect(await screen.findAllByRole('slider')).toHaveLength(2);
    const max = screen.getByRole('textbox', { name: 'Maximum in euro' });
    fireEvent.change(max, { target: { value: '20' } });
    fireEvent.blur(max);
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos&price[]=0&price[]=20', { scroll: false });
  });

  it('sends no price without a range, and the applied range with every other change', () => {
    const view = renderPanel();
    const form = () => screen.getByRole('search') as HTMLFormElement;
    expect(new FormData(form()).getAll('price[]')).toEqual([]);
    view.unmount();
    renderPanel({ filters: { price: [10, 99.5] } });
    expect(new FormData(form()).getAll('price[]')).toEqual(['10', '99.5']);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Dagdeals/ }));
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=day_deals&price[]=10&price[]=99.5', { scroll: false });
  });
});
