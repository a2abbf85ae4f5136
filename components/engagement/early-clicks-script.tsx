/** The guest markup whose clicks are kept. */
const EARLY_CLICK_TARGETS = '[data-subscription-box] button,[data-card-flags] button[data-flag]';

/**
 * A script that keeps the clicks on `selector` in `window[queue]`, in order, until a taker sets that
 * to null; a taker of part of them adds its own selector to the array's `off` list instead, and
 * clicks on those buttons are no longer kept (its listener has them). Runs once per page whatever
 * the number of copies.
 */
export function earlyClicksScript(queue: `__${string}`, selector: string): string {
  return `(function(w){if(w.${queue}!==undefined)return;var q=w.${queue}=[];q.off=[];document.addEventListener('click',function(e){var t=e.target;var b=t&&t.closest&&t.closest(${JSON.stringify(selector)});if(b&&w.${queue}===q&&!q.off.some(function(s){return b.matches(s)}))q.push(b)},true)})(window)`;
}

/** Keeps the first clicks on guest markup in `window.__earlyClicks` (early-clicks.ts takes them). */
export const EARLY_CLICKS_SCRIPT = earlyClicksScript('__earlyClicks', EARLY_CLICK_TARGETS);

/**
 * Keeps the clicks made before the page's code ran (early-clicks.ts; the filter buttons' own queue,
 * filter-controls.tsx); once per page in effect. An async module script runs at once without stopping
 * the HTML parser: a classic inline script in the body makes the parser wait for the stylesheets and
 * splits the parse, so the page's scripts ran before the markup after it (a store's first folder
 * cover) was painted (docs/performance.md, Session 18).
 */
export function EarlyClicksScript({ script = EARLY_CLICKS_SCRIPT }: { script?: string }) {
  return <script type="module" async dangerouslySetInnerHTML={{ __html: script }} />;
}
