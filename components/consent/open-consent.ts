/** The window event that reopens the consent banner ("Cookie settings" in the footer). */
export const OPEN_CONSENT_EVENT = 'dealwijzer:open-consent';
