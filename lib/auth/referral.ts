import Cookies from 'js-cookie';
import { CAMPAIGN_TAG_COOKIE, CAMPAIGN_TAG_COOKIE_DAYS, DEFAULT_COOKIE_DAYS, REGISTERED_EMAIL_COOKIE, REGISTERED_EMAIL_COOKIE_DAYS } from './cookies';
import { CAMPAIGN_TAG_MAX_LENGTH, REFERRAL_CODE_MAX_LENGTH } from '@/lib/schemas/account-values';

/** Who invited a guest (the referral link's code), kept until registration. */
export const INVITED_BY_COOKIE = 'invited_by';

const cookieOptions = (days: number) => ({
  expires: days,
  path: '/',
  sameSite: 'lax' as const,
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

const CLEAN = /^[\w.-]+$/;

/**
 * Remembers a campaign tag (`?campaign_tag=` or `?tag=`) and a referral code (`?invited_by=` or
 * `?ref=`) from the address for a guest (docs/product.md, Behaviour), to send with the final registration.
 */
export function captureReferral(search: URLSearchParams): void {
  const tag = (search.get('campaign_tag') ?? search.get('tag'))?.trim().slice(0, CAMPAIGN_TAG_MAX_LENGTH);
  if (tag && CLEAN.test(tag)) Cookies.set(CAMPAIGN_TAG_COOKIE, tag, cookieOptions(CAMPAIGN_TAG_COOKIE_DAYS));
  const invitedBy = (search.get('invited_by') ?? search.get('ref'))?.trim().slice(0, REFERRAL_CODE_MAX_LENGTH);
  if (invitedBy && CLEAN.test(invitedBy)) Cookies.set(INVITED_BY_COOKIE, invitedBy, cookieOptions(DEFAULT_COOKIE_DAYS));
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
