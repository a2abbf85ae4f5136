// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { navigation } from '@/tests/mocks/next-navigation';
import FolderMenuBar from './folder-menu-bar';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
navigation.pathname = '/folders/prijsmarkt/2026-11-18';

const route = '/folders/prijsmarkt/2026-11-18';

describe('FolderMenuBar', () => {
  it('shows folders, this folder, all promos and this page with counts, and the page overview', () => {
    renderWithIntl(<FolderMenuBar route={route} state={{ page: 3, subView: null }} pagesCount={12} itemsCount={45} pageItemsCount={4} />);
    const bar = screen.getByRole('navigation', { name: 'Foldernavigatie' });
    expect(bar).toHaveAttribute('data-folder-menu-bar');
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Folders', 'Deze folder', "Alle promo's45", 'Deze pagina4', "Pagina's: 3 / 12"]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/folders',
      `${route}?page=3`,
      `${route}?page=3&allpromoview=1`,
      `${route}?page=3&folderpageview=1`,
      `${route}?page=3&folderoverview=1`,
    ]);
    expect(within(bar).getByRole('link', { name: 'Deze folder' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the open sub-view as current', () => {
    renderWithIntl(<FolderMenuBar route={route} state={{ page: 1, subView: 'folderoverview' }} pagesCount={12} itemsCount={45} pageItemsCount={4} />, 'fr');
    const bar = screen.getByRole('navigation', { name: 'Navigation du dépliant' });
    expect(within(bar).getByRole('link', { name: 'Pages: 1 / 12' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Ce dépliant' })).not.toHaveAttribute('aria-current');
  });

  it('switches views in place when the live viewer handles navigation', () => {
    const onNavigate = vi.fn();
    renderWithIntl(<FolderMenuBar route={route} state={{ page: 2, subView: null }} pagesCount={12} itemsCount={45} pageItemsCount={4} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: /Alle promo's/ });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith({ page: 2, subView: 'allpromoview' });
  });

  it('leaves a click that opens a new tab to the browser', () => {
    const onNavigate = vi.fn();
    renderWithIntl(<FolderMenuBar route={route} state={{ page: 2, subView: null }} pagesCount={12} itemsCount={45} pageItemsCount={4} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: /Deze pagina/ }), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
