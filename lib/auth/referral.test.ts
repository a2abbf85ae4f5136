// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { captureReferral, forgetInvitation, referralPayload, rememberRegistered } from './referral';

/** The guest's campaign tag and invitation code, from the address to the registration (docs/referral.md). */

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('referral cookies', () => {
  it('remembers the tag and the invitation of the address and sends both with the registration', () => {
    captureReferral(new URLSearchParams('invited_by=AB12CD34EF&share_source=wa&campaign_tag=lente-2026'));
    expect(referralPayload()).toEqual({ campaign_tag: 'lente-2026', invited_by: 'AB12CD34EF' });
    // The short names too; a later address replaces them.
    captureReferral(new URLSearchParams('ref=ZZ99&tag=zomer'));
    expect(referralPayload()).toEqual({ campaign_tag: 'zomer', invited_by: 'ZZ99' });
  });

  it('ignores values that are not clean codes', () => {
    captureReferral(new URLSearchParams('invited_by=<b>x</b>&campaign_tag=a b'));
    expect(referralPayload()).toEqual({ campaign_tag: null, invited_by: null });
  });

  it('forgets the invitation once used, or once a member signs in on this browser; the tag stays', () => {
    captureReferral(new URLSearchParams('invited_by=AB12CD34EF&campaign_tag=lente-2026'));
    forgetInvitation();
    expect(referralPayload()).toEqual({ campaign_tag: 'lente-2026', invited_by: null });
    captureReferral(new URLSearchParams('invited_by=AB12CD34EF'));
    rememberRegistered('friend@example.be');
    expect(referralPayload()).toEqual({ campaign_tag: 'lente-2026', invited_by: null });
  });
});
