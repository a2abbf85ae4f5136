/*
 * Clicks on guest markup before its code ran (the page's scripts still loading or hydrating): a tiny
 * inline script, rendered with the markup (early-clicks-script.tsx), keeps the buttons clicked; the
 * delegated listeners (feed/guest-flag-clicks.ts, subscription-box-loader.tsx) take theirs when their
 * module runs. No directive: the server renders the script's text.
 */

/** The guest markup whose clicks are kept. */
export const EARLY_CLICK_TARGETS = '[data-subscription-box] button,[data-card-flags] button[data-flag]';

export const EARLY_CLICKS_SCRIPT = `(function(w){if(w.__earlyClicks)return;var q=w.__earlyClicks=[];document.addEventListener('click',function(e){var t=e.target;var b=t&&t.closest&&t.closest(${JSON.stringify(EARLY_CLICK_TARGETS)});if(b)q.push(b)},true)})(window)`;

declare global {
  interface Window {
    __earlyClicks?: Element[];
  }
}

/** The buttons clicked before now that match `selector`, each taken once (the inline script keeps its array). */
export function takeEarlyClicks(selector: string): Element[] {
  const queue = typeof window === 'undefined' ? undefined : window.__earlyClicks;
  const taken: Element[] = [];
  if (!queue) return taken;
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    const button = queue[index];
    if (!button?.matches(selector)) continue;
    queue.splice(index, 1);
    if (button.isConnected && !taken.includes(button)) taken.unshift(button);
  }
  return taken;
}
