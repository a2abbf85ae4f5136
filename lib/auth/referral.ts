import Cookies from 'js-cookie';
import { CAMPAIGN_TAG_COOKIE, CAMPAIGN_TAG_COOKIE_DAYS, DEFAULT_COOKIE_DAYS, REGISTERED_EMAIL_COOKIE, REGISTERED_EMAIL_COOKIE_DAYS } from './cookies';
import { campaignTagOf, invitationCodeOf } from './referral-params';

/** Who invited a guest (the referral link's code), kept until registration. */
export const INVITED_BY_COOKIE = 'invited_by';

const cookieOptions = (days: number) => ({
  expires: days,
  path: '/',
  sameSite: 'lax' as const,
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

/**
 * Remembers a campaign tag (`?campaign_tag=` or `?tag=`) and a referral code (`?invited_by=` or
 * `?ref=`) from the address for a guest (docs/product.md, Behaviour), to send with the final registration.
 */
export function captureReferral(search: URLSearchParams): void {
  const tag = campaignTagOf(search);
  if (tag) Cookies.set(CAMPAIGN_TAG_COOKIE, tag, cookieOptions(CAMPAIGN_TAG_COOKIE_DAYS));
  const invitedBy = invitationCodeOf(search);
  if (invitedBy) Cookies.set(INVITED_BY_COOKIE, invitedBy, cookieOptions(DEFAULT_COOKIE_DAYS));
}

/**
 * A member is invited by nobody: a pending invitation in this browser (say, the member opened their
 * own link while signed out) is dropped once a member signs in here, so it never rides along with a
 * later registration on the same browser (docs/referral.md, Not for oneself).
 */
export function forgetInvitation(): void {
  Cookies.remove(INVITED_BY_COOKIE, { path: '/' });
}

export function referralPayload(): { campaign_tag: string | null; invited_by: string | null } {
  return { campaign_tag: Cookies.get(CAMPAIGN_TAG_COOKIE) ?? null, invited_by: Cookies.get(INVITED_BY_COOKIE) ?? null };
}

/** After registration: the invitation is used; the address is kept a week for the #verified event (docs/product.md, Routes). */
export function rememberRegistered(email: string): void {
  Cookies.remove(INVITED_BY_COOKIE, { path: '/' });
  Cookies.set(REGISTERED_EMAIL_COOKIE, email, cookieOptions(REGISTERED_EMAIL_COOKIE_DAYS));
}

export function registeredEmail(): string | null {
  return Cookies.get(REGISTERED_EMAIL_COOKIE) ?? null;
}
