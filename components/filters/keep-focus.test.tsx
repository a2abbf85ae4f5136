// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { finishHeldNavigations, holdNavigations, router } from '@/tests/mocks/next-navigation';
import FilterControls, { loadFilterActions } from './filter-controls';
import FilterPanel from './filter-panel';
import { filterTestPage, testFacets } from './filter-test-page';
import { forgetFocus, pendingFocusFor, rememberFocus } from './keep-focus';
import { restoreFocus, WAIT_FOR_CONTROL_MS } from './restore-focus';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// The filter actions load when the page is idle or at the first touch (filter-actions.ts); here, at once.
beforeAll(() => loadFilterActions());

afterEach(async () => {
  await act(async () => finishHeldNavigations());
  forgetFocus();
  router.push.mockClear();
  window.history.replaceState(null, '', '/promos');
});

/** The first filter change on a cached page remounts it (another route tree): the old page goes, a new one comes. */
async function changeAndRemount(pathAfter = '/promos') {
  window.history.replaceState(null, '', '/promos');
  // The navigation is still under way when the next page replaces this one (a transition pending on it).
  holdNavigations(true);
  const first = renderWithIntl(filterTestPage({}));
  // Not the first checkbox of the panel: a key that only says "a checkbox" would find the first one.
  const option = screen.getByRole('checkbox', { name: /^Promo's/ });
  option.focus();
  fireEvent.click(option);
  expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos', { scroll: false });
  first.unmount();
  expect(document.activeElement).toBe(document.body);
  window.history.replaceState(null, '', pathAfter);
  renderWithIntl(filterTestPage({ types: ['promos'] }));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('focus across a filter change', () => {
  it('the page that mounts next focuses the control that changed', async () => {
    await changeAndRemount();
    const option = screen.getByRole('checkbox', { name: /^Promo's/ });
    expect(option).toBeChecked();
    // The restoring code loads only when there is a focus to restore.
    await waitFor(() => expect(option).toHaveFocus());
  });

  it('a box checked before the page listened keeps the focus too, once the controls come', async () => {
    window.history.replaceState(null, '', '/promos');
    holdNavigations(true);
    const page = (listening: boolean) => (
      <>
        {listening && <FilterControls current="" />}
        <FilterPanel facets={testFacets} filters={{}} action="/promos" groups={['types']} />
      </>
    );
    const first = renderWithIntl(page(false));
    const option = screen.getByRole('checkbox', { name: /^Promo's/ });
    option.focus();
    fireEvent.click(option);
    first.rerender(page(true));
    expect(router.push).toHaveBeenCalledWith('/promos?types[]=promos', { scroll: false });
    first.unmount();
    renderWithIntl(filterTestPage({ types: ['promos'] }));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Promo's/ })).toHaveFocus());
  });

  it('another page does not take the focus', async () => {
    await changeAndRemount('/promos/dranken');
    expect(document.activeElement).toBe(document.body);
  });

  it('a page mounted later, without a change, leaves the focus alone', () => {
    renderWithIntl(filterTestPage({}));
    expect(document.activeElement).toBe(document.body);
  });

  it('a change that keeps its page keeps the focus where it is, and forgets it', async () => {
    const view = renderWithIntl(filterTestPage({ types: ['promos'] }));
    const option = screen.getByRole('checkbox', { name: /^Kortingscodes/ });
    option.focus();
    fireEvent.click(option);
    view.rerender(filterTestPage({ types: ['promos', 'discount_code'] }));
    expect(option).toHaveFocus();
    // Nothing is left to take the focus on a later page.
    view.unmount();
    renderWithIntl(filterTestPage({}));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(document.body);
  });
});

describe("focus across a change of the list's order or its posts' language", () => {
  const link = (row: string, name: string) => within(screen.getByRole('navigation', { name: row })).getByRole('link', { name });

  it.each([
    ['Sorteren', 'Populairste', { sort: 'hot' } as const],
    ['Taal van de berichten', 'Frans', { language: 'fr' } as const],
  ])('the %s link pressed keeps the focus when the page remounts', async (row, name, after) => {
    window.history.replaceState(null, '', '/promos');
    const first = renderWithIntl(filterTestPage({}));
    // next/link takes a plain click for its own client navigation (jsdom has no router for it to use).
    link(row, name).addEventListener('click', (event) => event.preventDefault());
    link(row, name).focus();
    fireEvent.click(link(row, name));
    first.unmount();
    expect(document.activeElement).toBe(document.body);
    renderWithIntl(filterTestPage(after));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await waitFor(() => expect(link(row, name)).toHaveFocus());
    expect(link(row, name)).toHaveAttribute('aria-current', 'true');
  });
});

describe('a control that comes after its panel', () => {
  /** A panel of the left bar holding the price group, with or without its slider handle yet. */
  function panel(withHandle: boolean): HTMLElement {
    const element = document.createElement('div');
    element.setAttribute('data-filter-panel', '');
    element.innerHTML = `<div role="group" aria-label="Prijs"><span data-slot></span></div>`;
    if (withHandle) addHandle(element);
    document.body.append(element);
    return element;
  }
  function addHandle(element: HTMLElement): HTMLElement {
    const handle = document.createElement('div');
    handle.setAttribute('role', 'slider');
    handle.setAttribute('tabindex', '0');
    handle.setAttribute('aria-label', 'Minimumprijs in euro');
    element.querySelector('[data-slot]')?.append(handle);
    return handle;
  }

  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('the price slider, rendered once its place is on screen, gets the focus back when it comes', async () => {
    const before = panel(true);
    before.querySelector<HTMLElement>('[role="slider"]')?.focus();
    rememberFocus(before, '/promos');
    before.remove();
    const after = panel(false);
    const wanted = pendingFocusFor('/promos');
    expect(wanted).not.toBeNull();
    const stop = restoreFocus(wanted!);
    const handle = addHandle(after);
    await waitFor(() => expect(handle).toHaveFocus());
    stop();
  });

  it('does not take the focus from where the visitor put it meanwhile, nor wait for ever', async () => {
    vi.useFakeTimers();
    /** A change from the slider's handle, and the next page's panel still without it. */
    const changeFromHandle = () => {
      const before = panel(true);
      before.querySelector<HTMLElement>('[role="slider"]')?.focus();
      rememberFocus(before, '/promos');
      before.remove();
      const after = panel(false);
      return { after, stop: restoreFocus(pendingFocusFor('/promos')!) };
    };
    const first = changeFromHandle();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    addHandle(first.after);
    await vi.advanceTimersByTimeAsync(50);
    expect(elsewhere).toHaveFocus();
    first.stop();

    document.body.replaceChildren();
    const second = changeFromHandle();
    await vi.advanceTimersByTimeAsync(WAIT_FOR_CONTROL_MS + 1);
    addHandle(second.after);
    await vi.advanceTimersByTimeAsync(50);
    expect(document.activeElement).toBe(document.body);
    second.stop();
  });
});
