import { describe, expect, it } from 'vitest';
import { isMalformedPagePath, isMalformedPath, isStorableText, safeDecodeURI, safeDecodeURIComponent } from './url-text';

describe('safe decoding', () => {
  it('decodes what is well formed and answers null for the rest', () => {
    expect(safeDecodeURIComponent('caf%C3%A9%2F')).toBe('café/');
    expect(safeDecodeURI('/caf%C3%A9%2F')).toBe('/café%2F');
    for (const bad of ['%', '%ZZ', '%E0%A4%A', '%C3%28', 'a%2']) {
      expect(safeDecodeURIComponent(bad), bad).toBeNull();
      expect(safeDecodeURI(bad), bad).toBeNull();
    }
  });
});

describe('isMalformedPath', () => {
  it('flags undecodable segments and control characters, nothing else', () => {
    for (const path of ['/%ZZ', '/fr/%ZZ', '/api/posts/%', '/api/category/%E0%A4%A', '/store/%C3%28', '/a%00b', '/goto/a%0Ab', '/x/%7F']) {
      expect(isMalformedPath(path), path).toBe(true);
    }
    for (const path of ['/', '/store/%25', '/promos/%25', '/caf%C3%A9', '/..%2F..%2Fetc', '/a%20b', '/%F0%9F%92%A9']) {
      expect(isMalformedPath(path), path).toBe(false);
    }
  });

  it('for a page, also flags a segment that is malformed once decoded', () => {
    for (const path of ['/store/%25', '/promos/%25', '/goto/%25', '/fr/%25ZZ', '/x/%2500', '/fr/%ZZ', '/a%00b']) {
      expect(isMalformedPagePath(path), path).toBe(true);
    }
    for (const path of ['/', '/store/%2525', '/caf%C3%A9', '/promos/%2541', '/a%20b']) {
      expect(isMalformedPagePath(path), path).toBe(false);
    }
  });
});

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates', () => {
    expect(isStorableText('gewoon tekst 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('a\udc00')).toBe(false);
  });
});
