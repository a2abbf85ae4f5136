/**
 * Messages to the native app that wraps the site in a webview (docs/app-shell.md, The native
 * bridge): each one is posted as JSON text to both platforms' handlers. Outside the app nothing
 * listens and every call is a no-op. Kept tiny: it is part of every page's first load (the session
 * and the cookie helper use it); where the site runs is read in lib/webview/native-app.ts.
 */
export type NativeMessage =
  /** Once per page load, when the site's shell mounts. */
  | { type: 'beforeMount' }
  /** The page's language: at start and on every change. */
  | { type: 'update-locale'; locale: string }
  /** The session's token (null for a guest) and whether the welcome was seen. */
  | { type: 'update-token'; token: string | null; visited: boolean }
  | { type: 'logout' }
  /** A cookie the app mirrors was set (its stored, URI-encoded value) or removed (null). */
  | { type: 'cookie'; name: string; value: string | null };

type MessageTarget = { postMessage: (message: string) => void };

export type NativeWindow = Window & {
  ReactNativeWebView?: MessageTarget;
  webkit?: { messageHandlers?: Record<string, MessageTarget | undefined> };
};

function nativeWindow(): NativeWindow | null {
  return typeof window === 'undefined' ? null : (window as NativeWindow);
}

/** Whether an app's message handler is on the page: the React Native bridge or the iOS `native` handler. */
export function hasNativeHandler(): boolean {
  const win = nativeWindow();
  return Boolean(win?.ReactNativeWebView || win?.webkit?.messageHandlers?.native);
}

export function postToNative(message: NativeMessage): void {
  const win = nativeWindow();
  if (!win) return;
  const payload = JSON.stringify(message);
  try {
    win.ReactNativeWebView?.postMessage(payload);
    win.webkit?.messageHandlers?.native?.postMessage(payload);
  } catch {
    // The wrapper is optional; a broken bridge must not break logout.
  }
}

/**
 * A cheap first look, for every page: the app's user agent token (lib/webview/environment.ts reads
 * it in full) or one of its handlers. Only then is the app shell's code loaded.
 */
export function mayBeNativeApp(): boolean {
  return hasNativeHandler() || (typeof navigator !== 'undefined' && /\bDealwijzerApp\b/i.test(navigator.userAgent));
}
