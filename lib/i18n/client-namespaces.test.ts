import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readModule, ROOT } from './client-graph-test-utils';
import * as messages from './messages';
import { CLIENT_NAMESPACES } from './messages';

/**
 * The namespaces a `<ClientMessages namespaces={…}>` in this source gives (or, in a client module, a
 * `<LazyClientMessages namespaces={…}>`: a lazily loaded dialog's own): literals and the groups of messages.ts.
 */
function providedBy(source: string, tag = 'ClientMessages'): string[] {
  const provided: string[] = [];
  for (const match of source.matchAll(new RegExp(`<${tag}\\s+namespaces=\\{([^}]*)\\}`, 'g'))) {
    const expression = match[1] ?? '';
    for (const literal of expression.matchAll(/['"](\w+)['"]/g)) provided.push(literal[1] ?? '');
    for (const name of expression.matchAll(/\b([A-Z][A-Z_]+)\b/g)) {
      const group: unknown = (messages as Record<string, unknown>)[name[1] ?? ''];
      if (!Array.isArray(group)) throw new Error(`${name[1]} is not a namespace group of lib/i18n/messages.ts`);
      provided.push(...(group as string[]));
    }
  }
  return provided;
}

interface Gap {
  file: string;
  namespace: string;
}

/**
 * Walks a route's imports as React renders them: a module is client code below a 'use client' module; a
 * server module that renders ClientMessages provides its namespaces to everything it imports. Returns
 * each client `useTranslations` namespace the layout and no enclosing provider give, and every client
 * namespace seen.
 */
function walkRoute(entry: string): { gaps: Gap[]; used: Set<string> } {
  // A segment's layout.tsx wraps every route file below it (search/layout.tsx, for one).
  const fromLayouts: string[] = [];
  for (let dir = dirname(entry); dir.startsWith(join(ROOT, 'app', '[locale]')) && dir !== join(ROOT, 'app', '[locale]'); dir = dirname(dir)) {
    const layout = join(dir, 'layout.tsx');
    if (layout !== entry && existsSync(layout)) fromLayouts.push(...providedBy(readModule(layout).source));
  }
  const gaps: Gap[] = [];
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean, provided: ReadonlySet<string>) => {
    const key = `${file}|${client}|${[...provided].sort().join()}`;
    if (seen.has(key)) return;
    seen.add(key);
    const parsed = readModule(file);
    const isClient = client || parsed.client;
    let inside = provided;
    if (isClient) {
      const lazy = providedBy(parsed.source, 'LazyClientMessages');
      if (lazy.length > 0) inside = new Set([...provided, ...lazy]);
      for (const namespace of parsed.namespaces) {
        used.add(namespace);
        if (!provided.has(namespace)) gaps.push({ file: relative(ROOT, file), namespace });
      }
    } else {
      const own = providedBy(parsed.source);
      if (own.length > 0) inside = new Set([...provided, ...own]);
    }
    for (const target of parsed.imports) visit(target, isClient, inside);
  };
  visit(entry, false, new Set([...CLIENT_NAMESPACES, ...fromLayouts]));
  return { gaps, used };
}

const ROUTE_FILE = /^(page|layout|not-found|error|global-error|loading|template|default)\.tsx$/;
const routeFiles = readdirSync(join(ROOT, 'app'), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && ROUTE_FILE.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

describe('client message namespaces', () => {
  it('never calls useTranslations without a namespace (the walk below could not see what it reads)', () => {
    for (const file of routeFiles.flatMap((entry) => [entry, ...readModule(entry).imports])) {
      expect(readModule(file).source, `${file} calls useTranslations without a namespace`).not.toMatch(/useTranslations\(\s*\)/);
    }
  });

  it('gives every client component the namespaces it reads where it renders (else the browser shows message keys)', () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    const gaps = routeFiles.flatMap((entry) =>
      walkRoute(entry).gaps.map((gap) => `${relative(ROOT, entry)}: ${gap.file} reads '${gap.namespace}'`),
    );
    expect([...new Set(gaps)]).toEqual([]);
  });

  it("lists in the layout's CLIENT_NAMESPACES only what the chrome itself reads (the rest: ClientMessages of the pages)", () => {
    const chrome = new Set<string>();
    for (const entry of routeFiles.filter((file) => !/[\\/]page\.tsx$/.test(file))) {
      for (const namespace of walkRoute(entry).used) chrome.add(namespace);
    }
    expect(CLIENT_NAMESPACES.filter((namespace) => !chrome.has(namespace))).toEqual([]);
  });

  it('sees the chrome and the pages through the import graph', () => {
    const home = walkRoute(join(ROOT, 'app', '[locale]', 'page.tsx')).used;
    expect(home).toContain('FeedCard');
    expect(walkRoute(join(ROOT, 'app', '[locale]', 'layout.tsx')).used).toContain('Header');
  });
});
