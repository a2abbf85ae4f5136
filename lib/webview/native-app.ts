import { deviceOs, detectEnvironment, type AppPlatform } from './environment';
import { hasNativeHandler, type NativeWindow } from './native-bridge';

/**
 * Which app, if any, the site runs in (docs/app-shell.md, Environments): the user agent's
 * `DealwijzerApp/<version> (<platform>)` token first; an app's message handler on the page counts as
 * the app too (a build that does not send the token yet), its platform then read from the handler
 * and the device, its version unknown.
 */
export type NativeApp = { platform: AppPlatform; appVersion: string | null };

const userAgentOf = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export function nativeApp(userAgent: string = userAgentOf()): NativeApp | null {
  const environment = detectEnvironment(userAgent);
  if (environment.kind === 'app') return { platform: environment.platform, appVersion: environment.appVersion };
  if (!hasNativeHandler()) return null;
  const iosHandler = Boolean((window as NativeWindow).webkit?.messageHandlers?.native);
  return { platform: !iosHandler && deviceOs(userAgent) === 'android' ? 'android' : 'ios', appVersion: null };
}

/**
 * An Android webview: the Android app (its token, or its bridge on an Android device) or any other
 * Android webview (`; wv)` in the user agent). Sign in with Apple cannot complete there (docs/product.md, Routes).
 */
export function isAndroidWebview(userAgent: string = userAgentOf()): boolean {
  const app = nativeApp(userAgent);
  if (app) return app.platform === 'android';
  return /\bAndroid\b/i.test(userAgent) && /; wv\)/.test(userAgent);
}
