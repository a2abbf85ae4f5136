// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import FeedCard from './feed-card';
import FeedGrid from './feed-grid';
import { feedItem } from './feed-test-items';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

const now = new Date('2026-11-21T10:00:00.000Z');
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('FeedCard', () => {
  it('shows an online promo: title link, webshop, new and old price, discount badge, rating and time left', () => {
    renderWithIntl(<FeedCard item={feedItem('OnlinePromo', 7)} now={now} />);
    const card = screen.getByRole('article', { name: 'Koffiebonen 1 kg 7' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Koffiebonen 1 kg 7' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Koffiebonen 1 kg 7' })).toHaveAttribute('href', '/online-promos/7');
    expect(within(card).getByRole('link', { name: 'Bestelbus' })).toHaveAttribute('href', '/webshop/bestelbus');
    // A soft hyphen lets the one long word break on a narrow phone card.
    expect(within(card).getByText('Webshop\u00adpromo')).toBeInTheDocument();
    expect(plain(within(card).getByText('€ 8,99').textContent)).toBe('€ 8,99');
    expect(within(card).getByText('€ 12,49').tagName).toBe('S');
    expect(within(card).getByText('-28% korting')).toBeInTheDocument();
    expect(within(card).getByText('Waardering +42 (50 stemmen voor, 8 tegen)')).toBeInTheDocument();
    expect(within(card).getByText('Nog 3 dagen')).toBeInTheDocument();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('shows a member post with its author', () => {
    renderWithIntl(<FeedCard item={feedItem('Post', 8)} now={now} />);
    expect(screen.getByText('Post van een lid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gedeeld door Wout M.' })).toHaveAttribute('href', '/profiel/15');
    expect(screen.getByRole('link', { name: 'Koffiebonen 1 kg 8' })).toHaveAttribute('href', '/posts/8');
  });

  it('shows a folder promo with its store', () => {
    renderWithIntl(<FeedCard item={feedItem('FolderItem', 9)} now={now} />);
    expect(screen.getByText('Folder\u00adpromo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Versdepot' })).toHaveAttribute('href', '/store/versdepot');
  });

  it('shows a folder with its validity instead of a price', () => {
    renderWithIntl(<FeedCard item={feedItem('Folder', 10)} now={now} />);
    expect(screen.getByText('Folder')).toBeInTheDocument();
    expect(screen.getByText('Geldig van 20/11 tot 26/11/2026')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('shows a discount code and text when there is no price', () => {
    renderWithIntl(
      <FeedCard item={feedItem('OnlinePromo', 11, { new_price: null, old_price: null, discount: null, discount_code: 'ZOMER20', discount_text: '-20%' })} now={now} />,
    );
    expect(screen.getByText('ZOMER20')).toBeInTheDocument();
    expect(screen.getByText('Kortingscode:')).toBeInTheDocument();
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });

  it('marks an expired promo and drops its discount badge', () => {
    renderWithIntl(<FeedCard item={feedItem('OnlinePromo', 12, { expired_at: '2026-11-20T10:00:00.000Z' })} now={now} />);
    expect(screen.getAllByText('Verlopen')).toHaveLength(2);
    expect(screen.queryByText('-28% korting')).not.toBeInTheDocument();
  });

  it('shows a placeholder with the shop logo when the item has no image', () => {
    renderWithIntl(<FeedCard item={feedItem('OnlinePromo', 13, { image_url: null })} now={now} />);
    const placeholder = screen.getByTestId('feed-card-placeholder');
    expect(placeholder.querySelector('img')).toHaveAttribute('src', '/api/media/generated/logo/3.svg');
  });

  it('shows a placeholder icon when there is no image and no logo', () => {
    renderWithIntl(<FeedCard item={feedItem('Post', 14, { image_url: null, webshop: null })} now={now} />);
    expect(screen.getByTestId('feed-card-placeholder').querySelector('img')).toBeNull();
  });

  it('writes prices, kinds and countdowns in French', () => {
    renderWithIntl(<FeedCard item={feedItem('FolderItem', 15, { expired_at: '2026-11-22T23:00:00.000Z' })} now={now} />, 'fr');
    expect(screen.getByText('Promo dépliant')).toBeInTheDocument();
    expect(plain(screen.getByText(/8,99/).textContent)).toBe('8,99 €');
    expect(screen.getByText("Jusqu'à demain")).toBeInTheDocument();
    expect(screen.getByText('Note +42 (50 votes pour, 8 contre)')).toBeInTheDocument();
  });

  it('says free for a price of zero and shows a cold rating', () => {
    renderWithIntl(<FeedCard item={feedItem('Post', 16, { new_price: 0, old_price: 5, rating_calculated: -3 })} now={now} />);
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    expect(screen.getByText('-3°')).toBeInTheDocument();
  });

  it('loads the priority card eagerly with high priority', () => {
    renderWithIntl(<FeedCard item={feedItem('OnlinePromo', 17)} priority now={now} />);
    const image = screen.getByRole('article').querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the short content and a call to action in the hero variant', () => {
    renderWithIntl(<FeedCard item={feedItem('OnlinePromo', 18)} variant="hero" headingLevel={2} now={now} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Lekkere koffie aan een scherpe prijs.')).toBeInTheDocument();
    expect(screen.getByText('Bekijk de deal')).toBeInTheDocument();
  });

  it('marks a French post’s own words as French on the Dutch site, not the badge in the page’s language', () => {
    const post = feedItem('Post', 19, { title: 'Café en grains 1 kg', short_content: 'Un café corsé à petit prix.', discount_text: '2+1 gratuit', new_price: null, old_price: null, discount: null, language: 'fr' });
    renderWithIntl(<FeedCard item={post} variant="hero" now={now} />);
    expect(screen.getByRole('heading', { name: 'Café en grains 1 kg' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Un café corsé à petit prix.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('2+1 gratuit')).toHaveAttribute('lang', 'fr');
    expect(screen.getByTestId('post-language').closest('[lang]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bestelbus' }).closest('[lang]')).toBeNull();
  });

  it('leaves a post in the page’s language, and the bilingual kinds, without a lang of their own', () => {
    renderWithIntl(
      <>
        <FeedCard item={feedItem('Post', 20, { language: 'nl', discount_code: 'KOFFIE', discount_text: '2+1 gratis' })} now={now} />
        <FeedCard item={feedItem('OnlinePromo', 21)} now={now} />
      </>,
    );
    expect(document.querySelector('article [lang]')).toBeNull();
  });
});

describe('FeedGrid', () => {
  it('lists one card per item, the first ones eagerly', () => {
    const items = [feedItem('Post', 1), feedItem('OnlinePromo', 1), feedItem('FolderItem', 1)];
    renderWithIntl(<FeedGrid items={items} priorityCount={1} label="Promoties" now={now} />);
    const list = screen.getByRole('list', { name: 'Promoties' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const images = list.querySelectorAll('article > div > img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
