'use client';

import { readToken } from '@/lib/auth/token';
import { dialogActions, useDialogs, type ShowOptions } from '@/lib/stores/dialogs';
import { useSession, type SessionStatus } from '@/lib/stores/session';

/**
 * Whether the visitor will turn out to be signed in: a known user, or a session still being checked
 * for a token the cookie holds (the route guards let those through too).
 */
export function mayBeSignedIn(status: SessionStatus = useSession.getState().status): boolean {
  return status === 'user' || (status === 'unknown' && readToken() !== null);
}

/** The action a guest asked for when the auth dialog opened: it runs once they log in. */
let deferred: ((afterLogin: boolean) => unknown) | null = null;

/**
 * Runs an action that needs an account (vote, favourite, subscribe, follow…). A guest gets the auth
 * dialog on its default tab ("log in to continue", docs/product.md, Routes) instead, and the action
 * runs once, right after they log in from it (`afterLogin` true: a toggle then only sets what the
 * guest asked for); closing the dialog without logging in forgets it. A
 * session still being checked is waited for first, so a signed-in visitor who clicks early is not
 * asked to log in.
 */
export async function whenSignedIn(action: (afterLogin: boolean) => unknown, dialog: ShowOptions = {}): Promise<void> {
  if (useSession.getState().status === 'unknown') await useSession.getState().start();
  if (useSession.getState().status === 'user') {
    await action(false);
    return;
  }
  // The last click counts: a guest who closes the dialog and clicks something else asked for that.
  deferred = action;
  dialogActions('auth').show(dialog);
}

/** Whether an action waits for a login (tests). */
export const hasDeferredAction = (): boolean => deferred !== null;

function runDeferred(): void {
  const action = deferred;
  // Taken before it runs, so a re-render or a second session update cannot run it again.
  deferred = null;
  if (action) void Promise.resolve().then(() => action(true)).catch(() => undefined);
}

useSession.subscribe((state, previous) => {
  if (state.status === 'user' && previous.status !== 'user') runDeferred();
});
useDialogs.subscribe((state, previous) => {
  // Closed without a login (cancelled): the action is dropped, not run at some later login.
  if (previous.dialogs.auth.open && !state.dialogs.auth.open && useSession.getState().status !== 'user') deferred = null;
});
