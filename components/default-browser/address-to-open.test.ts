import { describe, expect, it } from 'vitest';
import { addressToOpen } from './address-to-open';

const ORIGIN = 'https://www.dealwijzer.example';
const HOME = `${ORIGIN}/fr`;

describe('addressToOpen', () => {
  it('opens the page named by ?url= on this site', () => {
    expect(addressToOpen('?url=%2Ffr%2Fdepliants%3Fpage%3D2', ORIGIN, HOME)).toBe(`${ORIGIN}/fr/depliants?page=2`);
    expect(addressToOpen(`?url=${encodeURIComponent(`${ORIGIN}/promos`)}`, ORIGIN, HOME)).toBe(`${ORIGIN}/promos`);
  });

  it('falls back to home without a url', () => {
    expect(addressToOpen('', ORIGIN, HOME)).toBe(HOME);
    expect(addressToOpen('?other=1', ORIGIN, HOME)).toBe(HOME);
  });

  it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)', 'data:text/html,x', '/\\evil.example', 'folders'])(
    'ignores %s',
    (url) => {
      expect(addressToOpen(`?url=${encodeURIComponent(url)}`, ORIGIN, HOME)).toBe(HOME);
    },
  );
});
