import { describe, expect, it } from 'vitest';
import { clampPrice, formatPriceInput, normalisePriceRange, parsePriceInput, roundToStep } from './price';

describe('price helpers', () => {
  it('rounds to cents without float noise', () => {
    expect(roundToStep(0.1 + 0.2)).toBe(0.3);
    expect(roundToStep(12.345)).toBe(12.35);
    expect(roundToStep(1.005)).toBe(1.01);
    expect(roundToStep(1e-7)).toBe(0);
    expect(roundToStep(7, 5)).toBe(5);
  });

  it('clamps to the slider, or to given bounds', () => {
    expect(clampPrice(-5)).toBe(0);
    expect(clampPrice(7000)).toBe(5000);
    expect(clampPrice(120, 0, 100)).toBe(100);
    expect(clampPrice(Number.NaN, 0, 5000, 5000)).toBe(5000);
  });

  it('orders and clamps a range', () => {
    expect(normalisePriceRange([300, 20])).toEqual([20, 300]);
    expect(normalisePriceRange([-1, 9000])).toEqual([0, 5000]);
  });

  it('reads typed prices in either notation', () => {
    expect(parsePriceInput('12,50')).toBe(12.5);
    expect(parsePriceInput('12.50')).toBe(12.5);
    expect(parsePriceInput('€ 1.234,50')).toBe(1234.5);
    expect(parsePriceInput('1 234,50')).toBe(1234.5);
    expect(parsePriceInput('1,234.50')).toBe(1234.5);
    expect(parsePriceInput('5000+')).toBe(5000);
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('abc')).toBeNull();
  });

  it('writes a field value with a decimal comma', () => {
    expect(formatPriceInput(12.5)).toBe('12,50');
    expect(formatPriceInput(40)).toBe('40');
  });
});
