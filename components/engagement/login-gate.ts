'use client';

import { readToken } from '@/lib/auth/token';
import { dialogActions, type ShowOptions } from '@/lib/stores/dialogs';
import { useSession, type SessionStatus } from '@/lib/stores/session';

/**
 * Whether the visitor will turn out to be signed in: a known user, or a session still being checked
 * for a token the cookie holds (the route guards let those through too).
 */
export function mayBeSignedIn(status: SessionStatus = useSession.getState().status): boolean {
  return status === 'user' || (status === 'unknown' && readToken() !== null);
}

/**
 * Runs an action that needs an account (vote, favourite, subscribe, follow…). A guest gets the auth
 * dialog on its default tab ("log in to continue", docs/product.md, Routes) instead; a session still being
 * checked is waited for first, so a signed-in visitor who clicks early is not asked to log in.
 */
export async function whenSignedIn(action: () => unknown, dialog: ShowOptions = {}): Promise<void> {
  if (useSession.getState().status === 'unknown') await useSession.getState().start();
  if (useSession.getState().status === 'user') await action();
  else dialogActions('auth').show(dialog);
}
