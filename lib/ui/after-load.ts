const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;
/** How long an idle callback may wait for a quiet moment before running anyway. */
const IDLE_TIMEOUT_MS = 1500;

/** Where the visitor's intent is heard: the whole page (the default), or one element and its own events. */
export type IntentSource = { target: EventTarget; events: readonly string[] };

/**
 * Runs `task` once the page has loaded and the main thread is idle — or at once when the visitor
 * shows intent before that: touches, clicks or presses a key anywhere (the default), or the given
 * events on one element (the category strip: the pointer over it, focus, a wheel). Work that only
 * interaction needs (the Swiper of the folder viewer, the filter controls, the strip's arrows)
 * then never competes with the first page image for the network or the CPU, and is there by the
 * time a click completes.
 * Returns a cancel function.
 */
export function afterLoadOrIntent(task: () => void, intent: IntentSource = { target: window, events: INTENT_EVENTS }): () => void {
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
    for (const name of intent.events) intent.target.removeEventListener(name, run, true);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  }
  for (const name of intent.events) intent.target.addEventListener(name, run, { capture: true, passive: true, once: true });
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
