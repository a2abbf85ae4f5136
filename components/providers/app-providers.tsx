'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { configureBrowserApi } from '@/lib/api/browser-config';
import { configureCookieDomain } from '@/lib/cookies/cookie-domain';
import type { PublicConfig } from '@/lib/env';
import { installPrefetchManners } from '@/lib/navigation/prefetch-manners';

// Zod probes `new Function` on its first parse to choose a faster path; the Content-Security-Policy
// allows no eval (docs/security.md), so in the browser the probe only reports a violation. The
// server keeps the fast path. Zod keeps its configuration on `globalThis.__zod_globalConfig` and
// adopts an object already there (zod/v4/core/core.js), so it is set without importing zod (in
// place: a zod loaded earlier holds the same object):
// `config()` from zod/v4/core would put zod's core utilities (about 5 kB gzip) in every page's
// first load, while only forms opened later parse with zod.
type ZodConfigHost = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
if (typeof window !== 'undefined') {
  const host = globalThis as ZodConfigHost;
  host.__zod_globalConfig ??= {};
  host.__zod_globalConfig.jitless = true;
  // Before the router's first prefetch: none on data-saver or 2G, at most 5 at once (docs/app-shell.md).
  installPrefetchManners(window);
}

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error('usePublicConfig must be used inside AppProviders');
  return value;
}

export default function AppProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  // Configure before any child renders, so effects that call the API see the right base URL.
  useState(() => {
    configureBrowserApi({ baseURL: config.apiBaseUrl, domain: config.siteDomain });
    configureCookieDomain(config.cookieDomain);
  });
  // No QueryClientProvider: the few queries (lazy dialogs) pass the shared client themselves, so
  // react-query is not part of every page's first load.
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}
