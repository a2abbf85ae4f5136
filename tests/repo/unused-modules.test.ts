import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A knip-style check without the dependency: every module of the product must be reachable from
// an entry point (a Next.js file convention under app/, a root file such as proxy.ts, a script).
// A module only tests import is dead code. Helpers made for tests say so in their name.

const root = normalize(join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
const SOURCE_DIRS = ['app', 'components', 'lib', 'server', 'scripts'];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
/** Next.js file conventions: the framework loads these itself. */
const APP_CONVENTION =
  /^app\/.*\/?(page|layout|template|default|loading|error|global-error|not-found|global-not-found|forbidden|unauthorized|route|sitemap|robots|manifest|icon|apple-icon|opengraph-image|twitter-image)\.(ts|tsx)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts)$/;
/** Support modules for tests (fixtures, harnesses, sample data, render helpers): a word of their path says so. */
const TEST_HELPER = /(^|[/.-])(tests?|testing|fixtures?|harness|mocks?)([/.-]|$)/;
/** Import specifiers: `from '…'`, `import '…'`, `import('…')`, `require.resolve('…')`, `vi.mock('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|require(?:\.resolve)?\(\s*|vi\.mock\(\s*)['"]([^'"]+)['"]/g;
/** A module named by path in configuration (`requestConfig: './lib/i18n/request.ts'`). */
const MODULE_PATH = /['"]((?:\.{1,2}|@)\/[^'"\s]+\.(?:ts|tsx|mts|mjs|js))['"]/g;

function walk(dir: string, out: string[]): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (CODE.test(entry) && !entry.endsWith('.d.ts') && !entry.endsWith('.d.mts')) out.push(path);
  }
  return out;
}

function resolveSpecifier(specifier: string, from: string, known: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  else return null;
  const bare = base.replace(/\.(m?js)$/, '');
  const candidates = [base, ...EXTENSIONS.map((ext) => bare + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

function unreachableModules(): string[] {
  const rootFiles = readdirSync(root)
    .filter((entry) => CODE.test(entry) && !TEST_FILE.test(entry))
    .map((entry) => join(root, entry));
  const files = [...SOURCE_DIRS.flatMap((dir) => walk(join(root, dir), [])), ...rootFiles];
  const known = new Set(files);
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  // Scripts start some modules by path (`tsx server/db/prepare-cli.ts`, `join(root, 'server', …)`).
  const launchers = [readFileSync(join(root, 'package.json'), 'utf8'), ...files.filter((file) => file.includes('/scripts/')).map((file) => texts.get(file) ?? '')].join('\n');
  const rel = (file: string) => relative(root, file);
  const isEntry = (file: string) =>
    APP_CONVENTION.test(rel(file)) ||
    rootFiles.includes(file) ||
    (rel(file).startsWith('scripts/') && !TEST_FILE.test(file)) ||
    launchers.includes(rel(file)) ||
    launchers.includes(`'${rel(file).split('/').pop()}'`);

  const reached = new Set<string>();
  const queue = files.filter(isEntry);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    const text = texts.get(file) ?? '';
    for (const match of [...text.matchAll(SPECIFIER), ...text.matchAll(MODULE_PATH)]) {
      const target = resolveSpecifier(match[1] ?? '', file, known);
      if (target && !reached.has(target)) queue.push(target);
    }
  }
  return files
    .filter((file) => !reached.has(file) && !TEST_FILE.test(file) && !TEST_HELPER.test(rel(file)))
    .map(rel)
    .sort();
}

describe('modules', () => {
  it('every module of the product is used (reachable from a page, route, root file or script)', () => {
    expect(unreachableModules()).toEqual([]);
  });
});
