// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyClicksScript } from '@/components/engagement/early-clicks-script';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { router } from '@/tests/mocks/next-navigation';
import FilterControls, { loadFilterActions } from './filter-controls';
import { filterTestPage, testFacets } from './filter-test-page';
import { EARLY_FILTER_BUTTONS, markPending } from './filter-dom';
import FilterPanel from './filter-panel';
import MobileFilters from './mobile-filters';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// The filter actions load when the page is idle or at the first touch (filter-actions.ts); here, at once.
beforeAll(() => loadFilterActions());

const sidePanel = () => screen.getByTestId('filter-panel');
const sheet = () => screen.getByRole('dialog', { hidden: true });

beforeEach(() => {
  router.push.mockClear();
  window.history.replaceState(null, '', '/promos');
});

describe('FilterControls', () => {
  it('makes the boxes follow the page the server rendered last (a change landing, then Back)', () => {
    const view = renderWithIntl(filterTestPage({}));
    const box = within(sidePanel()).getByRole('checkbox', { name: /^Kortingscodes/ });
    fireEvent.click(box);
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=discount_code', { scroll: false });
    view.rerender(filterTestPage({ types: ['discount_code'] }));
    expect(box).toBeChecked();
    expect(within(sidePanel()).getByText('1 filter actief')).toBeInTheDocument();
    // Back: the server's page without the filter; the box the visitor checked follows it.
    view.rerender(filterTestPage({}));
    expect(box).not.toBeChecked();
  });

  it('puts back the applied words in a search field nobody is typing in', () => {
    const view = renderWithIntl(filterTestPage({ q: 'koffie' }));
    const field = within(sidePanel()).getByRole('searchbox');
    fireEvent.change(field, { target: { value: 'thee' } });
    view.rerender(filterTestPage({}));
    expect(field).toHaveValue('');
  });

  it('applies a box checked before the page listened', () => {
    const ui = (listening: boolean) => (
      <>
        {listening && <FilterControls current="" />}
        <FilterPanel facets={testFacets} filters={{}} action="/promos" groups={['types']} />
      </>
    );
    const view = renderWithIntl(ui(false));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Promo's/ }));
    expect(router.push).not.toHaveBeenCalled();
    view.rerender(ui(true));
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos', { scroll: false });
  });

  it('clicks again a group toggle and the phone button clicked before the page listened, once', () => {
    // What the page's inline script does while the page loads (mobile-filters.tsx), on a fresh page.
    delete window.__filterClicks;
    new Function(earlyClicksScript('__filterClicks', EARLY_FILTER_BUTTONS))();
    try {
      const ui = (listening: boolean) => (
        <>
          {listening && <FilterControls current="" />}
          <FilterPanel facets={testFacets} filters={{}} action="/promos" groups={['types', 'webshops']} />
          <MobileFilters filters={{}} />
        </>
      );
      const view = renderWithIntl(ui(false));
      const toggle = within(sidePanel()).getByRole('button', { name: /Webshops/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(toggle);
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(sheet()).not.toHaveAttribute('open');
      view.rerender(ui(true));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(sheet()).toHaveAttribute('open');
      // Taken once: the script keeps no more, and a later click is the listener's alone.
      expect(window.__filterClicks).toBeNull();
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      view.rerender(ui(false));
      view.rerender(ui(true));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(within(sheet()).getByRole('button', { name: 'Filters sluiten' }));
      expect(sheet()).not.toHaveAttribute('open');
    } finally {
      delete window.__filterClicks;
    }
  });

  it('follows a chip as a filter change, and leaves a click meant for a new tab alone', () => {
    renderWithIntl(filterTestPage({ types: ['promos'], webshops: [7] }));
    const chips = screen.getByRole('list', { name: 'Gekozen filters' });
    const chip = within(chips).getByRole('link', { name: 'Filter Bestelbus wissen' });
    expect(chip).toHaveAttribute('href', '/promos?types[]=promos');
    fireEvent.click(chip, { ctrlKey: true });
    expect(router.push).not.toHaveBeenCalled();
    fireEvent.click(chip);
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos', { scroll: false });
  });

  it('opens the phone sheet with the page\'s one panel in it, and puts the panel back when it closes', () => {
    renderWithIntl(
      <>
        <aside aria-label="Zijbalk">{filterTestPage({})}</aside>
      </>,
    );
    const home = sidePanel().parentElement;
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(sheet()).toHaveAttribute('open');
    expect(within(sheet()).getByTestId('filter-panel')).toBe(sidePanel());
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Toon de promoties' }));
    expect(sheet()).not.toHaveAttribute('open');
    expect(sidePanel().parentElement).toBe(home);
  });

  it('keeps the sheet open through the remount of a filter change, and the panel in it up to date', () => {
    const view = renderWithIntl(filterTestPage({}));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheetBody = () => sheet().querySelector('[data-filter-sheet-body]') as HTMLElement;
    sheetBody().scrollTop = 240;
    fireEvent.click(within(sheet()).getByRole('checkbox', { name: /^Promo's/ }));
    // The first change on a cached page mounts another route tree: a new, closed sheet.
    view.unmount();
    const next = renderWithIntl(filterTestPage({ types: ['promos'] }));
    expect(sheet()).toHaveAttribute('open');
    // Scrolled where it was: the control used is in view (and the price slider, rendered once on screen).
    expect(sheetBody().scrollTop).toBe(240);
    expect(within(sheet()).getByText('1 filter actief')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    // The next change keeps the tree: React updates the panel inside the sheet.
    next.rerender(filterTestPage({ types: ['promos', 'discount_code'] }));
    expect(within(sheet()).getByText('2 filters actief')).toBeInTheDocument();
    expect(within(sheet()).getByRole('checkbox', { name: /^Kortingscodes/ })).toBeChecked();
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Filters sluiten' }));
    expect(sheet()).not.toHaveAttribute('open');
    // The sheet reopened on the new page had no opener to give the focus back to: its button takes it.
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();
  });

  it('does not open the sheet on another page', () => {
    const view = renderWithIntl(filterTestPage({}));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    view.unmount();
    window.history.replaceState(null, '', '/promos/dranken');
    renderWithIntl(filterTestPage({}));
    expect(sheet()).not.toHaveAttribute('open');
  });

  it('marks the results busy and says so in each panel while a change loads', () => {
    renderWithIntl(filterTestPage({ types: ['promos'] }));
    markPending(document, true);
    const region = screen.getByText('Resultaten').parentElement!;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAttribute('data-pending');
    expect(within(sidePanel()).getByText('De promoties worden bijgewerkt…')).toBeInTheDocument();
    markPending(document, false);
    expect(region).not.toHaveAttribute('aria-busy');
    expect(within(sidePanel()).queryByText('De promoties worden bijgewerkt…')).not.toBeInTheDocument();
  });
});
