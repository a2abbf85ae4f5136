/**
 * Static import graph of our sources, for the test that checks every client component's message namespaces
 * are provided where it renders (see `client-namespaces.test.ts`); reads files from disk, tests only.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');

const IMPORT_PATTERN = /(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

export interface SourceModule {
  file: string;
  source: string;
  client: boolean;
  imports: string[];
  namespaces: string[];
}

const cache = new Map<string, SourceModule>();

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined; // a package: its messages are not ours
  if (/\.(tsx?|mjs)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined; // JSON, CSS and other assets
}

export function readModule(file: string): SourceModule {
  const known = cache.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(IMPORT_PATTERN)]
    .map((match) => resolveImport(file, match[1] ?? ''))
    .filter((target): target is string => target !== undefined && !/\.test\.tsx?$/.test(target));
  const namespaces = [...source.matchAll(/useTranslations\(\s*['"]([^'".]+)/g)].map((match) => match[1] ?? '');
  const parsed = { file, source, client: /^\s*['"]use client['"]/m.test(source.slice(0, 200)), imports, namespaces };
  cache.set(file, parsed);
  return parsed;
}
