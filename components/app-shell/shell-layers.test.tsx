// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectEnvironment } from '@/lib/webview/environment';
import type { NativeWindow } from '@/lib/webview/native-bridge';
import ShellLayers, { MAY_BE_IN_APP_BROWSER } from './shell-layers';

const loaded = vi.hoisted(() => ({ app: 0, inAppBrowser: 0 }));

vi.mock('./app-shell-layer', () => {
  loaded.app += 1;
  return { default: () => <p>app shell layer</p> };
});
vi.mock('./in-app-browser-layer', () => {
  loaded.inAppBrowser += 1;
  return { default: () => <p>in-app browser layer</p> };
});

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const FACEBOOK_IOS = `${IPHONE} [FBAN/FBIOS;FBAV/470.0.0.41;FBBV/1]`;
const IN_APP_BROWSERS = [
  FACEBOOK_IOS,
  `${ANDROID} [FB_IAB/FB4A;FBAV/470.0.0.41;]`,
  `${IPHONE} Instagram 330.0.0.0 (iPhone15,2; iOS 17_5)`,
  `${IPHONE} [FBAN/MessengerForiOS;FBAV/450.0]`,
  `${ANDROID} Orca-Android`,
];

function withUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

describe('ShellLayers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(window as NativeWindow, 'ReactNativeWebView');
  });

  it('loads neither layer in an ordinary browser', async () => {
    for (const userAgent of [DESKTOP, IPHONE, ANDROID]) {
      withUserAgent(userAgent);
      const { container, unmount } = render(<ShellLayers />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    expect(loaded).toEqual({ app: 0, inAppBrowser: 0 });
  });

  it('loads the app shell layer in the app (its user agent token or its handler)', async () => {
    withUserAgent(`${IPHONE} DealwijzerApp/3.4.1 (iOS)`);
    const first = render(<ShellLayers />);
    expect(await screen.findByText('app shell layer')).toBeVisible();
    first.unmount();
    withUserAgent(ANDROID);
    (window as NativeWindow).ReactNativeWebView = { postMessage: () => undefined };
    render(<ShellLayers />);
    expect(await screen.findByText('app shell layer')).toBeVisible();
    expect(screen.queryByText('in-app browser layer')).not.toBeInTheDocument();
  });

  it('loads the in-app browser layer in a social network’s browser', async () => {
    withUserAgent(FACEBOOK_IOS);
    render(<ShellLayers />);
    expect(await screen.findByText('in-app browser layer')).toBeVisible();
    expect(screen.queryByText('app shell layer')).not.toBeInTheDocument();
  });

  it('its first look matches every user agent the environment reads as an in-app browser', () => {
    for (const userAgent of IN_APP_BROWSERS) {
      expect(detectEnvironment(userAgent).kind).toBe('in-app-browser');
      expect(MAY_BE_IN_APP_BROWSER.test(userAgent)).toBe(true);
    }
  });
});
