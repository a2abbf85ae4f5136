// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import type { NewsCategory } from '@/lib/api/content';
import NewsCategoryNav from './news-category-nav';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

function category(id: number, title: string, slug: string): NewsCategory {
  return { id, slug, translation: { title, slug, route: `/nieuws/${slug}`, description: null }, articles_count: 3 };
}

const categories = [category(1, 'Bespaartips', 'bespaartips'), category(2, 'Supermarkten', 'supermarkten')];

describe('NewsCategoryNav', () => {
  it('links the news home and each category, marking the news home on it', () => {
    renderWithIntl(<NewsCategoryNav categories={categories} />);
    expect(screen.getByRole('navigation', { name: 'Rubrieken' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Supermarkten' })).toHaveAttribute('href', '/nieuws/supermarkten');
  });

  it('marks the active category and links the French news home', () => {
    renderWithIntl(<NewsCategoryNav categories={categories} active="supermarkten" />, 'fr');
    expect(screen.getByRole('link', { name: 'Tout' })).toHaveAttribute('href', '/fr/actua');
    expect(screen.getByRole('link', { name: 'Tout' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Supermarkten' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the Dutch category names as Dutch on the French site, and only there', () => {
    const view = renderWithIntl(<NewsCategoryNav categories={categories} />, 'fr');
    expect(screen.getByRole('link', { name: 'Bespaartips' })).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('link', { name: 'Supermarkten' })).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('link', { name: 'Tout' })).not.toHaveAttribute('lang');
    view.unmount();
    renderWithIntl(<NewsCategoryNav categories={categories} />);
    expect(screen.getByRole('link', { name: 'Bespaartips' })).not.toHaveAttribute('lang');
  });

  it('renders nothing without categories', () => {
    const { container } = renderWithIntl(<NewsCategoryNav categories={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
