import { clearDraft } from '@/components/post-wizard/wizard-draft';
import { removeCookie } from '@/lib/cookies/site-cookies';
import { REGISTERED_EMAIL_COOKIE } from './cookies';

/**
 * What a member leaves in this browser besides the token, forgotten at logout so that the next person
 * on a shared device does not find it: the post wizard's unsent draft (its text, link and pictures)
 * and the address remembered since registration. Loaded on logout only (lib/stores/session.ts).
 */
export function forgetMemberTraces(): void {
  clearDraft();
  removeCookie(REGISTERED_EMAIL_COOKIE);
}
