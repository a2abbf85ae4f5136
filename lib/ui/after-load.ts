const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;
/** How long an idle callback may wait for a quiet moment before running anyway. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Runs `task` once the page has loaded and the main thread is idle — or at once when the visitor
 * touches, clicks or presses a key before that. Work that only interaction needs (the Swiper of the
 * folder viewer, the filter actions) then never competes with the first page image for the network
 * or the CPU, and is there by the time a click completes.
 * Returns a cancel function.
 */
export function afterLoadOrIntent(task: () => void): () => void {
  let done = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    task();
  };
  const schedule = () => {
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(run, 1);
  };
  function cleanup() {
    window.removeEventListener('load', schedule);
    for (const name of INTENT_EVENTS) window.removeEventListener(name, run, true);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  }
  for (const name of INTENT_EVENTS) window.addEventListener(name, run, { capture: true, passive: true, once: true });
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
