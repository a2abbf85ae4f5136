// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import MostRead from './most-read';
import { testTopArticles } from './news-test-articles';

describe('MostRead', () => {
  it('shows the week first, ranked, with views', () => {
    renderWithIntl(<MostRead top={testTopArticles()} headingId="most-read" />);
    const section = screen.getByRole('region', { name: 'Meest gelezen' });
    expect(within(section).getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(section).getByRole('tabpanel');
    expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual(['Slim besparen 3', 'Slim besparen 4']);
    expect(within(panel).getByText('Bespaartips · 900 keer gelezen')).toBeInTheDocument();
  });

  it('switches period by click and by arrow keys, with one tab stop', () => {
    renderWithIntl(<MostRead top={testTopArticles()} headingId="most-read" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Maand' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Slim besparen 5' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Maand' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveAttribute('tabindex', '-1');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Maand' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Jaar' })).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByText('Nog geen artikels in deze periode.')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Jaar' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Week' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Jaar' })).toHaveAttribute('aria-selected', 'true');
  });

  it('marks Dutch titles on the French site', () => {
    renderWithIntl(<MostRead top={testTopArticles()} headingId="most-read" />, 'fr');
    expect(screen.getByRole('link', { name: 'Slim besparen 3' })).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Bespaartips · 900 lectures')).toBeInTheDocument();
  });
});
