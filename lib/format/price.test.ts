import { describe, expect, it } from 'vitest';
import { formatAmount, formatDiscountPercent, formatEuro, formatEuroWithCents } from './price';

/** Intl uses no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuro', () => {
  it('writes euros the Belgian Dutch and French way', () => {
    expect(plain(formatEuro(49.99, 'nl'))).toBe('€ 49,99');
    expect(plain(formatEuro(49.99, 'fr'))).toBe('49,99 €');
  });

  it('groups thousands per language', () => {
    expect(plain(formatEuro(1249.5, 'nl'))).toBe('€ 1.249,50');
    expect(plain(formatEuro(1249.5, 'fr'))).toBe('1 249,50 €');
  });

  it('leaves the cents off whole euros and keeps two decimals otherwise', () => {
    expect(plain(formatEuro(50, 'nl'))).toBe('€ 50');
    expect(plain(formatEuro(0, 'fr'))).toBe('0 €');
    expect(plain(formatEuro(0.5, 'nl'))).toBe('€ 0,50');
    expect(plain(formatEuro(0.1 + 0.2, 'nl'))).toBe('€ 0,30');
  });

  it('can always show cents', () => {
    expect(plain(formatEuroWithCents(50, 'nl'))).toBe('€ 50,00');
    expect(plain(formatEuroWithCents(50, 'fr'))).toBe('50,00 €');
  });
});

describe('formatDiscountPercent', () => {
  it('writes a discount badge per language', () => {
    expect(plain(formatDiscountPercent(25, 'nl'))).toBe('-25%');
    expect(plain(formatDiscountPercent(25, 'fr'))).toBe('-25 %');
  });

  it('rounds and ignores the sign it is given', () => {
    expect(plain(formatDiscountPercent(-33.4, 'nl'))).toBe('-33%');
  });
});

describe('formatAmount', () => {
  it('uses the language separators', () => {
    expect(plain(formatAmount(1234.5, 'nl'))).toBe('1.234,5');
    expect(plain(formatAmount(1234.5, 'fr'))).toBe('1 234,5');
  });
});
