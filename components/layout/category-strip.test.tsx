// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@/lib/api/catalogue';
import nl from '@/messages/nl.json';
import { categoryChips } from './category-chips';
import CategoryStrip from './category-strip';
import { SWIPE_THRESHOLD_PX } from './category-strip-motion';
import { renderWithIntl } from './chrome-test-utils';
import { demoUser } from '@/components/auth/auth-test-utils';
import { resetSession, useSession } from '@/lib/stores/session';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

function category(id: number, slug: string, simplified: string | null): Category {
  return {
    id,
    parent_id: null,
    icon: null,
    translation: { title: `${simplified ?? slug} (lang)`, simplified_title: simplified, slug, route: `/promos/${slug}`, description: null },
  };
}

const categories = [category(1, 'voeding', 'Voeding'), category(2, 'verborgen', null), category(3, 'mode', 'Mode'), category(4, 'tuin', 'Tuin')];

/** jsdom does no layout: give the track a size and a scroll position the component can read and set. */
function layOut(track: HTMLElement, { clientWidth, scrollWidth, scrollLeft = 0 }: { clientWidth: number; scrollWidth: number; scrollLeft?: number }) {
  let left = scrollLeft;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = Math.max(0, Math.min(value, scrollWidth - clientWidth));
      track.dispatchEvent(new Event('scroll'));
    },
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? left;
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  return { scrollTo, get left() { return left; } };
}

function renderStrip(props: Partial<Parameters<typeof CategoryStrip>[0]> = {}) {
  renderWithIntl(<CategoryStrip chips={categoryChips(categories)} active="top100" {...props} />);
  const nav = screen.getByRole('navigation', { name: 'Categorieën' });
  return { nav, track: screen.getByTestId('category-strip-track') };
}

/** The strip as used: the pointer reached it, so its arrows and swipe (category-strip-motion.ts) are loaded. */
async function renderUsedStrip(props: Partial<Parameters<typeof CategoryStrip>[0]> = {}) {
  const strip = renderStrip(props);
  await act(async () => {
    fireEvent.pointerOver(strip.track);
    await import('./category-strip-motion');
  });
  return strip;
}

