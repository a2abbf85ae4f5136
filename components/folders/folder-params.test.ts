import { describe, expect, it } from 'vitest';
import { folderRouteParams, isFolderSlug, parseStoreSlug } from './folder-params';

describe('parseStoreSlug', () => {
  it('decodes and accepts a slug', () => {
    expect(parseStoreSlug('prijsmarkt')).toBe('prijsmarkt');
    expect(parseStoreSlug('caf%C3%A9-du-coin')).toBe('café-du-coin');
  });

  it('refuses what cannot be a slug', () => {
    for (const raw of ['', 'a%20b', 'a%2Fb', '%E0%A4%A', 'x'.repeat(201), 'a%00b']) expect(parseStoreSlug(raw)).toBeNull();
  });
});

describe('isFolderSlug', () => {
  it('accepts a folder address key: a real date, with -2, -3… for the next folders of that day', () => {
    for (const value of ['2026-11-18', '2026-11-18-2', '2026-11-18-10', '2028-02-29-3']) expect(isFolderSlug(value), value).toBe(true);
  });

  it('refuses other shapes, a -1 (the bare date is the first) and impossible dates', () => {
    for (const value of ['2026-11-18-1', '2026-11-18-0', '2026-11-18-02', '2026-11-18-', '2026-11-18--2', '2026-11-18-x', '2026-02-30-2', '2026-11-18-1234567', 'morgen']) {
      expect(isFolderSlug(value), value).toBe(false);
    }
  });
});

describe('folderRouteParams', () => {
  it('checks both params of the folder viewer', () => {
    expect(folderRouteParams('caf%C3%A9-du-coin', '2026-11-18-2')).toEqual({ storeSlug: 'café-du-coin', folderSlug: '2026-11-18-2' });
    expect(folderRouteParams('a%20b', '2026-11-18')).toBeNull();
    expect(folderRouteParams('prijsmarkt', '2026-11-18-1')).toBeNull();
  });
});
