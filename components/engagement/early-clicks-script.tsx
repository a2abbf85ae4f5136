import { EARLY_CLICKS_SCRIPT } from './early-clicks';

/** Keeps the clicks on guest markup made before its code ran (early-clicks.ts); once per page in effect. */
export function EarlyClicksScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}
