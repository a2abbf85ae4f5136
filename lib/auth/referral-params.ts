import { CAMPAIGN_TAG_MAX_LENGTH, REFERRAL_CODE_MAX_LENGTH } from '@/lib/schemas/account-values';

/**
 * The campaign tag and referral code an address carries (docs/referral.md), read the same way by the
 * proxy (which remembers the tag for guests on every address it answers, redirects included) and by
 * the browser (lib/auth/referral.ts). Anything but letters, digits, `_`, `.` and `-` is ignored.
 */

const CLEAN = /^[\w.-]+$/;

function cleanValue(value: string | null | undefined, maxLength: number): string | null {
  const trimmed = value?.trim().slice(0, maxLength);
  return trimmed && CLEAN.test(trimmed) ? trimmed : null;
}

/** `?campaign_tag=` (or the short `?tag=`). */
export function campaignTagOf(search: URLSearchParams): string | null {
  return cleanValue(search.get('campaign_tag') ?? search.get('tag'), CAMPAIGN_TAG_MAX_LENGTH);
}

/** `?invited_by=` (the invitation link's) or the short `?ref=`. */
export function invitationCodeOf(search: URLSearchParams): string | null {
  return cleanValue(search.get('invited_by') ?? search.get('ref'), REFERRAL_CODE_MAX_LENGTH);
}
