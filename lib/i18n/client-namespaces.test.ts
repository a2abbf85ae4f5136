import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES } from './messages';

const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('CLIENT_NAMESPACES', () => {
  it('names every namespace a useTranslations call reads (else the browser shows message keys)', () => {
    const used = new Set<string>();
    for (const file of ['app', 'components', 'lib'].flatMap(sourceFiles)) {
      const source = readFileSync(file, 'utf8');
      expect(source, `${file} calls useTranslations without a namespace`).not.toMatch(/useTranslations\(\s*\)/);
      for (const match of source.matchAll(/useTranslations\(\s*['"]([^'".]+)/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((namespace) => !(CLIENT_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });
});
