import { describe, expect, it } from 'vitest';
import { checkedFiles, findOutsideReferences, rewrite } from './doc-refs.mjs';

describe('references to documents a reader cannot open', () => {
  it('reads the code, tests and scripts', () => {
    const files = checkedFiles();
    expect(files).toContain('proxy.ts');
    expect(files.some((file) => file.startsWith('server/routes/'))).toBe(true);
    expect(files.some((file) => file.startsWith('docs/'))).toBe(false);
  });

  it('finds none: comments give a reason or point into docs/ (node scripts/doc-refs.mjs --fix rewrites the usual form)', () => {
    expect(findOutsideReferences().map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('rewrites spec points into sections of docs/product.md', () => {
    expect(rewrite('/** SPEC point 9: feed pages of 9. */')).toBe('/** docs/product.md, Limits: feed pages of 9. */');
    expect(rewrite('The menu bar of SPEC point 2: home')).toBe('The menu bar (docs/product.md, Routes): home');
    expect(rewrite('(SPEC points 3, 5 and 7)')).toBe('(docs/product.md, Entities, Validation and API)');
    expect(rewrite("describe('headers (SPEC 7)'")).toBe("describe('headers (docs/product.md, API)'");
    expect(rewrite('const SPECIAL_WIDTHS = SPEC_RETRY;')).toBe('const SPECIAL_WIDTHS = SPEC_RETRY;');
  });
});
