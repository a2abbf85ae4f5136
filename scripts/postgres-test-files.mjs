import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { root } from './lib.mjs';

// The test files of `npm test`'s PostgreSQL pass: the server's (every path naming `server`, as the pass's
// vitest filter had it) that open a test database. Only
// server/db/test-db.ts turns TEST_DATABASE_URL into a PostgreSQL database; a test whose imports never
// reach it (pure functions, media, mail, or a PGlite opened by hand) runs exactly as in the PGlite
// pass, so running it again there would only cost time.

const TEST_DB = join(root, 'server', 'db', 'test-db.ts');
const IMPORT = /(?:^|[\s;])(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function resolve(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  else return null; // a package: never our test database
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Whether `file` imports server/db/test-db.ts, directly or through other modules of the repository. */
export function opensTestDatabase(file, seen = new Set()) {
  if (file === TEST_DB) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2] ?? match[3]);
    if (target && opensTestDatabase(target, seen)) return true;
  }
  return false;
}

const SKIPPED = new Set(['node_modules', '.next', '.data', '.git', 'e2e', 'test-results']);

function testFiles(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.next-')) testFiles(path, files);
    }
    else if (/\.test\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** The server's test files that open a test database, relative to the repository, sorted. */
export function postgresTestFiles() {
  return testFiles(root)
    .map((file) => relative(root, file))
    .filter((file) => file.includes('server') && opensTestDatabase(join(root, file)))
    .sort();
}
