// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import ArticleCard from './article-card';
import ArticleGrid from './article-grid';
import { testArticle } from './news-test-articles';

describe('ArticleCard', () => {
  it('shows the category, the title as the link to the article, the excerpt, date and author', () => {
    renderWithIntl(<ArticleCard article={testArticle(7)} />);
    const card = screen.getByRole('article', { name: 'Slim besparen 7' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Slim besparen 7' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Slim besparen 7' })).toHaveAttribute('href', '/nieuws/bespaartips/artikel-7');
    expect(within(card).getByRole('link', { name: 'Bespaartips' })).toHaveAttribute('href', '/nieuws/bespaartips');
    expect(within(card).getByText('Zo hou je elke maand meer over.')).toBeInTheDocument();
    expect(within(card).getByText('18/11/2026')).toHaveAttribute('datetime', '2026-11-18T09:30:00.000Z');
    expect(within(card).getByText('door Nora El Amrani')).toBeInTheDocument();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
  });

  it('marks the Dutch category, title and excerpt as Dutch on the French site', () => {
    renderWithIntl(<ArticleCard article={testArticle(8)} />, 'fr');
    expect(screen.getByRole('link', { name: 'Bespaartips' })).toHaveAttribute('lang', 'nl');
    expect(screen.getByRole('heading', { name: 'Slim besparen 8' })).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('Zo hou je elke maand meer over.')).toHaveAttribute('lang', 'nl');
    expect(screen.getByText('par Nora El Amrani')).toBeInTheDocument();
  });

  it('leaves the language alone on the Dutch site', () => {
    renderWithIntl(<ArticleCard article={testArticle(8)} />);
    expect(screen.getByRole('link', { name: 'Bespaartips' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'Slim besparen 8' })).not.toHaveAttribute('lang');
  });

  it('compact: no excerpt or author; priority: the image loads eagerly; the category can be left out', () => {
    renderWithIntl(<ArticleCard article={testArticle(9)} variant="compact" priority showCategory={false} headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(screen.queryByText('Zo hou je elke maand meer over.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Nora/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bespaartips' })).not.toBeInTheDocument();
    const image = screen.getByRole('article').querySelector('img');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('an article without image or author still renders', () => {
    renderWithIntl(<ArticleCard article={testArticle(10, { image_url: null, author: null })} />);
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
    expect(screen.queryByText(/door/)).not.toBeInTheDocument();
  });
});

describe('ArticleGrid', () => {
  it('lists every article once, the first ones with priority', () => {
    renderWithIntl(<ArticleGrid articles={[testArticle(1), testArticle(2), testArticle(3)]} label="Artikels" priorityCount={1} />);
    const list = screen.getByRole('list', { name: 'Artikels' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const images = list.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
