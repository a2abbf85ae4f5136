// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestText } from '@/lib/i18n/client/test-text';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nl from '@/messages/nl.json';
import DefaultBrowserActions from './default-browser-actions';

const HOME = 'http://localhost:3000/';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0;]';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91';

function renderActions(fallback = HOME) {
  return render(
    <TestText locale="nl">
      <DefaultBrowserActions fallback={fallback} />
    </TestText>,
  );
}

function visit(path: string, userAgent?: string) {
  window.history.replaceState(null, '', path);
  if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

describe('DefaultBrowserActions', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('shows the page of ?url= on this site in a labelled field, without naming a host', () => {
    visit('/default-browser?url=%2Ffolders');
    renderActions();
    expect(screen.getByLabelText('Link om te openen')).toHaveValue(`${window.location.origin}/folders`);
    expect(screen.queryByText(/een andere website/)).toBeNull();
  });

  it('shows another site’s http(s) address and names its host', () => {
    visit(`/default-browser?url=${encodeURIComponent('https://shop.example/deal?x=1')}`);
    renderActions();
    expect(screen.getByLabelText('Link om te openen')).toHaveValue('https://shop.example/deal?x=1');
    expect(screen.getByText('Deze link gaat naar shop.example, een andere website dan Dealwijzer.')).toBeVisible();
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'intent://evil.example#Intent;end'])('drops %s for the home page', (url) => {
    visit(`/default-browser?url=${encodeURIComponent(url)}`);
    renderActions();
    expect(screen.getByLabelText('Link om te openen')).toHaveValue(HOME);
  });

  it('offers the Android intent link on Android and Safari’s scheme on an iPhone, nothing elsewhere', () => {
    visit(`/default-browser?url=${encodeURIComponent('https://shop.example/deal')}`, ANDROID);
    const { unmount } = renderActions();
    expect(screen.getByRole('link', { name: 'Openen in mijn browser' })).toHaveAttribute('href', 'intent://shop.example/deal#Intent;scheme=https;end');
    unmount();
    vi.restoreAllMocks();

    visit('/default-browser?url=%2Fpromos', IPHONE);
    const again = renderActions();
    expect(screen.getByRole('link', { name: 'Openen in Safari' })).toHaveAttribute('href', `x-safari-${window.location.origin}/promos`);
    expect(screen.getByText(/iOS 17/)).toBeVisible();
    again.unmount();
    vi.restoreAllMocks();

    visit('/default-browser', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0');
    renderActions();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('copies the link and says so', async () => {
    visit('/default-browser');
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Link kopiëren' }));
    expect(writeText).toHaveBeenCalledWith(HOME);
    expect(await screen.findByRole('status')).toHaveTextContent(nl.InAppBrowser.copied);
  });

  it('says when copying failed', async () => {
    visit('/default-browser');
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    renderActions();
    await userEvent.click(screen.getByRole('button', { name: 'Link kopiëren' }));
    expect(await screen.findByRole('status')).toHaveTextContent(nl.InAppBrowser.copyFailed);
  });
});