describe('CategoryStrip', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    resetSession();
  });

  it('shows Top 100, then only the categories with a simplified title, linking to their promos', () => {
    const { nav } = renderStrip();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Top 100', 'Voeding', 'Mode', 'Tuin']);
    expect(links[0]).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Mode' })).toHaveAttribute('href', '/promos/mode');
  });

  it('shows deal alerts neither to guests nor to members without alerts', () => {
    renderStrip();
    expect(screen.queryByRole('link', { name: 'Deal alerts' })).toBeNull();
    act(() => useSession.setState({ status: 'user', user: demoUser({ subscriptions_count: 0 }) }));
    expect(screen.queryByRole('link', { name: 'Deal alerts' })).toBeNull();
  });

  it('shows deal alerts after Top 100 to a member with alerts', () => {
    useSession.setState({ status: 'user', user: demoUser({ subscriptions_count: 2 }) });
    const { nav } = renderStrip({ active: 'deal-alerts' });
    const links = within(nav).getAllByRole('link');
    expect(links.slice(0, 2).map((link) => link.textContent)).toEqual(['Top 100', 'Deal alerts']);
    expect(links[1]).toHaveAttribute('href', '/deal-alerts');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
  });

  it('marks the active chip, and only that one', () => {
    const { nav } = renderStrip({ active: 'mode' });
    const current = within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual(['Mode']);
    expect(current[0]).toHaveAttribute('aria-current', 'page');
  });

  it('marks Top 100 on home', () => {
    const { nav } = renderStrip({ active: 'top100' });
    expect(within(nav).getByRole('link', { name: 'Top 100' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Voeding' })).not.toHaveAttribute('aria-current');
  });

  it('uses French titles and paths in French', () => {
    renderWithIntl(<CategoryStrip chips={categoryChips([category(9, 'alimentation', 'Alimentation')])} />, 'fr');
    const nav = screen.getByRole('navigation', { name: 'Catégories' });
    expect(within(nav).getByRole('link', { name: 'Alimentation' })).toHaveAttribute('href', '/fr/promos/alimentation');
  });

  it('shows an arrow only in a direction with more to scroll, and scrolls by most of its width', async () => {
    const { track } = await renderUsedStrip();
    // A hidden button has no accessible name, so look it up by its label.
    const left = () => screen.getByLabelText(nl.CategoryStrip.scrollLeft, { selector: 'button' });
    const right = () => screen.getByLabelText(nl.CategoryStrip.scrollRight, { selector: 'button' });
    expect(left()).not.toBeVisible();
    expect(right()).not.toBeVisible();

    const layout = layOut(track, { clientWidth: 300, scrollWidth: 1000 });
    expect(left()).not.toBeVisible();
    expect(right()).toBeVisible();

    fireEvent.click(right());
    expect(layout.scrollTo).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' });
    expect(left()).toBeVisible();
    expect(right()).toBeVisible();

    act(() => {
      track.scrollLeft = 700;
    });
    expect(right()).not.toBeVisible();
    fireEvent.click(left());
    expect(layout.scrollTo).toHaveBeenLastCalledWith({ left: 460, behavior: 'smooth' });
  });

  it('is links with both arrows hidden until the strip is used or the browser is idle, then loads its arrows', async () => {
    const { track } = renderStrip();
    const right = () => screen.getByLabelText(nl.CategoryStrip.scrollRight, { selector: 'button' });
    layOut(track, { clientWidth: 300, scrollWidth: 1000 });
    expect(right()).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Mode' })).toHaveAttribute('href', '/promos/mode');
    await act(async () => {
      fireEvent.focusIn(screen.getByRole('link', { name: 'Mode' }));
      await import('./category-strip-motion');
    });
    expect(right()).toBeVisible();
  });

  it('treats a mouse drag of up to 20 px as a tap: no scroll, the click goes through', async () => {
    const { track } = await renderUsedStrip();
    const layout = layOut(track, { clientWidth: 300, scrollWidth: 1000, scrollLeft: 100 });
    const chip = screen.getByRole('link', { name: 'Mode' });
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    chip.addEventListener('click', onClick);

    fireEvent.pointerDown(chip, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200 });
    fireEvent.pointerMove(chip, { pointerId: 1, pointerType: 'mouse', clientX: 200 - SWIPE_THRESHOLD_PX });
    fireEvent.pointerUp(chip, { pointerId: 1, pointerType: 'mouse', clientX: 200 - SWIPE_THRESHOLD_PX });
    fireEvent.click(chip);

    expect(layout.left).toBe(100);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('scrolls with a mouse drag beyond 20 px and swallows the click that ends it', async () => {
    const { track } = await renderUsedStrip();
    const layout = layOut(track, { clientWidth: 300, scrollWidth: 1000, scrollLeft: 100 });
    const chip = screen.getByRole('link', { name: 'Mode' });
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    chip.addEventListener('click', onClick);

    fireEvent.pointerDown(chip, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 200 });
    fireEvent.pointerMove(chip, { pointerId: 1, pointerType: 'mouse', clientX: 170 });
    expect(layout.left).toBe(130);
    fireEvent.pointerMove(chip, { pointerId: 1, pointerType: 'mouse', clientX: 120 });
    expect(layout.left).toBe(180);
    fireEvent.pointerUp(chip, { pointerId: 1, pointerType: 'mouse', clientX: 120 });
    fireEvent.click(chip);
    expect(onClick).not.toHaveBeenCalled();

    // The next, real click navigates again.
    fireEvent.click(chip);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves touch to the browser’s own scrolling', async () => {
    const { track } = await renderUsedStrip();
    const layout = layOut(track, { clientWidth: 300, scrollWidth: 1000, scrollLeft: 100 });
    const chip = screen.getByRole('link', { name: 'Mode' });
    fireEvent.pointerDown(chip, { pointerId: 2, pointerType: 'touch', button: 0, clientX: 200 });
    fireEvent.pointerMove(chip, { pointerId: 2, pointerType: 'touch', clientX: 100 });
    expect(layout.left).toBe(100);
  });
});
