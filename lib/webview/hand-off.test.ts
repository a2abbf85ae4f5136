import { describe, expect, it } from 'vitest';
import { androidIntentUrl, handOffFor, iosSafariUrl } from './hand-off';

describe('androidIntentUrl', () => {
  it('wraps the address in an intent link without a package, keeping host, port, path and query', () => {
    expect(androidIntentUrl('https://shop.example/deal?utm=fb&x=1')).toBe('intent://shop.example/deal?utm=fb&x=1#Intent;scheme=https;end');
    expect(androidIntentUrl('http://localhost:3417/fr/goto/boeken')).toBe('intent://localhost:3417/fr/goto/boeken#Intent;scheme=http;end');
  });

  it('drops the fragment (the intent takes its place)', () => {
    expect(androidIntentUrl('https://shop.example/a#reviews')).toBe('intent://shop.example/a#Intent;scheme=https;end');
  });

  it.each(['javascript:alert(1)', 'intent://evil#Intent;end', 'ftp://files.example/x', '//shop.example/a', '/promos', 'https://user:pw@shop.example/'])(
    'refuses %s',
    (address) => {
      expect(androidIntentUrl(address)).toBeNull();
    },
  );
});

describe('iosSafariUrl', () => {
  it('prefixes the scheme with x-safari-', () => {
    expect(iosSafariUrl('https://shop.example/deal?x=1#top')).toBe('x-safari-https://shop.example/deal?x=1#top');
    expect(iosSafariUrl('http://localhost:3417/')).toBe('x-safari-http://localhost:3417/');
  });

  it('refuses what is not an absolute http(s) address', () => {
    expect(iosSafariUrl('data:text/html,x')).toBeNull();
    expect(iosSafariUrl('x-safari-https://shop.example/')).toBeNull();
  });
});

describe('handOffFor', () => {
  it('picks the hand-off of the device', () => {
    expect(handOffFor('https://shop.example/', 'android')).toEqual({ kind: 'android-intent', href: 'intent://shop.example/#Intent;scheme=https;end' });
    expect(handOffFor('https://shop.example/', 'ios')).toEqual({ kind: 'ios-safari', href: 'x-safari-https://shop.example/' });
  });

  it('has none elsewhere or for a bad address', () => {
    expect(handOffFor('https://shop.example/', 'other')).toBeNull();
    expect(handOffFor('javascript:alert(1)', 'android')).toBeNull();
  });
});
