import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// In production a page that is cached (the default here) answers 500 when it reads `searchParams`
// ("Page changed from static to dynamic at runtime"). Such pages must say `force-dynamic`, or pass
// NO_SEARCH_PARAMS and leave the query to their query-view twin (lib/i18n/query-view.ts).

const APP = path.join(process.cwd(), 'app');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pages(full);
    return name === 'page.tsx' ? [full] : [];
  });
}

/** Whether a page module reads the request's query itself (not just passing NO_SEARCH_PARAMS on). */
function readsQuery(source: string): boolean {
  return /await searchParams|searchParams\s*\)|\{\s*[^}]*searchParams[^}]*\}\s*:\s*Props|\(props\b/.test(source);
}

describe('page caching', () => {
  const files = pages(APP);

  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))('%s reads its query only when rendered per request', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    if (!readsQuery(source)) return;
    expect(source).toMatch(/export const dynamic = 'force-dynamic'/);
  });

  it('cached pages with a dynamic segment have generateStaticParams, or they are never cached', () => {
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const dynamicSegment = /\[[^\]/]+\]/.test(path.relative(path.join(APP, '[locale]'), path.dirname(file)));
      if (!dynamicSegment || !/export const revalidate/.test(source)) continue;
      expect(source, path.relative(process.cwd(), file)).toMatch(/generateStaticParams/);
    }
  });
});
