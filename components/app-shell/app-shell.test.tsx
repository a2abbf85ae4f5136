// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { demoUser, renderWithApp, TEST_PUBLIC_CONFIG } from '@/components/auth/auth-test-utils';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { resetSession, useSession } from '@/lib/stores/session';
import type { NativeWindow } from '@/lib/webview/native-bridge';
import AppShell from './app-shell';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

const IOS_APP = (version: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DealwijzerApp/${version} (iOS)`;
const ANDROID_APP = (version: string) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 DealwijzerApp/${version} (Android)`;
const CONFIG = { ...TEST_PUBLIC_CONFIG, appMinVersion: { ios: '3.0', android: '2.5.1' } };

const win = window as NativeWindow;
let posted: unknown[] = [];

function asApp(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  posted = [];
  win.webkit = { messageHandlers: { native: { postMessage: (message: string) => posted.push(JSON.parse(message)) } } };
}

async function renderShell(status: 'guest' | 'user', locale: 'nl' | 'fr' = 'nl') {
  useSession.setState(status === 'user' ? { status, user: demoUser() } : { status, user: null });
  // act() waits for the lazily loaded dialog and its messages.
  await act(async () => {
    renderWithApp(<AppShell />, locale, CONFIG);
  });
}

beforeEach(() => {
  resetSession();
  resetDialogs();
  Cookies.remove('visited', { path: '/' });
});

afterEach(() => {
  Reflect.deleteProperty(win, 'webkit');
  vi.restoreAllMocks();
});

describe('AppShell: the welcome', () => {
  it('walks a guest without the visited cookie through five slides to the login; then visited is set and sent', async () => {
    asApp(IOS_APP('3.4.1'));
    await renderShell('guest');
    const dialog = await screen.findByRole('dialog', { name: 'Welkom bij Dealwijzer' });
    const slide = () => within(dialog).getByTestId('app-welcome-slide');
    const titles: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      expect(slide()).toHaveTextContent(`${n} van 5`);
      titles.push(within(slide()).getByRole('heading').textContent ?? '');
      if (n < 5) fireEvent.click(within(dialog).getByRole('button', { name: 'Volgende' }));
    }
    expect(titles).toEqual(['Alle promoties op één plek', 'Blader door de folders', 'Deal alerts', 'Deel deals, verdien punten', 'Bewaar je favorieten']);
    expect(within(dialog).queryByRole('button', { name: 'Volgende' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Overslaan' })).toBeNull();
    expect(posted).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Inloggen' }));
    expect(useDialogs.getState().dialogs['app-welcome'].open).toBe(false);
    expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'login' });
    expect(Cookies.get('visited')).toBe('true');
    expect(posted).toEqual([
      { type: 'cookie', name: 'visited', value: 'true' },
      { type: 'update-token', token: null, visited: true },
    ]);
  });

  it('goes back and forth with the buttons, the dots and the arrow keys, moving the focus to the slide', async () => {
    asApp(IOS_APP('3.4.1'));
    await renderShell('guest', 'fr');
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenue sur Dealwijzer' });
    const slide = () => within(dialog).getByTestId('app-welcome-slide');
    expect(within(dialog).queryByRole('button', { name: /Précédent/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Diapositive 4 : Partagez, gagnez des points' }));
    expect(slide()).toHaveTextContent('4 sur 5');
    expect(slide()).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: /Diapositive 4/ })).toHaveAttribute('aria-current', 'step');
    fireEvent.keyDown(slide(), { key: 'ArrowLeft' });
    expect(slide()).toHaveTextContent('3 sur 5');
    fireEvent.keyDown(slide(), { key: 'ArrowRight' });
    fireEvent.keyDown(slide(), { key: 'ArrowRight' });
    fireEvent.keyDown(slide(), { key: 'ArrowRight' });
    expect(slide()).toHaveTextContent('5 sur 5');
    fireEvent.click(within(dialog).getByRole('button', { name: /Précédent/ }));
    expect(slide()).toHaveTextContent('4 sur 5');
  });

  it('is skippable at once; skipping counts as seen', async () => {
    asApp(ANDROID_APP('2.6'));
    await renderShell('guest');
    const dialog = await screen.findByRole('dialog', { name: 'Welkom bij Dealwijzer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overslaan' }));
    expect(useDialogs.getState().dialogs['app-welcome'].open).toBe(false);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
    expect(Cookies.get('visited')).toBe('true');
  });

  it('is not shown to a guest who saw it', async () => {
    asApp(IOS_APP('3.4.1'));
    Cookies.set('visited', 'true');
    await renderShell('guest');
    expect(useDialogs.getState().dialogs['app-welcome'].open).toBe(false);
  });

  it('is not shown to a member', async () => {
    asApp(IOS_APP('3.4.1'));
    await renderShell('user');
    expect(useDialogs.getState().dialogs['app-welcome'].open).toBe(false);
  });

  it('is not shown outside the app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36');
    await renderShell('guest');
    expect(useDialogs.getState().dialogs['app-welcome'].open).toBe(false);
  });
});

describe('AppShell: the update dialog', () => {
  it('covers the screen below the minimum, cannot be closed, and links to the store of the platform in the language', async () => {
    asApp(ANDROID_APP('2.5.0'));
    await renderShell('guest', 'fr');
    const dialog = await screen.findByRole('dialog', { name: 'Une mise à jour s’impose' });
    expect(within(dialog).getByRole('link', { name: 'Mettre à jour sur Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=be.dealwijzer.app&hl=fr',
    );
    expect(within(dialog).queryByRole('button')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => useDialogs.getState().closeAll());
    expect(screen.getByRole('dialog', { name: 'Une mise à jour s’impose' })).toBeInTheDocument();
    // Nothing else is asked of an app that must be updated first.
    expect(useDialogs.getState().dialogs['app-welcome'].open).toBe(false);
  });

  it('links the iOS app to the App Store', async () => {
    asApp(IOS_APP('2.9.9'));
    await renderShell('user');
    expect(await screen.findByRole('link', { name: 'Update in de App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/be/app/dealwijzer/id1234567890?l=nl',
    );
  });

  it('is not shown at or above the minimum', async () => {
    asApp(IOS_APP('3.0'));
    await renderShell('user');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
