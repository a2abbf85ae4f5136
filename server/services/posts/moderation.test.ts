import { describe, expect, it } from 'vitest';
import { hasOutsideLink } from './moderation';

describe('hasOutsideLink', () => {
  const site = 'dealwijzer.be';
  it('finds addresses with a scheme, with www. and bare domains', () => {
    expect(hasOutsideLink(['Zie https://klikshop.be/actie'], site)).toBe(true);
    expect(hasOutsideLink(['Kijk op www.klikshop.com'], site)).toBe(true);
    expect(hasOutsideLink(['Bestel via klikshop.be/korting vandaag'], site)).toBe(true);
    expect(hasOutsideLink([null, undefined, 'https://klikshop.be'], site)).toBe(true);
  });

  it('ignores prices, plain text and links to the site itself', () => {
    expect(hasOutsideLink(['Nu 2.50 euro, was 3.99. Op=op.'], site)).toBe(false);
    expect(hasOutsideLink(['Meer op https://www.dealwijzer.be/promos en fr.dealwijzer.be'], site)).toBe(false);
    expect(hasOutsideLink(['', null], site)).toBe(false);
  });
});
