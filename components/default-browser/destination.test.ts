import { describe, expect, it } from 'vitest';
import { destinationFromSearch } from './destination';

const ORIGIN = 'https://www.dealwijzer.example';

describe('destinationFromSearch', () => {
  it('takes a page of this site, as a path or a URL', () => {
    expect(destinationFromSearch('?url=%2Ffr%2Fdepliants%3Fpage%3D2', ORIGIN)).toEqual({ address: `${ORIGIN}/fr/depliants?page=2`, external: false });
    expect(destinationFromSearch(`?url=${encodeURIComponent(`${ORIGIN}/promos`)}`, ORIGIN)).toEqual({ address: `${ORIGIN}/promos`, external: false });
  });

  it('takes another site’s http(s) address, marked external', () => {
    expect(destinationFromSearch(`?url=${encodeURIComponent('https://shop.example/deal?x=1')}`, ORIGIN)).toEqual({
      address: 'https://shop.example/deal?x=1',
      external: true,
    });
  });

  it('has none without a url', () => {
    expect(destinationFromSearch('', ORIGIN)).toBeNull();
    expect(destinationFromSearch('?other=1', ORIGIN)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'intent://evil.example#Intent;scheme=https;end',
    'x-safari-https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://bank.example@evil.example/',
    'folders',
    'java\tscript:alert(1)',
  ])('drops %s', (url) => {
    expect(destinationFromSearch(`?url=${encodeURIComponent(url)}`, ORIGIN)).toBeNull();
  });
});
