/*
 * A module of its own: the page-view beacon (components/catalogue/view-beacon.tsx) is in the first
 * load of every entity page and needs this, not the logger around it.
 */

/** POSTs a JSON body that outlives the page (a beacon, else a keepalive fetch); errors are ignored. */
export function sendJsonBeacon(endpoint: string, body: string): void {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    // The API takes JSON only (415 for text/plain). Browsers that refuse a beacon of that type
    // (older Chromium threw for it) get the fetch below instead.
    try {
      if (navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // Fall through to fetch.
    }
  }
  if (typeof fetch === 'function') {
    fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  }
}
