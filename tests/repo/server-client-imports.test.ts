import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readModule, ROOT } from '@/lib/i18n/client-graph-test-utils';

// A server component that imports a value other than a component from a 'use client' module gets a
// client reference, not the value: a constant renders as nothing (Session 14: the subscription box's
// attribute name went missing from its server markup, and a guest's Follow did nothing). Server
// modules take such values from a module without the directive (e.g. card-flag-attributes.ts).
// Hooks pass too: a module shared by both sides may re-export a client module's hook for its client
// callers (lib/i18n/navigation.ts), and a hook called on the server fails loudly, never silently.

/** Route files: where the server's module graph starts. */
const ROUTE_FILE = /\/(page|layout|template|default|not-found|error|global-error|route)\.tsx?$/;
/** `import A, { b, type C } from '…'` (not `import type`): the names in braces. */
const NAMED_IMPORT = /import\s+(?!type\b)(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) routeFiles(path, out);
    else if (ROUTE_FILE.test(path)) out.push(path);
  }
  return out;
}

/** The modules the server renders: reached from the route files without passing a 'use client' module. */
function serverModules(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const parsed = readModule(file);
    if (parsed.client) return;
    seen.add(file);
    parsed.imports.forEach(visit);
  };
  routeFiles(join(ROOT, 'app')).forEach(visit);
  return [...seen];
}

describe('server modules and client modules', () => {
  it('takes only components (PascalCase), hooks and types from a client module into a server module', () => {
    const found: string[] = [];
    for (const file of serverModules()) {
      const { source, imports } = readModule(file);
      for (const match of source.matchAll(NAMED_IMPORT)) {
        const target = imports.find((path) => {
          const specifier = match[2] ?? '';
          const tail = specifier.replace(/^@\//, '').replace(/^\.\.?\//, '');
          return path.replace(/\.tsx?$/, '').endsWith(tail.replace(/^(\.\.\/)+/, ''));
        });
        if (!target || !readModule(target).client) continue;
        const values = (match[1] ?? '')
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
          .filter((name) => name !== '' && !name.startsWith('type ') && !/^[A-Z][a-z]/.test(name) && !/^use[A-Z]/.test(name));
        for (const name of values) found.push(`${relative(ROOT, file)}: ${name} from ${match[2]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
