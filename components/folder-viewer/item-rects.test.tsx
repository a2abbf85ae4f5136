// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import ItemRects from './item-rects';
import { viewerItem } from './viewer-test-folder';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('ItemRects', () => {
  const items = [
    viewerItem(1, { title: 'Koffie 500 g', new_price: 3.19, old_price: 6.49, rect: { x: 0.03, y: 0.132, width: 0.5366, height: 0.2592 } }),
    viewerItem(2, { title: 'Chips', new_price: 1.5, old_price: null, rect: { x: 0.6, y: 0.5, width: 0.3, height: 0.2 } }),
    viewerItem(3, { title: 'Wasmiddel', new_price: null, old_price: null, discount_text: '1+1 gratis' }),
  ];

  it('puts a link over every item at its rectangle, in percent of the page', () => {
    renderWithIntl(<ItemRects items={items} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveStyle({ left: '3%', top: '13.2%', width: '53.66%', height: '25.92%' });
    expect(links[1]).toHaveStyle({ left: '60%', top: '50%', width: '30%', height: '20%' });
    expect(links[0]).toHaveAttribute('href', '/folder-promos/1');
    expect(links[0]).toHaveAttribute('draggable', 'false');
  });

  it('names each link by title and price (Dutch)', () => {
    renderWithIntl(<ItemRects items={items} />);
    const names = screen.getAllByRole('link').map((link) => plain(link.getAttribute('aria-label')));
    expect(names).toEqual(['Koffie 500 g, € 3,19 in plaats van € 6,49', 'Chips, € 1,50', 'Wasmiddel, 1+1 gratis']);
  });

  it('names each link by title and price (French)', () => {
    const coffee = viewerItem(1, { title: 'Koffie 500 g', new_price: 3.19, old_price: 6.49 }, 'fr');
    renderWithIntl(<ItemRects items={[coffee]} />, 'fr');
    expect(plain(screen.getByRole('link').getAttribute('aria-label'))).toBe('Koffie 500 g, 3,19 € au lieu de 6,49 €');
  });

  it('names an item without price or discount by its title', () => {
    renderWithIntl(<ItemRects items={[viewerItem(4, { title: 'Servetten', new_price: null, old_price: null })]} />);
    expect(screen.getByRole('link', { name: 'Servetten' })).toBeInTheDocument();
  });

  it('hands clicks to the viewer with the item', () => {
    const onItemClick = vi.fn();
    renderWithIntl(<ItemRects items={items} onItemClick={onItemClick} />);
    fireEvent.click(screen.getAllByRole('link')[1]!);
    expect(onItemClick).toHaveBeenCalledWith(expect.anything(), items[1]);
  });

  it('highlights the item the address names (?item=), and only that one', () => {
    window.history.replaceState(null, '', '/folders/bouwhuis/2026-11-26?page=2&item=2');
    try {
      renderWithIntl(<ItemRects items={items} />);
      const links = screen.getAllByRole('link');
      expect(links[1]).toHaveAttribute('aria-current', 'true');
      expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('highlights nothing for a missing or unreadable ?item=', () => {
    window.history.replaceState(null, '', '/folders/bouwhuis/2026-11-26?item=2x');
    try {
      renderWithIntl(<ItemRects items={items} />);
      expect(screen.getAllByRole('link').some((link) => link.hasAttribute('aria-current'))).toBe(false);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
