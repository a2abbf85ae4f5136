// @vitest-environment jsdom
import { isAndroidWebview, nativeApp } from './native-app';
import type { NativeWindow } from './native-bridge';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_WV = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const win = window as NativeWindow;
const handler = { postMessage: () => {} };

afterEach(() => {
  Reflect.deleteProperty(win, 'ReactNativeWebView');
  Reflect.deleteProperty(win, 'webkit');
});

describe('nativeApp', () => {
  it('reads the platform and the version from the user agent token', () => {
    expect(nativeApp(`${IPHONE} DealwijzerApp/3.4.1 (iOS)`)).toEqual({ platform: 'ios', appVersion: '3.4.1' });
    expect(nativeApp(`${ANDROID_WV} DealwijzerApp/2.0 (Android)`)).toEqual({ platform: 'android', appVersion: '2.0' });
  });

  it('is no app in an ordinary browser, an Android webview of another app or an in-app browser', () => {
    expect(nativeApp(DESKTOP)).toBeNull();
    expect(nativeApp(ANDROID_WV)).toBeNull();
    expect(nativeApp(`${IPHONE} [FBAN/FBIOS;FBAV/470.0.0.41]`)).toBeNull();
  });

  it("counts an app's message handler as the app when the token is missing (version unknown)", () => {
    win.webkit = { messageHandlers: { native: handler } };
    expect(nativeApp(IPHONE)).toEqual({ platform: 'ios', appVersion: null });
    Reflect.deleteProperty(win, 'webkit');
    win.ReactNativeWebView = handler;
    expect(nativeApp(ANDROID_WV)).toEqual({ platform: 'android', appVersion: null });
    expect(nativeApp(IPHONE)).toEqual({ platform: 'ios', appVersion: null });
  });
});

describe('isAndroidWebview (Sign in with Apple is hidden there)', () => {
  it('is the Android app by its token, and agrees with it on the platform', () => {
    expect(isAndroidWebview(`${ANDROID_WV} DealwijzerApp/2.0 (Android)`)).toBe(true);
    expect(isAndroidWebview(`${IPHONE} DealwijzerApp/3.4.1 (iOS)`)).toBe(false);
    // An app whose webview drops the `; wv)` mark is still the Android app.
    expect(isAndroidWebview(`${ANDROID_CHROME} DealwijzerApp/2.0 (Android)`)).toBe(true);
  });

  it('is any Android webview (`; wv)`) and the React Native bridge on Android', () => {
    expect(isAndroidWebview(ANDROID_WV)).toBe(true);
    win.ReactNativeWebView = handler;
    expect(isAndroidWebview(ANDROID_CHROME)).toBe(true);
  });

  it('is not an ordinary browser, Android or not', () => {
    expect(isAndroidWebview(ANDROID_CHROME)).toBe(false);
    expect(isAndroidWebview(IPHONE)).toBe(false);
    expect(isAndroidWebview(DESKTOP)).toBe(false);
  });
});
