import { randomUUID } from 'node:crypto';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // The ICU messages are compiled at build time: browsers get the compiled form and a tiny
    // formatter instead of intl-messageformat's parser (about 11 kB gzip off every page's first load).
    messages: { path: './messages', format: 'json', locales: ['nl', 'fr'], precompile: true },
  },
});

const nextConfig: NextConfig = {
  // Several development servers can share one checkout when each has its own build folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The front layer compresses and tags pages instead (scripts/front-compression.mjs): the same
  // middleware and hash, but a cached page is gzipped and hashed once, not on every request.
  compress: false,
  generateEtags: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss'],
  // `npm test` type-checks the whole project (tsc) as its own step; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Next's file-system page cache, minus error answers and with a size bound (see the handler).
  cacheHandler: require.resolve('./lib/cache/page-cache-handler.mjs'),
  // Inlined at build time (lib/env.ts buildId): the data cache of one build never serves another's.
  env: { DEALWIJZER_BUILD_ID: randomUUID() },
};

export default withNextIntl(nextConfig);
