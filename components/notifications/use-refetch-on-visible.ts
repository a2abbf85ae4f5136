import { useEffect } from 'react';

/**
 * Calls `refetch` whenever the tab becomes visible again. The notifications' queries run on the
 * shared browser client without a QueryClientProvider, so nothing mounts it and react-query's own
 * focus refetch never fires; their poll timers pause while the tab is hidden (react-query's default).
 */
export function useRefetchOnVisible(refetch: () => unknown): void {
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [refetch]);
}
