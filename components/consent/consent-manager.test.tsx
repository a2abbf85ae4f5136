// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/auth/auth-test-utils';
import { consentFromCookies, serializeConsent } from '@/lib/consent/consent';
import ConsentManager from './consent-manager';
import CookieSettingsButton from './cookie-settings-button';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

type TestWindow = Window & { dataLayer?: unknown[]; gtag?: unknown; dealwijzerGtmLoaded?: string; dealwijzerConsent?: unknown };
const testWindow = window as TestWindow;

function clearCookie(): void {
  document.cookie = 'consent=; path=/; max-age=0';
}

function gtmScripts(): number {
  return document.querySelectorAll('script[src*="googletagmanager.com"]').length;
}

/** The gtag commands pushed so far, as arrays. */
function consentCommands(): unknown[][] {
  return (testWindow.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function renderManager(gtmId: string | null = 'GTM-TEST123', locale: 'nl' | 'fr' = 'nl') {
  return renderWithApp(
    <>
      <div id="main" tabIndex={-1} />
      <ConsentManager gtmId={gtmId} />
      <CookieSettingsButton label="Cookie-instellingen" />
    </>,
    locale,
  );
}

beforeEach(() => {
  clearCookie();
  document.head.innerHTML = '';
  delete testWindow.dataLayer;
  delete testWindow.gtag;
  delete testWindow.dealwijzerGtmLoaded;
  delete testWindow.dealwijzerConsent;
  document.documentElement.removeAttribute('data-app-consent');
});
afterEach(clearCookie);

describe('ConsentManager', () => {
  it('asks a visitor without a choice, with refuse and accept side by side, in Dutch', async () => {
    renderManager();
    const banner = await screen.findByRole('region', { name: 'Cookies en privacy' });
    const buttons = Array.from(banner.querySelectorAll('button')).map((button) => [button.textContent, button.className]);
    expect(buttons.map(([text]) => text)).toEqual(['Alles weigeren', 'Alles accepteren', 'Zelf kiezen']);
    // Equally prominent: refusing looks exactly like accepting.
    expect(buttons[0]?.[1]).toBe(buttons[1]?.[1]);
    expect(gtmScripts()).toBe(0);
  });

  it('asks in French', async () => {
    renderManager('GTM-TEST123', 'fr');
    const banner = await screen.findByRole('region', { name: 'Cookies et vie privée' });
    expect(banner).toHaveTextContent('Tout refuser');
    expect(banner).toHaveTextContent('Tout accepter');
  });

  it('asks nothing and loads nothing when no GTM_ID is configured', async () => {
    renderManager(null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
    expect(testWindow.dataLayer).toBeUndefined();
  });

  it('refusing stores the choice, closes the banner and loads no GTM', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Alles weigeren' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(consentFromCookies(document.cookie)).toEqual({ analytics: false, marketing: false });
    expect(gtmScripts()).toBe(0);
    expect(testWindow.dataLayer).toBeUndefined();
  });

  it('accepting stores the choice and loads GTM after the consent default and update', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Alles accepteren' }));
    expect(consentFromCookies(document.cookie)).toEqual({ analytics: true, marketing: true });
    expect(gtmScripts()).toBe(1);
    expect(consentCommands().map((command) => command.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
  });

  it('"Choose" shows the categories, necessary always on, and saves only what was ticked', async () => {
    renderManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Zelf kiezen' }));
    const necessary = await screen.findByRole('checkbox', { name: /Noodzakelijk/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = screen.getByRole('checkbox', { name: /Statistieken/ });
    await waitFor(() => expect(analytics).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'Keuze opslaan' }));
    expect(consentFromCookies(document.cookie)).toEqual({ analytics: true, marketing: false });
    expect(consentCommands()[1]?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });

  it('a stored choice shows no banner; a stored consent loads GTM at once', async () => {
    document.cookie = `consent=${serializeConsent({ analytics: false, marketing: true })}; path=/`;
    renderManager();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
    expect(gtmScripts()).toBe(1);
  });

  it('a choice of an older version asks again', async () => {
    document.cookie = `consent=${encodeURIComponent(JSON.stringify({ v: 0, analytics: true, marketing: true }))}; path=/`;
    renderManager();
    expect(await screen.findByRole('region', { name: 'Cookies en privacy' })).toBeInTheDocument();
    expect(gtmScripts()).toBe(0);
  });

  it('"Cookie settings" reopens the banner on the stored categories and gives the focus back after', async () => {
    document.cookie = `consent=${serializeConsent({ analytics: true, marketing: false })}; path=/`;
    renderManager();
    const settings = screen.getByRole('button', { name: 'Cookie-instellingen' });
    settings.focus();
    fireEvent.click(settings);
    const heading = await screen.findByRole('heading', { name: 'Cookies en privacy' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: /Statistieken/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Alles weigeren' }));
    expect(consentFromCookies(document.cookie)).toEqual({ analytics: false, marketing: false });
    // GTM was on the page: the withdrawal reaches it as an update.
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    await waitFor(() => expect(settings).toHaveFocus());
  });

  it('"Cookie settings" pressed before the manager has loaded opens the banner once it has', async () => {
    document.cookie = `consent=${serializeConsent({ analytics: false, marketing: false })}; path=/`;
    const view = renderWithApp(<CookieSettingsButton label="Cookie-instellingen" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    expect(screen.queryByRole('heading', { name: 'Cookies en privacy' })).not.toBeInTheDocument();
    view.unmount();
    renderManager();
    expect(await screen.findByRole('heading', { name: 'Cookies en privacy' })).toBeInTheDocument();
  });

  it("in the app, the app's window.dealwijzerConsent decides: no banner", async () => {
    testWindow.dealwijzerConsent = { analytics: true, marketing: false };
    renderManager();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
    expect(gtmScripts()).toBe(1);
    // The footer's "Cookie settings" is hidden by this mark (components/layout/site-footer.module.css).
    expect(document.documentElement.hasAttribute('data-app-consent')).toBe(true);
  });

  it("a consent message from the app closes the banner and applies the app's choice", async () => {
    renderManager();
    await screen.findByRole('region', { name: 'Cookies en privacy' });
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'consent', analytics: false, marketing: false }) }));
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(consentFromCookies(document.cookie)).toEqual({ analytics: false, marketing: false });
    expect(gtmScripts()).toBe(0);
    expect(document.documentElement.hasAttribute('data-app-consent')).toBe(true);
  });

  it('ignores a consent message from another frame', async () => {
    renderManager();
    await screen.findByRole('region', { name: 'Cookies en privacy' });
    const frame = document.createElement('iframe');
    document.body.appendChild(frame);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'consent', analytics: true, marketing: true }, source: frame.contentWindow }));
    });
    expect(screen.getByRole('region', { name: 'Cookies en privacy' })).toBeInTheDocument();
    expect(gtmScripts()).toBe(0);
    expect(document.documentElement.hasAttribute('data-app-consent')).toBe(false);
    frame.remove();
  });
});
