// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import PopularGrid from './popular-grid';

describe('PopularGrid', () => {
  it('links each card to its page, with the store folder count and images in the page language', () => {
    renderWithIntl(
      <>
        <h2 id="popular">Populaire winkels</h2>
        <PopularGrid
          kind="store"
          labelledBy="popular"
          entries={[
            { id: 1, title: 'Bouwhuis', route: '/fr/store/bouwhuis', imageUrl: '/api/media/generated/store/1.svg', foldersCount: 3 },
            { id: 2, title: 'Leeshoek', route: '/fr/store/leeshoek', imageUrl: null, foldersCount: 0 },
          ]}
        />
      </>,
      'fr',
    );
    const list = screen.getByRole('list', { name: 'Populaire winkels' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Bouwhuis/ })).toHaveAttribute('href', '/fr/store/bouwhuis');
    expect(screen.getByText('3 dépliants')).toBeInTheDocument();
    expect(screen.getByText('Aucun dépliant')).toBeInTheDocument();
    expect(list.querySelector('img')).toHaveAttribute('src', '/api/media/generated/store/1.svg?locale=fr');
    expect(list.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
