import { describe, expect, it } from 'vitest';
import { itemRectStyle } from './item-rect';

describe('itemRectStyle', () => {
  it('positions the item at its fractions of the page, in percent', () => {
    expect(itemRectStyle({ x: 0.03, y: 0.132, width: 0.5366, height: 0.2592 })).toEqual({
      left: '3%',
      top: '13.2%',
      width: '53.66%',
      height: '25.92%',
    });
  });

  it('cuts a rectangle that reaches past the page at its edges', () => {
    expect(itemRectStyle({ x: 0.8, y: 0.9, width: 0.5, height: 0.3 })).toEqual({ left: '80%', top: '90%', width: '20%', height: '10%' });
    expect(itemRectStyle({ x: -0.1, y: 1.2, width: 2, height: Number.NaN })).toEqual({ left: '0%', top: '100%', width: '100%', height: '0%' });
  });
});
