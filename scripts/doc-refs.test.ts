import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OUTSIDE_REFERENCE,
  checkedFiles,
  findMissingSections,
  findOutsideReferences,
  missingSectionsIn,
  rewrite,
  sectionsOfDoc,
} from './doc-refs.mjs';

describe('references to documents a reader cannot open', () => {
  it('reads the code, tests, scripts, docs and the root configuration', () => {
    const files = checkedFiles();
    for (const file of ['proxy.ts', 'proxy.test.ts', 'next.config.ts', 'playwright.config.ts', 'vitest.config.mts', 'eslint.config.mjs', 'README.md']) {
      expect(files).toContain(file);
    }
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('docs/guides/adding-a-page.md');
    expect(files.some((file) => file.startsWith('server/routes/'))).toBe(true);
  });

  it('finds none: comments give a reason or point into docs/ (node scripts/doc-refs.mjs --fix rewrites the usual form)', () => {
    expect(findOutsideReferences().map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('knows an outside document by its usual phrases, and a validation issue from one', () => {
    for (const text of ['the catalogue sizes the issue asks for', "The issue's note proposes", 'Issue 17', 'see issue #4', 'PR 12', '(docs/product.md, point 5)']) {
      expect(OUTSIDE_REFERENCE.test(text), text).toBe(true);
    }
    for (const text of ["Every issue's message is a key", "the issue's path", 'the issue with PGlite', 'the points history', 'SPECIAL_WIDTHS']) {
      expect(OUTSIDE_REFERENCE.test(text), text).toBe(false);
    }
  });

  it('rewrites spec points into sections of docs/product.md', () => {
    expect(rewrite('/** SPEC point 9: feed pages of 9. */')).toBe('/** docs/product.md, Limits: feed pages of 9. */');
    expect(rewrite('The menu bar of SPEC point 2: home')).toBe('The menu bar (docs/product.md, Routes): home');
    expect(rewrite('(SPEC points 3, 5 and 7)')).toBe('(docs/product.md, Entities, Validation and API)');
    expect(rewrite("describe('headers (SPEC 7)'")).toBe("describe('headers (docs/product.md, API)'");
    expect(rewrite('const SPECIAL_WIDTHS = SPEC_RETRY;')).toBe('const SPECIAL_WIDTHS = SPEC_RETRY;');
  });
});

const GUIDE = `# A guide

## Caching today, and its trade-offs

**Tags, not paths.** A vote shows at once.

### Session 17, the filter panel

\`\`\`sh
# not a heading
\`\`\`

## Limits

- Pages of 9; the left bar shows filters.
`;

describe('citations of a section', () => {
  const docs = new Map([['guide.md', { text: GUIDE, ...sectionsOfDoc(GUIDE) }]]);
  const missing = (source: string) => missingSectionsIn(source, docs).map(({ line, text }) => `${line}: ${text}`);

  it('finds none in the repository: every cited section exists', () => {
    expect(findMissingSections().map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });

  it('accepts a heading of any level or a bold lead-in, whole or by its short name', () => {
    expect(
      missing(
        [
          '// (docs/guide.md, "Caching today, and its trade-offs")',
          '// (docs/guide.md, Caching today) and (guide.md, Caching)',
          '// docs/guide.md, "Tags, not paths"; guide.md "Session 17"',
          '/** Pages of 9 (docs/guide.md, Limits: the first page too). */',
          '/** Over two lines (docs/guide.md,',
          ' * Limits). */',
          'See "Limits" in [guide.md](guide.md), [the guide](docs/guide.md#caching-today-and-its-trade-offs).',
          '(docs/guide.md, Limits, "left bar"); (docs/other.md, Anything): a doc we do not have is not checked.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('names a section that does not exist, with its line', () => {
    expect(
      missing(
        [
          '// (docs/guide.md, "Known limit")',
          '// fine (docs/guide.md, Limits)',
          '/** Pages (docs/guide.md, Limits and',
          ' * Routes). */',
          '(guide.md, Session 1), guide.md "Session 1", guide.md "not a heading"',
          'see Images in [docs/guide.md](docs/guide.md); [guide](guide.md#caching)',
          '(docs/guide.md, Limits, "Content")',
        ].join('\n'),
      ),
    ).toEqual([
      '1: guide.md has no section "Known limit"',
      '3: guide.md has no section "Routes"',
      '5: guide.md has no section "Session 1"',
      '5: guide.md has no section "not a heading"',
      '6: guide.md has no section "Images"',
      '6: guide.md has no heading for the anchor #caching',
      '7: guide.md does not say "Content" (cited inside a section)',
    ]);
  });

  describe('in a tree with a missing section', () => {
    const base = mkdtempSync(join(tmpdir(), 'doc-refs-'));
    afterAll(() => rmSync(base, { recursive: true, force: true }));

    it('fails, naming the file and line', () => {
      mkdirSync(join(base, 'docs'));
      mkdirSync(join(base, 'lib'));
      writeFileSync(join(base, 'docs', 'guide.md'), GUIDE);
      writeFileSync(join(base, 'lib', 'pages.ts'), '/** Pages of 9 (docs/guide.md, Limits). */\nexport const PAGE = 9;\n// docs/guide.md, "Paging"\n');
      writeFileSync(join(base, 'README.md'), '# Readme\n\nCaching: [docs/guide.md](docs/guide.md), Caching today.\n');
      expect(findMissingSections(base)).toEqual([{ file: 'lib/pages.ts', line: 3, text: 'guide.md has no section "Paging"' }]);
    });
  });
});
