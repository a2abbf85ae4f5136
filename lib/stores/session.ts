import { create } from 'zustand';
import type { AccountUser } from '@/lib/api/account';
import { loadBrowserApi, withBrowserModule } from '@/lib/api/browser-lazy';
import type { ApiClient } from '@/lib/api/client';
import { clearToken, readToken, storeToken } from '@/lib/auth/token';
import type { Locale } from '@/lib/i18n/routing';
import { postSessionToNative } from '@/lib/webview/app-session';
import { postToNative } from '@/lib/webview/native-bridge';
import { useDialogs } from './dialogs';

/**
 * The session (docs/product.md, Behaviour): a guest has no user; a token in the cookie plus a successful /me
 * makes a logged-in user. `unknown` lasts until the first check, so the header keeps the guest
 * markup every public page is rendered with and changes only once the answer is in.
 */
export type SessionStatus = 'unknown' | 'guest' | 'user';

type SessionState = {
  status: SessionStatus;
  user: AccountUser | null;
  /** Loads the user when a token is present (once per page load; later calls wait for the same check). */
  start: () => Promise<void>;
  /** Stores a fresh token, loads the user and drops cached promo data fetched as a guest. */
  completeLogin: (token: string) => Promise<AccountUser>;
  setUser: (user: AccountUser) => void;
  /** Ends the session locally even when the server call fails (docs/product.md, Behaviour). */
  logout: () => Promise<void>;
  /** Ends the session on this device only, when the server already revoked the token (account deletion). */
  clearLocal: () => Promise<void>;
  /** Saves the interface language on the profile when it differs (failures are silent, docs/product.md, Errors). */
  syncLocale: (locale: Locale) => Promise<void>;
};

let starting: Promise<void> | null = null;

/**
 * The account calls, loaded with the API client they need anyway: a guest without a token (most
 * first visits) downloads neither, and they stay out of every page's first load.
 */
async function accountApi(): Promise<[typeof import('@/lib/api/account'), ApiClient]> {
  return Promise.all([import('@/lib/api/account'), loadBrowserApi()]);
}

/** Tells the API's failure log who is signed in (the client is loaded by then: /me just answered). */
function registerLogUser(): Promise<void> {
  return withBrowserModule((module) => module.setApiLogUser(() => useSession.getState().user?.id ?? null));
}

async function resetPersonalQueries(): Promise<void> {
  // Promo lists carry personal flags (favourite, hit…): refetch them for the new session. Loaded
  // here, not up front: the query client is not part of a page's first load.
  const { getQueryClient } = await import('@/lib/queries/query-client');
  await getQueryClient().invalidateQueries();
}

export const useSession = create<SessionState>()((set, get) => ({
  status: 'unknown',
  user: null,
  start: () => {
    starting ??= (async () => {
      if (!readToken()) {
        set({ status: 'guest', user: null });
        return;
      }
      try {
        const [account, api] = await accountApi();
        const user = await account.getMe(api);
        set({ status: 'user', user });
        // The app keeps the session of the webview it shows (docs/app-shell.md, The native bridge).
        postSessionToNative();
        await registerLogUser();
      } catch (error) {
        const { isApiError } = await import('@/lib/api/errors');
        // Only a refused token is dropped; a network hiccup keeps it for the next page load.
        if (isApiError(error) && (error.status === 401 || error.status === 403)) clearToken();
        set({ status: 'guest', user: null });
      }
    })();
    return starting;
  },
  completeLogin: async (token) => {
    storeToken(token);
    postSessionToNative();
    try {
      const [account, api] = await accountApi();
      const user = await account.getMe(api);
      set({ status: 'user', user });
      await registerLogUser();
      starting = Promise.resolve();
      await resetPersonalQueries();
      return user;
    } catch (error) {
      clearToken();
      set({ status: 'guest', user: null });
      throw error;
    }
  },
  setUser: (user) => set({ status: 'user', user }),
  logout: async () => {
    try {
      if (readToken()) {
        const [account, api] = await accountApi();
        await account.logout(api);
      }
    } catch {
      // docs/product.md, API: logout failures are ignored.
    }
    await get().clearLocal();
  },
  clearLocal: async () => {
    clearToken();
    // A shared device's next user finds nothing of this member (loaded here only: no first-load cost).
    void import('@/lib/auth/forget-member').then(({ forgetMemberTraces }) => forgetMemberTraces()).catch(() => undefined);
    starting = Promise.resolve();
    set({ status: 'guest', user: null });
    useDialogs.getState().closeAll();
    postToNative({ type: 'logout' });
    await resetPersonalQueries();
  },
  syncLocale: async (locale) => {
    const { user } = get();
    if (!user || user.locale === locale) return;
    try {
      const [account, api] = await accountApi();
      // The app hears the page's language from the app shell (components/app-shell/app-shell-layer.tsx).
      set({ user: await account.updateMe(api, { locale }) });
    } catch {
      // docs/product.md, Errors: a failed locale update is swallowed.
    }
  },
}));



/** True once the session check found a user. */
export function useIsLoggedIn(): boolean {
  return useSession((state) => state.status === 'user');
}

/** Test helper: back to an unchecked guest. */
export function resetSession(): void {
  starting = null;
  useSession.setState({ status: 'unknown', user: null });
}
