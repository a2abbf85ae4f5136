'use client';

import { whenSignedIn } from '@/components/engagement/login-gate';
import { useDialogs } from '@/lib/stores/dialogs';
import { CARD_FLAGS_ATTRIBUTE } from './card-flag-attributes';
import { requestCardFlag, type GuestFlag } from './card-flag-requests';

/**
 * A click on a guest's card flag (server markup, card-flags.tsx), loaded with the first one
 * (card-flags-loader.tsx): the login dialog opens, and the flag is set once the visitor logged in
 * from it (login-gate.ts). A member whose session check was still under way gets the flip itself.
 */
export async function guestFlagClick(button: HTMLButtonElement): Promise<void> {
  const key = button.closest(`[${CARD_FLAGS_ATTRIBUTE}]`)?.getAttribute(CARD_FLAGS_ATTRIBUTE);
  const flag = button.dataset.flag as GuestFlag | undefined;
  if (!key || !flag) return;
  await whenSignedIn((afterLogin) => requestCardFlag(key, { flag, afterLogin }));
  // The button says the dialog it opened is open, until it closes.
  if (!useDialogs.getState().dialogs.auth.open) return;
  button.setAttribute('aria-expanded', 'true');
  const stop = useDialogs.subscribe((state) => {
    if (state.dialogs.auth.open) return;
    button.setAttribute('aria-expanded', 'false');
    stop();
  });
}
