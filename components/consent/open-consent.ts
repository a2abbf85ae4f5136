/** The window event that reopens the consent banner ("Cookie settings" in the footer). */
export const OPEN_CONSENT_EVENT = 'dealwijzer:open-consent';

/**
 * Set on `<html>` while the app's consent applies (docs/app-shell.md, In the app's webview): the
 * footer's "Cookie settings" is then hidden by its style sheet, as the app's own settings decide.
 */
export const APP_CONSENT_ATTRIBUTE = 'data-app-consent';
