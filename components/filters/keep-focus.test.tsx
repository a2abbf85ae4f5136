// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import type { FeedFacets } from '@/lib/api/feed';
import { navigation, router } from '@/tests/mocks/next-navigation';
import FilterPanel from './filter-panel';
import { forgetFocus } from './keep-focus';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

const facets: Partial<FeedFacets> = {
  types: [
    { value: 'discount_code', title: 'Kortingscodes', count: 40 },
    { value: 'promos', title: "Promo's", count: 30 },
  ],
  categories: [{ id: 2, title: 'Dranken', count: 50 }],
};

afterEach(() => {
  forgetFocus();
  router.push.mockClear();
  navigation.pathname = '/promos';
});

/** The first filter change on a cached page remounts it (another route tree): the old panel goes, a new one comes. */
async function changeAndRemount(pathAfter = '/promos') {
  navigation.pathname = '/promos';
  const first = renderWithIntl(<FilterPanel facets={facets} filters={{}} />);
  // Not the first checkbox of the panel: a key that only says "a checkbox" would find the first one.
  const option = screen.getByRole('checkbox', { name: /^Promo's/ });
  option.focus();
  act(() => option.click());
  expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos', { scroll: false });
  first.unmount();
  expect(document.activeElement).toBe(document.body);
  navigation.pathname = pathAfter;
  renderWithIntl(<FilterPanel facets={facets} filters={{ types: ['promos'] }} />);
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('focus across a filter change', () => {
  it('the panel that mounts next focuses the control that changed', async () => {
    await changeAndRemount();
    const option = screen.getByRole('checkbox', { name: /^Promo's/ });
    expect(option).toBeChecked();
    expect(option).toHaveFocus();
  });

  it('another page does not take the focus', async () => {
    await changeAndRemount('/promos/dranken');
    expect(document.activeElement).toBe(document.body);
  });

  it('a panel mounted later, without a change, leaves the focus alone', () => {
    renderWithIntl(<FilterPanel facets={facets} filters={{}} />);
    expect(document.activeElement).toBe(document.body);
  });
});
