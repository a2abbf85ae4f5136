// @vitest-environment jsdom
import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { router } from '@/tests/mocks/next-navigation';
import { loadFilterActions } from './filter-controls';
import FilterControlsLoader from './filter-controls-loader';
import FilterPanel from './filter-panel';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

const page = () => (
  <>
    <FilterControlsLoader current="" />
    <FilterPanel facets={{ types: [{ value: 'promos', title: "Promo's", count: 3 }] }} filters={{}} action="/promos" groups={['types']} />
  </>
);

/** Submits the panel's search form; true when something stopped its own GET. */
function submitSearch(): boolean {
  const form = screen.getByRole('search');
  const submit = createEvent.submit(form);
  fireEvent(form, submit);
  return submit.defaultPrevented;
}

// One file, in order: the loader keeps the controls once it has them (a remounted page listens at once).
describe('FilterControlsLoader', () => {
  it('leaves the filter markup to plain HTML until the visitor reaches for the page, then brings the controls', async () => {
    window.history.replaceState(null, '', '/promos');
    const view = renderWithIntl(page());
    // Not loaded: the form would submit as it is.
    expect(submitSearch()).toBe(false);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await waitFor(() => expect(submitSearch()).toBe(true));
    // The controls load their actions as they mount.
    await act(() => loadFilterActions());
    view.unmount();
  });

  it('mounts the controls at once on a later page (a filter change, Back): a box applies without waiting', () => {
    window.history.replaceState(null, '', '/promos');
    router.push.mockClear();
    renderWithIntl(page());
    fireEvent.click(screen.getByRole('checkbox', { name: /^Promo's/ }));
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos', { scroll: false });
  });
});
