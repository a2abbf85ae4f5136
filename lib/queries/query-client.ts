import { QueryClient, defaultShouldDehydrateQuery, isServer } from '@tanstack/react-query';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh for a minute, so hydration does not refetch at once.
        staleTime: 60_000,
        // The API client already decides retries (never for reads).
        retry: false,
        refetchOnWindowFocus: false,
      },
      dehydrate: {
        // Also send queries still in flight, so streamed server prefetches hydrate.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** A new client per call on the server (no request shares one), one for the browser's lifetime. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
