import { readCookie, removeCookie, setCookie } from '@/lib/cookies/site-cookies';
import { CAMPAIGN_TAG_COOKIE, CAMPAIGN_TAG_COOKIE_DAYS, DEFAULT_COOKIE_DAYS, REGISTERED_EMAIL_COOKIE, REGISTERED_EMAIL_COOKIE_DAYS } from './cookies';
import { campaignTagOf, invitationCodeOf } from './referral-params';

/** Who invited a guest (the referral link's code), kept until registration. */
export const INVITED_BY_COOKIE = 'invited_by';

/**
 * Remembers a campaign tag (`?campaign_tag=` or `?tag=`) and a referral code (`?invited_by=` or
 * `?ref=`) from the address for a guest (docs/product.md, Behaviour), to send with the final registration.
 */
export function captureReferral(search: URLSearchParams): void {
  const tag = campaignTagOf(search);
  if (tag) setCookie(CAMPAIGN_TAG_COOKIE, tag, { days: CAMPAIGN_TAG_COOKIE_DAYS });
  const invitedBy = invitationCodeOf(search);
  if (invitedBy) setCookie(INVITED_BY_COOKIE, invitedBy, { days: DEFAULT_COOKIE_DAYS });
}

/**
 * A member is invited by nobody: a pending invitation in this browser (say, the member opened their
 * own link while signed out) is dropped once a member signs in here, so it never rides along with a
 * later registration on the same browser (docs/referral.md, Not for oneself).
 */
export function forgetInvitation(): void {
  removeCookie(INVITED_BY_COOKIE);
}

export function referralPayload(): { campaign_tag: string | null; invited_by: string | null } {
  return { campaign_tag: readCookie(CAMPAIGN_TAG_COOKIE), invited_by: readCookie(INVITED_BY_COOKIE) };
}

/** After registration: the invitation is used; the address is kept a week for the #verified event (docs/product.md, Routes). */
export function rememberRegistered(email: string): void {
  removeCookie(INVITED_BY_COOKIE);
  setCookie(REGISTERED_EMAIL_COOKIE, email, { days: REGISTERED_EMAIL_COOKIE_DAYS });
}

export function registeredEmail(): string | null {
  return readCookie(REGISTERED_EMAIL_COOKIE);
}

/** The address, read once for the #verified event and then forgotten (a crafted link cannot repeat it). */
export function takeRegisteredEmail(): string | null {
  const email = registeredEmail();
  if (email) removeCookie(REGISTERED_EMAIL_COOKIE);
  return email;
}
