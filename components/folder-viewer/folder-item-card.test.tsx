// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import FolderItemCard from './folder-item-card';
import ItemRects from './item-rects';
import { priceTexts } from './viewer-folder';
import { viewerItem } from './viewer-test-folder';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const RealNumberFormat = Intl.NumberFormat;

afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
});

describe('folder item prices', () => {
  it('are written by the server in the page language, the old one only above the new one', () => {
    const texts = (prices: ReturnType<typeof priceTexts>) => [prices.new_price_text, prices.old_price_text].map((text) => text && plain(text));
    expect(texts(priceTexts({ new_price: 3.19, old_price: 6.49 }, 'nl'))).toEqual(['€ 3,19', '€ 6,49']);
    expect(texts(priceTexts({ new_price: 1234.5, old_price: 2000 }, 'fr'))).toEqual(['1 234,50 €', '2 000,00 €']);
    expect(texts(priceTexts({ new_price: 5, old_price: 4 }, 'nl'))).toEqual(['€ 5,00', null]);
    expect(priceTexts({ new_price: null, old_price: 4 }, 'nl')).toEqual({ new_price_text: null, old_price_text: null });
  });

  it('cost the browser no number format: the card and the page links show the server text', () => {
    // Building a currency format in the browser was the longest part of the viewer's hydration.
    const built = vi.fn();
    Intl.NumberFormat = class extends RealNumberFormat {
      constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
        super(...args);
        built(args);
      }
    } as typeof RealNumberFormat;
    const item = viewerItem(1, { title: 'Koffie 500 g', new_price: 3.19, old_price: 6.49 });
    renderWithIntl(
      <>
        <FolderItemCard item={item} />
        <ItemRects items={[item]} />
      </>,
    );
    expect(screen.getByText('€ 3,19')).toBeInTheDocument();
    expect(screen.getByText('€ 6,49').tagName).toBe('DEL');
    expect(plain(screen.getAllByRole('link')[1]!.getAttribute('aria-label'))).toBe('Koffie 500 g, € 3,19 in plaats van € 6,49');
    expect(built).not.toHaveBeenCalled();
  });
});
