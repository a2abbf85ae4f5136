'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { config as configureZod } from 'zod/v4/core';
import { configureBrowserApi } from '@/lib/api/browser-config';
import type { PublicConfig } from '@/lib/env';

// Zod probes `new Function` on its first parse to choose a faster path; the Content-Security-Policy
// allows no eval (docs/security.md), so in the browser the probe only reports a violation. The
// server keeps the fast path.
if (typeof window !== 'undefined') configureZod({ jitless: true });

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error('usePublicConfig must be used inside AppProviders');
  return value;
}

export default function AppProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  // Configure before any child renders, so effects that call the API see the right base URL.
  useState(() => configureBrowserApi({ baseURL: config.apiBaseUrl, domain: config.siteDomain }));
  // No QueryClientProvider: the few queries (lazy dialogs) pass the shared client themselves, so
  // react-query is not part of every page's first load.
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}
