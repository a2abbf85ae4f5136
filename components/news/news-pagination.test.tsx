// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import NewsPagination from './news-pagination';

describe('NewsPagination', () => {
  it('links every page shown, marks the current one and links previous and next', () => {
    renderWithIntl(<NewsPagination basePath="/nieuws" current={3} last={6} />);
    const nav = screen.getByRole('navigation', { name: 'Paginering' });
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/nieuws');
    expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pagina 6' })).toHaveAttribute('href', '/nieuws?page=6');
    expect(within(nav).getByRole('link', { name: 'Vorige' })).toHaveAttribute('href', '/nieuws?page=2');
    expect(within(nav).getByRole('link', { name: 'Volgende' })).toHaveAttribute('href', '/nieuws?page=4');
    expect(within(nav).getByRole('link', { name: 'Volgende' })).toHaveAttribute('rel', 'next');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = renderWithIntl(<NewsPagination basePath="/fr/actua" current={1} last={2} />, 'fr');
    expect(screen.queryByRole('link', { name: 'Précédente' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suivante' })).toHaveAttribute('href', '/fr/actua?page=2');
    rerender(<NewsPagination basePath="/fr/actua" current={2} last={2} />);
    expect(screen.getByRole('link', { name: 'Précédente' })).toHaveAttribute('href', '/fr/actua');
    expect(screen.queryByRole('link', { name: 'Suivante' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderWithIntl(<NewsPagination basePath="/nieuws" current={1} last={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
