/**
 * "Cookie settings" in the footer reopens the consent banner. The banner's manager is loaded lazily
 * (components/consent/consent-loader.tsx), so a click can come before it listens: the request is then
 * kept and the manager opens the banner as soon as it starts listening, instead of losing the click.
 */
let listener: (() => void) | null = null;
let pending = false;

/** Opens the consent banner now, or as soon as the manager listens. */
export function openConsent(): void {
  if (listener) listener();
  else pending = true;
}

/** The manager's side: `open` runs on every request, at once for one made before; returns the cleanup. */
export function listenForConsentOpen(open: () => void): () => void {
  listener = open;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (listener === open) listener = null;
  };
}

/**
 * Set on `<html>` while the app's consent applies (docs/app-shell.md, In the app's webview): the
 * footer's "Cookie settings" is then hidden by its style sheet, as the app's own settings decide.
 */
export const APP_CONSENT_ATTRIBUTE = 'data-app-consent';
