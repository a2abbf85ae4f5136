import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { buildPromoTitle, formatEuro, promoTitle, type PromoTitleLabels, type PromoTitleSource } from './promo-title';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'nl' | 'fr'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'fr' ? fr : nl, namespace: namespace as 'Metadata' }),
}));

/** Intl writes a no-break space between amount and currency; compare with plain spaces. */
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

const nlLabels: PromoTitleLabels = { insteadOf: 'in plaats van', discountCode: (code) => `kortingscode ${code}` };

const base: PromoTitleSource = {
  title: 'Sneakers Run 2',
  webshop: { translation: { title: 'Sportzone' } },
  store: null,
  new_price: 49.99,
  old_price: 79.99,
  discount_code: null,
  discount_text: null,
};

describe('formatEuro', () => {
  it('writes euros the Belgian Dutch and French way', () => {
    expect(plain(formatEuro(49.99, 'nl'))).toBe('€ 49,99');
    expect(plain(formatEuro(49.99, 'fr'))).toBe('49,99 €');
    expect(plain(formatEuro(1249.5, 'nl'))).toBe('€ 1.249,50');
    expect(plain(formatEuro(1249.5, 'fr'))).toBe('1 249,50 €');
  });

  it('leaves out decimals for whole euros', () => {
    expect(plain(formatEuro(50, 'nl'))).toBe('€ 50');
    expect(plain(formatEuro(0, 'fr'))).toBe('0 €');
  });
});

describe('buildPromoTitle', () => {
  it('joins title, webshop and "new instead of old"', () => {
    expect(plain(buildPromoTitle(base, 'nl', nlLabels))).toBe('Sneakers Run 2 – Sportzone – € 49,99 in plaats van € 79,99');
  });

  it('shows only the new price when there is no (higher) old price', () => {
    expect(plain(buildPromoTitle({ ...base, old_price: null }, 'nl', nlLabels))).toBe('Sneakers Run 2 – Sportzone – € 49,99');
    expect(plain(buildPromoTitle({ ...base, old_price: 40 }, 'nl', nlLabels))).toBe('Sneakers Run 2 – Sportzone – € 49,99');
  });

  it('falls back to the discount code, then the discount text', () => {
    const noPrice = { ...base, new_price: null, old_price: null };
    expect(buildPromoTitle({ ...noPrice, discount_code: ' WINTER20 ', discount_text: '20% korting' }, 'nl', nlLabels)).toBe(
      'Sneakers Run 2 – Sportzone – kortingscode WINTER20',
    );
    expect(buildPromoTitle({ ...noPrice, discount_text: '20% korting' }, 'nl', nlLabels)).toBe('Sneakers Run 2 – Sportzone – 20% korting');
    expect(buildPromoTitle(noPrice, 'nl', nlLabels)).toBe('Sneakers Run 2 – Sportzone');
  });

  it('uses the store of a folder promo and skips a shop the title already names', () => {
    expect(
      plain(buildPromoTitle({ ...base, webshop: null, store: { translation: { title: 'Prijsmarkt' } }, old_price: null }, 'nl', nlLabels)),
    ).toBe('Sneakers Run 2 – Prijsmarkt – € 49,99');
    expect(plain(buildPromoTitle({ ...base, title: 'Sportzone: sneakers Run 2' }, 'nl', nlLabels))).toBe(
      'Sportzone: sneakers Run 2 – € 49,99 in plaats van € 79,99',
    );
    expect(buildPromoTitle({ ...base, webshop: null, new_price: null, old_price: null }, 'nl', nlLabels)).toBe('Sneakers Run 2');
  });

  it('collapses whitespace in stored texts', () => {
    expect(buildPromoTitle({ ...base, title: '  Sneakers \n Run 2 ', new_price: null }, 'nl', nlLabels)).toBe('Sneakers Run 2 – Sportzone');
  });
});

describe('promoTitle', () => {
  it('uses the translated "instead of" and discount code label', async () => {
    expect(plain(await promoTitle(base, 'fr'))).toBe('Sneakers Run 2 – Sportzone – 49,99 € au lieu de 79,99 €');
    expect(plain(await promoTitle(base, 'nl'))).toBe('Sneakers Run 2 – Sportzone – € 49,99 in plaats van € 79,99');
    expect(await promoTitle({ ...base, new_price: null, old_price: null, discount_code: 'ETE' }, 'fr')).toBe(
      'Sneakers Run 2 – Sportzone – code promo ETE',
    );
  });
});
