/**
 * Messages to the native app that wraps the site in a webview (docs/product.md, API, "Other outgoing
 * traffic": update-locale, update-token, logout, cookie changes). Outside the app nothing listens
 * and every call is a no-op.
 */
export type NativeMessage =
  | { type: 'logout' }
  | { type: 'update-locale'; locale: string }
  | { type: 'update-token'; token: string | null };

type MessageTarget = { postMessage: (message: string) => void };

type NativeWindow = Window & {
  ReactNativeWebView?: MessageTarget;
  webkit?: { messageHandlers?: Record<string, MessageTarget | undefined> };
};

function nativeWindow(): NativeWindow | null {
  return typeof window === 'undefined' ? null : (window as NativeWindow);
}

export function isNativeWebview(): boolean {
  const win = nativeWindow();
  return Boolean(win?.ReactNativeWebView || win?.webkit?.messageHandlers?.native);
}

/** The Android app's webview: Sign in with Apple cannot complete there (docs/product.md, Routes). */
export function isAndroidWebview(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  if (!/Android/i.test(userAgent)) return false;
  return Boolean(nativeWindow()?.ReactNativeWebView) || /; wv\)/.test(userAgent);
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
