import { describe, expect, it } from 'vitest';
import { isSafeHref, navigationTarget, safeExternalUrl, safeInternalPath } from './safe-url';

const SITE = 'https://www.dealwijzer.example';

/** Payloads that must never be navigated to, internal or external. */
const DANGEROUS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  'javascript:alert(1) ',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript://%0aalert(1)',
  'javascript://comment%0Aalert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,hi',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'file://c:/windows/win.ini',
  'FILE:///etc/passwd',
  'blob:https://www.dealwijzer.example/1234',
  'filesystem:https://www.dealwijzer.example/temporary/x',
  'about:blank',
  'chrome://settings',
  'ftp://ftp.example/file',
  'ws://evil.example/socket',
  'intent://scan/#Intent;scheme=zxing;end',
  'mailto:someone@example.com',
  'tel:+32123456',
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:evil.example',
  'http:\\\\evil.example',
  'https://user:pass@evil.example',
  'https://www.bank.example@evil.example',
  'https://',
  'http://',
  'https:///',
  '',
  '   ',
];

describe('safeInternalPath', () => {
  it.each(['/', '/folders', '/fr/depliants/prijsmarkt', '/promos?q=koffie&page=2', '/store/a#top', '/%2F%2Fevil.example', '/a//b'])(
    'accepts the site path %s',
    (path) => {
      expect(safeInternalPath(path)).toBe(new URL(path, SITE).pathname + new URL(path, SITE).search + new URL(path, SITE).hash);
    },
  );

  it('normalises dot segments without leaving the site', () => {
    expect(safeInternalPath('/a/../../b')).toBe('/b');
    expect(safeInternalPath('/./folders')).toBe('/folders');
  });

  it('keeps an encoded slash as a path, which browsers do not decode', () => {
    expect(safeInternalPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeInternalPath('/%5Cevil.example')).toBe('/%5Cevil.example');
  });

  it('accepts an absolute URL on the site only when the origin is known', () => {
    expect(safeInternalPath(`${SITE}/folders?x=1`, SITE)).toBe('/folders?x=1');
    expect(safeInternalPath(`${SITE}/folders`)).toBeNull();
    expect(safeInternalPath('https://other.example/folders', SITE)).toBeNull();
    expect(safeInternalPath('http://www.dealwijzer.example/folders', SITE)).toBeNull();
  });

  it('refuses relative paths without a leading slash', () => {
    expect(safeInternalPath('folders')).toBeNull();
    expect(safeInternalPath('?q=1')).toBeNull();
    expect(safeInternalPath('#top')).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeInternalPath(undefined)).toBeNull();
    expect(safeInternalPath(null)).toBeNull();
    expect(safeInternalPath(42)).toBeNull();
    expect(safeInternalPath({ toString: () => '/folders' })).toBeNull();
  });

  it.each(DANGEROUS)('refuses %j', (payload) => {
    expect(safeInternalPath(payload)).toBeNull();
    expect(safeInternalPath(payload, SITE)).toBeNull();
  });
});

describe('safeExternalUrl', () => {
  it.each([
    ['https://www.example.org/', 'https://www.example.org/'],
    ['http://shop.example/deal?id=1', 'http://shop.example/deal?id=1'],
    ['HTTPS://Shop.Example/Deal', 'https://shop.example/Deal'],
    ['  https://shop.example/x  ', 'https://shop.example/x'],
    ['https://shop.example:8443/x#y', 'https://shop.example:8443/x#y'],
    ['https://xn--bcher-kva.example/', 'https://xn--bcher-kva.example/'],
  ])('accepts %s', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected);
  });

  it.each(DANGEROUS)('refuses %j', (payload) => {
    expect(safeExternalUrl(payload)).toBeNull();
  });

  it('refuses site paths: they are not external URLs', () => {
    expect(safeExternalUrl('/folders')).toBeNull();
  });
});

describe('isSafeHref and navigationTarget', () => {
  it('allows site paths without any flag', () => {
    expect(isSafeHref('/promos')).toBe(true);
    expect(navigationTarget('/promos')).toEqual({ kind: 'internal', path: '/promos' });
  });

  it('refuses external URLs without the explicit flag (docs/product.md, Routes)', () => {
    expect(isSafeHref('https://www.example.org/')).toBe(false);
    expect(navigationTarget('https://www.example.org/')).toBeNull();
  });

  it('allows external http(s) URLs with the flag', () => {
    expect(isSafeHref('https://www.example.org/', { external: true })).toBe(true);
    expect(navigationTarget('https://www.example.org/a', { external: true })).toEqual({ kind: 'external', url: 'https://www.example.org/a' });
  });

  it('treats an absolute URL on the site as internal', () => {
    expect(navigationTarget(`${SITE}/fr/depliants`, { origin: SITE })).toEqual({ kind: 'internal', path: '/fr/depliants' });
  });

  it.each(DANGEROUS)('refuses %j even with the external flag', (payload) => {
    expect(isSafeHref(payload, { external: true, origin: SITE })).toBe(false);
  });
});
