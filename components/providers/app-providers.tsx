'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { configureBrowserApi } from '@/lib/api/browser';
import type { PublicConfig } from '@/lib/env';
import { getQueryClient } from '@/lib/queries/query-client';

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error('usePublicConfig must be used inside AppProviders');
  return value;
}

export default function AppProviders({ config, children }: { config: PublicConfig; children: ReactNode }) {
  // Configure before any child renders, so effects that call the API see the right base URL.
  useState(() => configureBrowserApi({ baseURL: config.apiBaseUrl, domain: config.siteDomain }));
  const queryClient = getQueryClient();
  return (
    <PublicConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PublicConfigContext.Provider>
  );
}
