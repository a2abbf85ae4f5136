// @vitest-environment jsdom
import { act, fireEvent, render } from '@testing-library/react';
import { navigation, resetNavigation } from '@/tests/mocks/next-navigation';
import PageLoadingBar, { startNavigationProgress } from './page-loading-bar';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

/** nprogress is loaded with the first navigation: let its import settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await import('nprogress');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function bar(): Element | null {
  return document.querySelector('#page-loading-bar [data-bar]');
}

// The tests run in order: the first one runs before nprogress is loaded.
describe('PageLoadingBar', () => {
  beforeEach(() => resetNavigation());

  it('shows no bar for a navigation that ended before nprogress arrived', async () => {
    const { rerender, unmount } = render(<PageLoadingBar />);
    startNavigationProgress('/promos');
    navigation.pathname = '/promos';
    rerender(<PageLoadingBar />);
    await settle();
    expect(bar()).toBeNull();
    unmount();
  });

  it('starts the bar on a click on an internal link once nprogress is there', async () => {
    const { unmount } = render(<PageLoadingBar />);
    // A link as next/link renders it (it cancels the browser's navigation to run its own).
    const link = document.createElement('a');
    link.href = '/promos';
    document.body.append(link);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await settle();
    expect(bar()).not.toBeNull();
    unmount();
    link.remove();
  });

  it('starts no bar for a Back that stays on the page shown (a dialog closing its history entry)', async () => {
    const { unmount } = render(<PageLoadingBar />);
    await settle();
    (await import('nprogress')).default.remove();
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await settle();
    expect(bar()).toBeNull();
    // Back to another address does start it.
    window.history.pushState(null, '', '/promos');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await settle();
    expect(bar()).not.toBeNull();
    window.history.replaceState(null, '', '/');
    unmount();
  });

  it('starts no bar for a link that opens something else instead (data-no-progress)', async () => {
    const { unmount } = render(<PageLoadingBar />);
    await settle();
    (await import('nprogress')).default.remove();
    const link = document.createElement('a');
    link.href = '/search';
    link.setAttribute('data-no-progress', '');
    document.body.append(link);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await settle();
    expect(bar()).toBeNull();
    unmount();
    link.remove();
  });
});
