/*
 * Clicks on guest markup before its code ran (the page's scripts still loading or hydrating): a tiny
 * inline script, rendered with the markup (early-clicks-script.tsx, where its text lives so that it
 * stays out of the browser's bundles), keeps the buttons clicked; the delegated listeners
 * (feed/guest-flag-clicks.ts, subscription-box-loader.tsx) take theirs here when their module runs.
 */

/** The inline script's array; `off` lists the selectors whose takers listen themselves now. */
type EarlyClickQueue = Element[] & { off?: string[] };

declare global {
  interface Window {
    __earlyClicks?: EarlyClickQueue;
  }
}

/**
 * The buttons clicked before now that match `selector`, each taken once. The caller listens to those
 * buttons itself from now on: the script stops keeping their clicks, so the array does not hold on to
 * buttons (and the cards around them) for the rest of the visit.
 */
export function takeEarlyClicks(selector: string): Element[] {
  const queue = typeof window === 'undefined' ? undefined : window.__earlyClicks;
  const taken: Element[] = [];
  if (!queue) return taken;
  queue.off?.push(selector);
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    const button = queue[index];
    if (!button?.matches(selector)) continue;
    queue.splice(index, 1);
    if (button.isConnected && !taken.includes(button)) taken.unshift(button);
  }
  return taken;
}
