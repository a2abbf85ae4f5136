// @vitest-environment jsdom
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { Locale } from '@/lib/i18n/routing';
import type { NativeWindow } from '@/lib/webview/native-bridge';

// The in-app part is tested on its own (app-shell.test.tsx): here only whether it is loaded.
vi.mock('./app-shell', () => ({ default: () => <p>app shell loaded</p> }));

const win = window as NativeWindow;

function captureNative(): unknown[] {
  const posted: unknown[] = [];
  win.ReactNativeWebView = { postMessage: (message) => posted.push(JSON.parse(message)) };
  return posted;
}

/** A fresh module per test: "once per page load" is kept in the module, as a page load starts it anew. */
async function renderLayer(locale: Locale) {
  const { default: AppShellLayer } = await import('./app-shell-layer');
  // After resetModules: the provider must come from the same fresh module graph as the layer's hooks.
  const { TestText } = await import('@/lib/i18n/client/test-text');
  const ui = (lang: Locale) => (
    <TestText locale={lang} messages={{}}>
      <AppShellLayer />
    </TestText>
  );
  // act() waits for the lazily loaded shell, as the page would.
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(ui(locale));
  });
  const rendered = view as RenderResult;
  return { unmount: rendered.unmount, switchTo: (lang: Locale) => rendered.rerender(ui(lang)) };
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  Reflect.deleteProperty(win, 'ReactNativeWebView');
  document.cookie = 'locale=; path=/; max-age=0';
  vi.restoreAllMocks();
});

describe('AppShellLayer', () => {
  it('tells the app the shell mounted (once) and the language at start and on every change, with the new locale cookie', async () => {
    const posted = captureNative();
    document.cookie = 'locale=nl; path=/';
    const { switchTo, unmount } = await renderLayer('nl');
    expect(posted).toEqual([{ type: 'beforeMount' }, { type: 'update-locale', locale: 'nl' }]);
    // next-intl's locale link rewrites the cookie, then the page renders in French.
    document.cookie = 'locale=fr; path=/';
    switchTo('fr');
    expect(posted.slice(2)).toEqual([
      { type: 'update-locale', locale: 'fr' },
      { type: 'cookie', name: 'locale', value: 'fr' },
    ]);
    switchTo('fr');
    expect(posted).toHaveLength(4);
    // A remount on the same page (a layout change) is no new page load: no second beforeMount.
    unmount();
    await renderLayer('fr');
    expect(posted).toHaveLength(4);
    expect(await screen.findByText('app shell loaded')).toBeInTheDocument();
  });

  it('loads the app shell for the app’s user agent token even before its handlers exist', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Mobile/15E148 DealwijzerApp/3.4.1 (iOS)');
    await renderLayer('nl');
    expect(await screen.findByText('app shell loaded')).toBeInTheDocument();
  });

  it('in an ordinary browser loads nothing more and throws nothing', async () => {
    await renderLayer('fr');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('app shell loaded')).toBeNull();
  });
});
