// @vitest-environment jsdom
import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { router } from '@/tests/mocks/next-navigation';
import FilterControls from './filter-controls';
import FilterPanel from './filter-panel';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// A file of its own: the actions module is not loaded yet when the page mounts (filter-controls.tsx).
describe('FilterControls before its actions loaded', () => {
  it('stops the form at once and applies it once the actions arrive', async () => {
    window.history.replaceState(null, '', '/promos');
    renderWithIntl(
      <>
        <FilterControls current="" />
        <FilterPanel facets={{ types: [{ value: 'promos', title: "Promo's", count: 3 }] }} filters={{}} action="/promos" groups={['types']} />
      </>,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'koffie' } });
    const form = screen.getByRole('search');
    const submit = createEvent.submit(form);
    fireEvent(form, submit);
    // No full page load meanwhile: the form's own GET is stopped before the actions are there.
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/promos?q=koffie', { scroll: false }));
  });
});
