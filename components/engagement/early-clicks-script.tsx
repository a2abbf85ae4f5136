/** The guest markup whose clicks are kept. */
const EARLY_CLICK_TARGETS = '[data-subscription-box] button,[data-card-flags] button[data-flag]';

/** Keeps the first clicks in `window.__earlyClicks` (early-clicks.ts takes them); runs once per page. */
export const EARLY_CLICKS_SCRIPT = `(function(w){if(w.__earlyClicks)return;var q=w.__earlyClicks=[];document.addEventListener('click',function(e){var t=e.target;var b=t&&t.closest&&t.closest(${JSON.stringify(EARLY_CLICK_TARGETS)});if(b)q.push(b)},true)})(window)`;

/**
 * Keeps the clicks on guest markup made before its code ran (early-clicks.ts); once per page in effect.
 * An async module script runs at once without stopping the HTML parser: a classic inline script in the
 * body makes the parser wait for the stylesheets and splits the parse, so the page's scripts ran before
 * the markup after it (a store's first folder cover) was painted (docs/performance.md, Session 18).
 */
export function EarlyClicksScript() {
  return <script type="module" async dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}
