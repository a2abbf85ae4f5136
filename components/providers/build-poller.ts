import { inPlaceLinkTarget } from '@/lib/build/stale-link';

/** How often an open tab asks whether a new build is out (and whenever it becomes visible again). */
export const BUILD_POLL_MS = 5 * 60_000;

/** The build the server runs now; null when it cannot say (no build, offline, an error answer). */
async function latestBuildId(apiBaseUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}/build-id`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { build_id?: unknown } };
    return typeof body.data?.build_id === 'string' ? body.data.build_id : null;
  } catch {
    return null;
  }
}

/**
 * The stale-build half of the watcher (components/providers/build-watcher.tsx loads it after idle):
 * asks for the server's build id every 5 minutes and when the tab becomes visible; once it differs
 * from `buildId`, sets `stale.current` and sends a plain click on a link of this site to its
 * address as a full page load. Returns the function that stops it.
 */
export function watchBuild(buildId: string, apiBaseUrl: string, stale: { current: boolean }): () => void {
  let stopped = false;
  const check = async () => {
    if (stale.current || document.visibilityState === 'hidden') return;
    const latest = await latestBuildId(apiBaseUrl);
    if (!stopped && latest && latest !== buildId) stale.current = true;
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  // Capture phase: before Next's Link turns the click into a client-side navigation.
  const onClick = (event: MouseEvent) => {
    if (!stale.current) return;
    const href = inPlaceLinkTarget(event, window.location);
    if (!href) return;
    event.preventDefault();
    event.stopPropagation();
    window.location.assign(href);
  };
  const timer = window.setInterval(() => void check(), BUILD_POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  document.addEventListener('click', onClick, true);
  return () => {
    stopped = true;
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    document.removeEventListener('click', onClick, true);
  };
}
