// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InAppBrowserLayer from './in-app-browser-layer';

const loaded = vi.hoisted(() => ({ count: 0 }));

vi.mock('./in-app-browser-dialogs', () => {
  loaded.count += 1;
  return { default: () => <p>in-app browser dialogs</p> };
});

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const FACEBOOK_IOS = `${IPHONE} [FBAN/FBIOS;FBAV/470.0.0.41;FBBV/1]`;
const APP = `${IPHONE} DealwijzerApp/3.4.1 (iOS)`;

function withUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

describe('InAppBrowserLayer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads nothing in an ordinary browser or the app’s webview', async () => {
    for (const userAgent of [DESKTOP, IPHONE, APP]) {
      withUserAgent(userAgent);
      const { container, unmount } = render(<InAppBrowserLayer />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    expect(loaded.count).toBe(0);
  });

  it('loads the dialogs in a social network’s in-app browser', async () => {
    withUserAgent(FACEBOOK_IOS);
    render(<InAppBrowserLayer />);
    expect(await screen.findByText('in-app browser dialogs')).toBeVisible();
    expect(loaded.count).toBe(1);
  });
});
