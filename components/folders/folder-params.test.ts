import { describe, expect, it } from 'vitest';
import { isFolderDate, storeSlugParam } from './folder-params';

describe('storeSlugParam', () => {
  it('decodes and accepts a slug', () => {
    expect(storeSlugParam('prijsmarkt')).toBe('prijsmarkt');
    expect(storeSlugParam('caf%C3%A9-du-coin')).toBe('café-du-coin');
  });

  it('refuses what cannot be a slug', () => {
    for (const raw of ['', 'a%20b', 'a%2Fb', '%E0%A4%A', 'x'.repeat(201), 'a%00b']) expect(storeSlugParam(raw)).toBeNull();
  });
});

describe('isFolderDate', () => {
  it('accepts real calendar dates written YYYY-MM-DD', () => {
    expect(isFolderDate('2026-11-18')).toBe(true);
    expect(isFolderDate('2028-02-29')).toBe(true);
  });

  it('refuses impossible or differently written dates', () => {
    for (const value of ['2026-02-30', '2026-13-01', '20261118', '2026-1-18', '18-11-2026', 'morgen', '2026-11-18x']) expect(isFolderDate(value)).toBe(false);
  });
});
