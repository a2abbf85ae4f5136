import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      // Vitest imports messages as written; the build compiles them (next.config.ts, `precompile`), and the
      // browser's lazily loaded catalogue is the compiled one: tests get the same through this stand-in.
      { find: /^@\/lib\/i18n\/client\/catalogue$/, replacement: `${root}tests/support/compiled-catalogue.ts` },
      { find: /^@\//, replacement: `${root}` },
      // `server-only` throws outside React Server Components; in tests every module may load.
      { find: /^server-only$/, replacement: `${root}tests/support/empty-module.ts` },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**', '.data/**'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    environment: 'node',
    // Component tests opt into a DOM with `// @vitest-environment jsdom` at the top of the file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core. Vitest's default keeps a core free (cores - 1), which on a two-core CI
    // machine means one file at a time; two there take 30% less time (docs/architecture.md, Tests).
    maxWorkers: availableParallelism(),
    // next-intl imports `next/navigation` without an extension, which Node's ESM resolver rejects;
    // bundling it through Vite resolves it (and lets tests mock next/navigation for its Link).
    server: { deps: { inline: ['next-intl'] } },
  },
});
