import { EARLY_CLICKS_SCRIPT } from './early-clicks';

/**
 * Keeps the clicks on guest markup made before its code ran (early-clicks.ts); once per page in effect.
 * An async module script runs at once without stopping the HTML parser: a classic inline script in the
 * body makes the parser wait for the stylesheets and splits the parse, so the page's scripts ran before
 * the markup after it (a store's first folder cover) was painted (docs/performance.md, Session 18).
 */
export function EarlyClicksScript() {
  return <script type="module" async dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}
