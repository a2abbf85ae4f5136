// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import MenuToggle from '@/components/layout/menu-toggle';
import { demoUser } from '@/components/auth/auth-test-utils';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import { navigation, resetNavigation } from '@/tests/mocks/next-navigation';
import MainMenuDialog, { MAIN_MENU_SCROLL_MARGIN_PX } from './main-menu-dialog';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

function stubViewport(width: number) {
  window.matchMedia = vi.fn((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as MediaQueryList;
  });
}

function renderMenu(locale: 'nl' | 'fr' = 'nl') {
  const view = renderWithIntl(
    <>
      <MenuToggle />
      <MainMenuDialog cmsTwins={{ contact: 'contact' }} />
    </>,
    locale,
  );
  const toggle = screen.getByRole('button', { name: 'Menu' });
  return { ...view, toggle };
}

function open(toggle: HTMLElement) {
  toggle.focus();
  fireEvent.click(toggle);
  return screen.getByRole('dialog');
}

describe('MainMenuDialog', () => {
  beforeEach(() => {
    resetDialogs();
    resetSession();
    resetNavigation();
    stubViewport(1366);
    document.body.style.overflow = '';
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is closed at first, and its toggle says so', () => {
    const { toggle } = renderMenu();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    expect(document.getElementById('main-menu')).not.toBeNull();
  });

  it('opens as a labelled modal dialog and moves focus into it', () => {
    const { toggle } = renderMenu();
    const dialog = open(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Menu');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('links to promos, folders, news, the info pages and login in Dutch', () => {
    const dialog = open(renderMenu().toggle);
    const links = within(dialog).getAllByRole('link');
    const hrefs = Object.fromEntries(links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs).toMatchObject({
      'Alle promoties': '/promos',
      Folders: '/folders',
      Nieuws: '/nieuws',
      'Wie of wat is Dealwijzer?': '/wie-of-wat',
      'Download de app': '/mobiele-app',
      Contact: '/contact',
      'Inloggen of registreren': '/login',
    });
    expect(within(dialog).getByRole('link', { name: /Passer au français|Français/ })).toHaveAttribute('href', '/fr');
  });

  it('offers login only to guests', () => {
    const { toggle } = renderMenu();
    let dialog = open(toggle);
    expect(within(dialog).getByRole('link', { name: 'Inloggen of registreren' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Menu sluiten' }));
    act(() => useSession.getState().setUser(demoUser()));
    dialog = open(toggle);
    expect(within(dialog).queryByRole('link', { name: 'Inloggen of registreren' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Alle promoties' })).toBeInTheDocument();
  });

  it('has no news link in French, and French paths', () => {
    const dialog = open(renderMenu('fr').toggle);
    expect(within(dialog).queryByRole('link', { name: /Actualités|Nieuws/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Dépliants' })).toHaveAttribute('href', '/fr/depliants');
    expect(within(dialog).getByRole('link', { name: "Qui ou qu'est-ce que Dealwijzer ?" })).toHaveAttribute('href', '/fr/qui-ou-quoi');
    expect(within(dialog).getByRole('link', { name: "Télécharger l'application" })).toHaveAttribute('href', '/fr/application-mobile');
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    const { toggle } = renderMenu();
    open(toggle);
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes with its close button and from the backdrop', () => {
    const { toggle } = renderMenu();
    const dialog = open(toggle);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Menu sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    open(toggle);
    fireEvent.click(screen.getByTestId('main-menu-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    const dialog = open(renderMenu().toggle);
    const focusable = within(dialog).getAllByRole('link').concat(within(dialog).getAllByRole('button'));
    const last = within(dialog).getAllByRole('link').at(-1);
    const first = within(dialog).getByRole('button', { name: 'Menu sluiten' });
    expect(focusable.length).toBeGreaterThan(2);
    last?.focus();
    fireEvent.keyDown(last ?? document, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('closes when the route changes', () => {
    const { toggle, rerender } = renderMenu();
    open(toggle);
    navigation.pathname = '/folders';
    rerender(
      <>
        <MenuToggle />
        <MainMenuDialog cmsTwins={{ contact: 'contact' }} />
      </>,
    );
    expect(useDialogs.getState().dialogs['main-menu'].open).toBe(false);
  });

  it('closes when a link is followed, even to the page already shown', () => {
    const dialog = open(renderMenu().toggle);
    const link = within(dialog).getByRole('link', { name: 'Alle promoties' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes once the page scrolls further than its height plus 95 px', () => {
    const dialog = open(renderMenu().toggle);
    Object.defineProperty(dialog, 'offsetHeight', { configurable: true, value: 400 });
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(400 + MAIN_MENU_SCROLL_MARGIN_PX);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    scrollTo(400 + MAIN_MENU_SCROLL_MARGIN_PX + 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    scrollTo(0);
  });

  it('locks the page scroll on phones only', () => {
    stubViewport(412);
    const { toggle } = renderMenu();
    open(toggle);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('');

    stubViewport(1366);
    open(toggle);
    expect(document.body.style.overflow).toBe('');
  });
});
